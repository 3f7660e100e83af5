import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkEnum, marcasDeTiempo, momento } from '../../db/schema.helpers.js';
import { MEDIO_PAGO } from '../../db/schema.enums.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { direccion } from '../direcciones/direcciones.tables.js';
import { producto, varianteProducto } from '../catalogo/catalogo.tables.js';
import { tarjeta } from '../pagos/pagos.tables.js';

// Carrito de un usuario o de un visitante anónimo (clave_anonima en cookie/almacenamiento).
export const carrito = pgTable(
  'carrito',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'cascade' }),
    clave_anonima: text(),
    compra_mejorada: boolean().notNull().default(false),
    envio_sin_hora: boolean().notNull().default(true),
    entrega_desde: momento(),
    entrega_hasta: momento(),
    medio_pago: integer().notNull().default(0),
    tarjeta_id: integer().references(() => tarjeta.id, { onDelete: 'set null' }),
    direccion_id: integer().references(() => direccion.id, { onDelete: 'set null' }),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('carrito_usuario_uq').on(t.usuario_id),
    uniqueIndex('carrito_clave_anonima_uq').on(t.clave_anonima),
    check('carrito_duenio_ck', sql`${t.usuario_id} is not null or ${t.clave_anonima} is not null`),
    check(
      'carrito_entrega_ck',
      sql`${t.entrega_hasta} is null or ${t.entrega_desde} is null or ${t.entrega_hasta} > ${t.entrega_desde}`,
    ),
    checkEnum('carrito_medio_pago_ck', t.medio_pago, MEDIO_PAGO),
  ],
);

export const carritoItem = pgTable(
  'carrito_item',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    carrito_id: integer()
      .notNull()
      .references(() => carrito.id, { onDelete: 'cascade' }),
    producto_id: integer()
      .notNull()
      .references(() => producto.id, { onDelete: 'cascade' }),
    variante_id: integer().references(() => varianteProducto.id, { onDelete: 'cascade' }),
    cantidad: integer().notNull().default(1),
    precio_mejorado: boolean().notNull().default(false),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('carrito_item_uq').on(
      t.carrito_id,
      t.producto_id,
      sql`coalesce(${t.variante_id}, 0)`,
    ),
    index('carrito_item_producto_idx').on(t.producto_id),
    check('carrito_item_cantidad_ck', sql`${t.cantidad} > 0`),
  ],
);
