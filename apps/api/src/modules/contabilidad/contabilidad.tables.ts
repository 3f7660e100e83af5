import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  checkEnum,
  creadoEn,
  guaranies,
  marcasDeTiempo,
  momento,
} from '../../db/schema.helpers.js';
import {
  ESTADO_FACTURA,
  MOTIVO_BALANCE,
  ROL_BENEFICIARIO,
  TIPO_IVA,
} from '../../db/schema.enums.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { producto } from '../catalogo/catalogo.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';
import { hojaRuta } from '../hojas-ruta/hojas-ruta.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import { ordenVenta, pedido } from '../pedidos/pedidos.tables.js';

// Cuenta de fondos (banco, caja, billetera) desde/hacia la que se registran pagos.
export const cuentaFondo = pgTable(
  'cuenta_fondo',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    tipo: text().notNull().default('banco'),
    banco: text(),
    numero_cuenta: text(),
    titular: text(),
    moneda: text().notNull().default('PYG'),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('cuenta_fondo_nombre_uq').on(t.nombre),
    checkEnum('cuenta_fondo_tipo_ck', t.tipo, ['banco', 'caja', 'billetera', 'procesador']),
  ],
);

// Persona a la que se refiere un documento contable según tipo (10 cliente, 20 proveedor,
// 30 transportista): exactamente la columna que corresponde al tipo está cargada.
const personaCk = (tabla: string, tipo: unknown, u: unknown, f: unknown, tr: unknown) =>
  check(
    `${tabla}_persona_ck`,
    sql`(${tipo} = 10 and ${u} is not null and ${f} is null and ${tr} is null)
     or (${tipo} = 20 and ${f} is not null and ${u} is null and ${tr} is null)
     or (${tipo} = 30 and ${tr} is not null and ${u} is null and ${f} is null)`,
  );

// Timbrado propio de la plataforma con su punto de expedición y tipo de documento (1 factura,
// 5 nota de crédito). ultimo_numero lleva la numeración: se incrementa en la misma transacción
// que inserta la factura, así que un rollback no deja huecos y dos pedidos nunca comparten número.
export const timbrado = pgTable(
  'timbrado',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    numero: text().notNull(),
    tipo_documento: integer().notNull().default(1),
    establecimiento: text().notNull().default('001'),
    punto_expedicion: text().notNull().default('001'),
    inicio: date({ mode: 'string' }).notNull(),
    fin: date({ mode: 'string' }),
    emisor_ruc: text().notNull(),
    emisor_razon_social: text().notNull(),
    emisor_direccion: text(),
    /** Tipo de contribuyente para el CDC: 1 persona física, 2 persona jurídica. */
    tipo_contribuyente: integer().notNull().default(2),
    /** true: documento electrónico SIFEN (KuDE con CDC y QR). */
    electronico: boolean().notNull().default(false),
    ultimo_numero: integer().notNull().default(0),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('timbrado_punto_uq').on(
      t.emisor_ruc,
      t.numero,
      t.tipo_documento,
      t.establecimiento,
      t.punto_expedicion,
    ),
    check('timbrado_numero_ck', sql`${t.numero} ~ '^[0-9]{8}$'`),
    check(
      'timbrado_punto_ck',
      sql`${t.establecimiento} ~ '^[0-9]{3}$' and ${t.punto_expedicion} ~ '^[0-9]{3}$'`,
    ),
    check('timbrado_ultimo_ck', sql`${t.ultimo_numero} between 0 and 9999999`),
    check('timbrado_vigencia_ck', sql`${t.fin} is null or ${t.fin} >= ${t.inicio}`),
    checkEnum('timbrado_tipo_documento_ck', t.tipo_documento, [1, 5, 6]),
    checkEnum('timbrado_tipo_contribuyente_ck', t.tipo_contribuyente, [1, 2]),
  ],
);

// Factura (timbrado + EEE-PPP-NNNNNNN) con desglose de IVA (Exentas / 5 % / 10 %).
// tipo 10 factura al cliente, 20 factura del/al proveedor. Montos con IVA incluido.
export const factura = pgTable(
  'factura',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tipo: integer().notNull(),
    /** Tipo de documento SIFEN: 1 factura, 5 nota de crédito, 6 nota de débito. */
    tipo_documento: integer().notNull().default(1),
    estado: integer().notNull().default(10),
    emisor_ruc: text().notNull(),
    emisor_razon_social: text().notNull(),
    timbrado: text().notNull(),
    timbrado_inicio: date({ mode: 'string' }),
    timbrado_fin: date({ mode: 'string' }),
    establecimiento: text().notNull(),
    punto_expedicion: text().notNull(),
    numero: integer().notNull(),
    fecha: momento().notNull().defaultNow(),
    condicion: text().notNull().default('contado'),
    /** RUC del receptor; NULL = factura innominada. */
    receptor_ruc: text(),
    receptor_razon_social: text(),
    usuario_id: integer().references(() => usuario.id),
    fabricante_id: integer().references(() => fabricante.id),
    pedido_id: integer().references(() => pedido.id),
    orden_venta_id: integer().references(() => ordenVenta.id),
    subtotal_exenta: guaranies().notNull().default(0),
    subtotal_5: guaranies().notNull().default(0),
    subtotal_10: guaranies().notNull().default(0),
    iva_5: guaranies().notNull().default(0),
    iva_10: guaranies().notNull().default(0),
    total: guaranies().notNull(),
    cobrado: guaranies().notNull().default(0),
    cdc: text(),
    archivo_pdf: text(),
    /** Timbrado propio de la plataforma con que se numeró (NULL: factura de un proveedor). */
    timbrado_id: integer().references(() => timbrado.id),
    /** Nota de crédito: factura a la que corrige. */
    factura_asociada_id: integer().references((): AnyPgColumn => factura.id),
    transportista_id: integer().references(() => transportista.id),
    electronica: boolean().notNull().default(false),
    anulada_en: momento(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('factura_numero_uq').on(
      t.emisor_ruc,
      t.timbrado,
      t.tipo_documento,
      t.establecimiento,
      t.punto_expedicion,
      t.numero,
    ),
    index('factura_tipo_fecha_idx').on(t.tipo, t.fecha),
    index('factura_usuario_idx').on(t.usuario_id),
    index('factura_fabricante_idx').on(t.fabricante_id),
    index('factura_pedido_idx').on(t.pedido_id),
    checkEnum('factura_tipo_ck', t.tipo, ROL_BENEFICIARIO),
    checkEnum('factura_estado_ck', t.estado, ESTADO_FACTURA),
    checkEnum('factura_tipo_documento_ck', t.tipo_documento, [1, 4, 5, 6, 7]),
    checkEnum('factura_condicion_ck', t.condicion, ['contado', 'credito']),
    check('factura_timbrado_ck', sql`${t.timbrado} ~ '^[0-9]{8}$'`),
    check(
      'factura_establecimiento_ck',
      sql`${t.establecimiento} ~ '^[0-9]{3}$' and ${t.punto_expedicion} ~ '^[0-9]{3}$'`,
    ),
    check('factura_numero_ck', sql`${t.numero} between 1 and 9999999`),
    check(
      'factura_total_ck',
      sql`${t.total} = ${t.subtotal_exenta} + ${t.subtotal_5} + ${t.subtotal_10}`,
    ),
  ],
);

export const facturaItem = pgTable(
  'factura_item',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    factura_id: integer()
      .notNull()
      .references(() => factura.id, { onDelete: 'cascade' }),
    producto_id: integer().references(() => producto.id, { onDelete: 'set null' }),
    descripcion: text().notNull(),
    cantidad: numeric({ precision: 12, scale: 3, mode: 'number' }).notNull(),
    precio_unitario: guaranies().notNull(),
    tasa_iva: integer().notNull(),
    total: guaranies().notNull(),
    iva: guaranies().notNull().default(0),
  },
  (t) => [
    index('factura_item_factura_idx').on(t.factura_id),
    checkEnum('factura_item_tasa_iva_ck', t.tasa_iva, TIPO_IVA),
    check('factura_item_cantidad_ck', sql`${t.cantidad} > 0`),
  ],
);

// Pago registrado (a proveedor o transportista, o cobro/devolución a cliente).
export const pago = pgTable(
  'pago',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tipo: integer().notNull(),
    usuario_id: integer().references(() => usuario.id),
    fabricante_id: integer().references(() => fabricante.id),
    transportista_id: integer().references(() => transportista.id),
    cuenta_fondo_id: integer()
      .notNull()
      .references(() => cuentaFondo.id),
    monto: guaranies().notNull(),
    fecha: date({ mode: 'string' }).notNull(),
    referencia: text(),
    comprobante: text(),
    registrado_por: integer().references(() => usuario.id),
    creado_en: creadoEn(),
  },
  (t) => [
    index('pago_tipo_fecha_idx').on(t.tipo, t.fecha),
    index('pago_fabricante_idx').on(t.fabricante_id),
    index('pago_transportista_idx').on(t.transportista_id),
    index('pago_usuario_idx').on(t.usuario_id),
    checkEnum('pago_tipo_ck', t.tipo, ROL_BENEFICIARIO),
    personaCk('pago', t.tipo, t.usuario_id, t.fabricante_id, t.transportista_id),
    check('pago_monto_ck', sql`${t.monto} > 0`),
  ],
);

export const pagoFactura = pgTable(
  'pago_factura',
  {
    pago_id: integer()
      .notNull()
      .references(() => pago.id, { onDelete: 'cascade' }),
    factura_id: integer()
      .notNull()
      .references(() => factura.id),
    monto: guaranies().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pago_id, t.factura_id] }),
    index('pago_factura_factura_idx').on(t.factura_id),
    check('pago_factura_monto_ck', sql`${t.monto} > 0`),
  ],
);

// Rendición: factura que el proveedor (o transportista) emite a la plataforma por sus órdenes.
export const rendicion = pgTable(
  'rendicion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tipo: integer().notNull(),
    usuario_id: integer().references(() => usuario.id),
    fabricante_id: integer().references(() => fabricante.id),
    transportista_id: integer().references(() => transportista.id),
    timbrado: text().notNull(),
    numero_factura: text().notNull(),
    fecha: date({ mode: 'string' }).notNull(),
    monto: guaranies().notNull().default(0),
    archivo: text(),
    registrado_por: integer().references(() => usuario.id),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('rendicion_tipo_fecha_idx').on(t.tipo, t.fecha),
    index('rendicion_fabricante_idx').on(t.fabricante_id),
    checkEnum('rendicion_tipo_ck', t.tipo, ROL_BENEFICIARIO),
    personaCk('rendicion', t.tipo, t.usuario_id, t.fabricante_id, t.transportista_id),
    check('rendicion_timbrado_ck', sql`${t.timbrado} ~ '^[0-9]{8}$'`),
  ],
);

// Órdenes de venta incluidas en una rendición (una orden se rinde una sola vez).
export const rendicionOrden = pgTable(
  'rendicion_orden',
  {
    rendicion_id: integer()
      .notNull()
      .references(() => rendicion.id, { onDelete: 'cascade' }),
    orden_venta_id: integer()
      .notNull()
      .references(() => ordenVenta.id),
  },
  (t) => [
    primaryKey({ columns: [t.rendicion_id, t.orden_venta_id] }),
    uniqueIndex('rendicion_orden_orden_uq').on(t.orden_venta_id),
  ],
);

// Libro de balance del transportista (sólo inserciones); un disparador mantiene transportista.balance.
export const movimientoBalanceTransportista = pgTable(
  'movimiento_balance_transportista',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    transportista_id: integer()
      .notNull()
      .references(() => transportista.id, { onDelete: 'cascade' }),
    monto: guaranies().notNull(),
    motivo: text().notNull(),
    hoja_ruta_id: integer().references(() => hojaRuta.id),
    /** Pago de contabilidad que liquida el saldo (motivo 'pago'). */
    pago_id: integer(),
    usuario_id: integer().references(() => usuario.id),
    referencia: text(),
    descripcion: text(),
    /** Balance tras el movimiento; lo completa el disparador. */
    balance_resultante: guaranies(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('movimiento_balance_transportista_idx').on(t.transportista_id, t.creado_en),
    uniqueIndex('movimiento_balance_viaje_uq')
      .on(t.hoja_ruta_id)
      .where(sql`${t.motivo} = 'viaje'`),
    check('movimiento_balance_monto_ck', sql`${t.monto} <> 0`),
    checkEnum('movimiento_balance_motivo_ck', t.motivo, MOTIVO_BALANCE),
  ],
);

// Libro mayor (sólo inserciones). Cada asiento (misma clave `asiento`) suma cero: un
// disparador diferido lo verifica al confirmar la transacción. monto > 0: la plataforma le debe
// a la cuenta; < 0: la cuenta le debe a la plataforma (o tiene su dinero, en cobros y fondos).
export const movimientoContable = pgTable(
  'movimiento_contable',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    asiento: text().notNull(),
    /** venta, reembolso, cobro, devolucion, viaje, pago, cobro_efectivo, deposito_efectivo. */
    concepto: text().notNull(),
    /** proveedor, transportista, cliente, comision, envio, cobros, fondo. */
    cuenta: text().notNull(),
    fabricante_id: integer().references(() => fabricante.id),
    transportista_id: integer().references(() => transportista.id),
    usuario_id: integer().references(() => usuario.id),
    cuenta_fondo_id: integer().references(() => cuentaFondo.id),
    pedido_id: integer().references(() => pedido.id),
    orden_venta_id: integer().references(() => ordenVenta.id),
    hoja_ruta_id: integer().references(() => hojaRuta.id),
    pago_id: integer().references(() => pago.id),
    monto: guaranies().notNull(),
    descripcion: text(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('movimiento_contable_asiento_idx').on(t.asiento),
    index('movimiento_contable_fabricante_idx').on(t.fabricante_id, t.creado_en),
    index('movimiento_contable_transportista_idx').on(t.transportista_id, t.creado_en),
    index('movimiento_contable_pedido_idx').on(t.pedido_id),
    index('movimiento_contable_cuenta_idx').on(t.cuenta, t.creado_en),
    check('movimiento_contable_monto_ck', sql`${t.monto} <> 0`),
    checkEnum('movimiento_contable_cuenta_ck', t.cuenta, [
      'proveedor',
      'transportista',
      'cliente',
      'comision',
      'envio',
      'cobros',
      'fondo',
    ]),
    check(
      'movimiento_contable_titular_ck',
      sql`(${t.cuenta} <> 'proveedor' or ${t.fabricante_id} is not null)
      and (${t.cuenta} <> 'transportista' or ${t.transportista_id} is not null)
      and (${t.cuenta} <> 'cliente' or ${t.usuario_id} is not null)
      and (${t.cuenta} <> 'fondo' or ${t.cuenta_fondo_id} is not null)`,
    ),
  ],
);

// Documento electrónico SIFEN de una factura: XML del DE, CDC, estado del envío y respuesta.
export const documentoSifen = pgTable(
  'documento_sifen',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    factura_id: integer()
      .notNull()
      .references(() => factura.id, { onDelete: 'cascade' }),
    cdc: text().notNull(),
    xml: text().notNull(),
    url_qr: text().notNull(),
    /** pendiente, aprobado, rechazado. */
    estado: text().notNull().default('pendiente'),
    codigo_respuesta: text(),
    mensaje_respuesta: text(),
    respuesta: text(),
    intentos: integer().notNull().default(0),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('documento_sifen_factura_uq').on(t.factura_id),
    uniqueIndex('documento_sifen_cdc_uq').on(t.cdc),
    check('documento_sifen_cdc_ck', sql`${t.cdc} ~ '^[0-9]{44}$'`),
    checkEnum('documento_sifen_estado_ck', t.estado, ['pendiente', 'aprobado', 'rechazado']),
  ],
);
