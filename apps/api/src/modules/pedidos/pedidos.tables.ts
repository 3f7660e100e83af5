import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkEnum,
  coordenada,
  creadoEn,
  guaranies,
  marcasDeTiempo,
  momento,
} from '../../db/schema.helpers.js';
import {
  ESTADO_ORDEN_VENTA,
  ESTADO_PEDIDO,
  ESTADO_RUTEO,
  MEDIO_PAGO,
  TIPO_IVA,
} from '../../db/schema.enums.js';
import { ciudad } from '../configuracion/configuracion.tables.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { datoFacturacion } from '../facturacion/facturacion.tables.js';
import { direccion } from '../direcciones/direcciones.tables.js';
import { producto, varianteProducto } from '../catalogo/catalogo.tables.js';
import { fabricante, puntoRetiro } from '../fabricantes/fabricantes.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { tarjeta } from '../pagos/pagos.tables.js';

// Pedido del cliente (spec §3 Pedido). Guarda una copia de la dirección y de los datos de
// facturación: si el cliente los edita o borra después, el pedido no cambia.
export const pedido = pgTable(
  'pedido',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id),
    estado: integer().notNull().default(0),
    fecha: momento().notNull().defaultNow(),
    medio_pago: integer().notNull(),
    tarjeta_id: integer().references(() => tarjeta.id, { onDelete: 'set null' }),
    referencia: text(),
    subtotal: guaranies().notNull().default(0),
    costo_envio: guaranies().notNull().default(0),
    total: guaranies().notNull(),
    compra_mejorada: boolean().notNull().default(false),
    delivery: boolean().notNull().default(true),
    // Entrega
    direccion_id: integer().references(() => direccion.id, { onDelete: 'set null' }),
    direccion: text(),
    direccion_referencia: text(),
    ubicacion: text(),
    lat: coordenada(),
    lng: coordenada(),
    ciudad_id: integer().references(() => ciudad.id),
    ciudad_nombre: text(),
    nro_telefono: text(),
    entrega_programada: boolean().notNull().default(false),
    fecha_entrega: date({ mode: 'string' }),
    hora_entrega_inicio: time(),
    hora_entrega_fin: time(),
    /** Contraseña de entrega que el cliente dicta al transportista (se le muestra al cliente). */
    contrasena_entrega: text(),
    transportista_id: integer().references(() => transportista.id, { onDelete: 'set null' }),
    entregado_en: momento(),
    // Facturación
    dato_facturacion_id: integer().references(() => datoFacturacion.id, { onDelete: 'set null' }),
    razon_social: text(),
    ruc: text(),
    // Moderación
    aprobado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    fecha_aprobacion: momento(),
    /** Cuándo se devolvió el stock reservado (pago rechazado o abandonado). */
    stock_liberado_en: momento(),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('pedido_usuario_idx').on(t.usuario_id, t.fecha),
    index('pedido_estado_idx').on(t.estado, t.fecha),
    index('pedido_fecha_idx').on(t.fecha),
    index('pedido_transportista_idx').on(t.transportista_id, t.estado),
    checkEnum('pedido_estado_ck', t.estado, ESTADO_PEDIDO),
    checkEnum('pedido_medio_pago_ck', t.medio_pago, MEDIO_PAGO),
    check(
      'pedido_montos_ck',
      sql`${t.total} >= 0 and ${t.subtotal} >= 0 and ${t.costo_envio} >= 0`,
    ),
    check(
      'pedido_horario_ck',
      sql`${t.hora_entrega_fin} is null or ${t.hora_entrega_inicio} is null or ${t.hora_entrega_fin} > ${t.hora_entrega_inicio}`,
    ),
  ],
);

// Línea del pedido (spec §3 ProductoPedido) con copia de nombre, precio e IVA al comprar.
export const productoPedido = pgTable(
  'producto_pedido',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pedido_id: integer()
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    producto_id: integer()
      .notNull()
      .references(() => producto.id),
    variante_id: integer().references(() => varianteProducto.id, { onDelete: 'set null' }),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id),
    nombre: text().notNull(),
    compra_mejorada: boolean().notNull().default(false),
    cantidad: integer().notNull(),
    precio: guaranies().notNull(),
    total: guaranies().notNull(),
    tipo_iva: integer().notNull().default(10),
    comision: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('producto_pedido_pedido_idx').on(t.pedido_id),
    index('producto_pedido_producto_idx').on(t.producto_id),
    check('producto_pedido_cantidad_ck', sql`${t.cantidad} > 0`),
    check('producto_pedido_total_ck', sql`${t.precio} >= 0 and ${t.total} >= 0`),
    checkEnum('producto_pedido_tipo_iva_ck', t.tipo_iva, TIPO_IVA),
  ],
);

// Orden de venta: la parte de un pedido que corresponde a un fabricante.
export const ordenVenta = pgTable(
  'orden_venta',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pedido_id: integer()
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    fabricante_id: integer()
      .notNull()
      .references(() => fabricante.id),
    estado: integer().notNull().default(0),
    estado_ruteo: integer().notNull().default(10),
    /** Por qué la orden está en su estado de ruteo (texto del optimizador o del lote). */
    motivo_ruteo: text(),
    punto_retiro_id: integer().references(() => puntoRetiro.id, { onDelete: 'set null' }),
    fecha_retiro: momento(),
    total: guaranies().notNull().default(0),
    comision: guaranies().notNull().default(0),
    confirmado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    confirmado_en: momento(),
    retirado_en: momento(),
    /** Código que el proveedor da al transportista al entregarle la carga (ADR 015). */
    codigo_retiro: text(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('orden_venta_pedido_fabricante_uq').on(t.pedido_id, t.fabricante_id),
    index('orden_venta_fabricante_idx').on(t.fabricante_id, t.estado, t.creado_en),
    index('orden_venta_estado_idx').on(t.estado, t.creado_en),
    index('orden_venta_ruteo_idx').on(t.estado_ruteo),
    checkEnum('orden_venta_estado_ck', t.estado, ESTADO_ORDEN_VENTA),
    checkEnum('orden_venta_estado_ruteo_ck', t.estado_ruteo, ESTADO_RUTEO),
  ],
);

export const ordenVentaItem = pgTable(
  'orden_venta_item',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orden_venta_id: integer()
      .notNull()
      .references(() => ordenVenta.id, { onDelete: 'cascade' }),
    producto_pedido_id: integer()
      .notNull()
      .references(() => productoPedido.id, { onDelete: 'cascade' }),
    producto_id: integer()
      .notNull()
      .references(() => producto.id),
    variante_id: integer().references(() => varianteProducto.id, { onDelete: 'set null' }),
    cantidad: integer().notNull(),
    precio: guaranies().notNull(),
    total: guaranies().notNull(),
  },
  (t) => [
    uniqueIndex('orden_venta_item_producto_pedido_uq').on(t.producto_pedido_id),
    index('orden_venta_item_orden_idx').on(t.orden_venta_id),
    check('orden_venta_item_cantidad_ck', sql`${t.cantidad} > 0`),
  ],
);

// Historial de estados del pedido (rastreo): una fila por transición, con su nombre.
export const historialPedido = pgTable(
  'historial_pedido',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pedido_id: integer()
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    estado: integer().notNull(),
    transicion: text().notNull(),
    detalle: text(),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'set null' }),
    creado_en: creadoEn(),
  },
  (t) => [
    index('historial_pedido_pedido_idx').on(t.pedido_id, t.creado_en),
    checkEnum('historial_pedido_estado_ck', t.estado, ESTADO_PEDIDO),
  ],
);
