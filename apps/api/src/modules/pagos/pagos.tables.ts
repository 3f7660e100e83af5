import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
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
import { ESTADO_TRANSACCION, MEDIO_PAGO } from '../../db/schema.enums.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { pedido } from '../pedidos/pedidos.tables.js';

// Tarjeta registrada (catastro Bancard). Nunca se guarda alias_token (uso único, ~10 min)
// ni el número de tarjeta: sólo lo que devuelve users/{id}/cards.
export const tarjeta = pgTable(
  'tarjeta',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    proveedor: text().notNull().default('bancard'),
    /** Nuestro id del lugar de la tarjeta en el procesador (≤ 19 dígitos). */
    card_id: bigint({ mode: 'number' }).notNull(),
    card_masked_number: text(),
    expiration_date: text(),
    card_brand: text(),
    card_type: text(),
    default: boolean().notNull().default(false),
    /** true cuando el procesador confirmó el alta (lista users/{id}/cards). */
    registrada: boolean().notNull().default(false),
    eliminada_en: momento(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('tarjeta_proveedor_card_uq').on(t.proveedor, t.card_id),
    index('tarjeta_usuario_idx').on(t.usuario_id),
    uniqueIndex('tarjeta_default_uq')
      .on(t.usuario_id)
      .where(sql`${t.default} and ${t.eliminada_en} is null`),
    check('tarjeta_expiracion_ck', sql`${t.expiration_date} ~ '^[0-9]{2}/[0-9]{2}$'`),
  ],
);

// shop_process_id de cada intento: una secuencia (dos intentos simultáneos nunca chocan). Empieza
// por encima de los ids viejos (pedido × 100 + intento).
export const idProcesoSeq = pgSequence('transaccion_pago_proceso_seq', {
  startWith: 10_000_000_000,
});

// Libro de transacciones con el procesador (sólo inserciones): cada pedido de cobro,
// confirmación, reverso o consulta es una fila. clave_idempotencia evita procesar dos veces
// la misma confirmación (el procesador puede llamar más de una vez).
export const transaccionPago = pgTable(
  'transaccion_pago',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    proveedor: text().notNull(),
    /** single_buy, charge, confirmacion, rollback, consulta, billetera… */
    operacion: text().notNull(),
    pedido_id: integer().references(() => pedido.id, { onDelete: 'set null' }),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'set null' }),
    tarjeta_id: integer().references(() => tarjeta.id, { onDelete: 'set null' }),
    medio_pago: integer(),
    monto: guaranies().notNull(),
    moneda: text().notNull().default('PYG'),
    estado: text().notNull(),
    /** shop_process_id enviado al procesador. */
    id_proceso: text(),
    /** Identificador del lado del procesador (process_id, ticket, etc.). */
    id_externo: text(),
    codigo_respuesta: text(),
    codigo_autorizacion: text(),
    mensaje: text(),
    payload: jsonb(),
    clave_idempotencia: text().notNull(),
    creado_en: creadoEn(),
  },
  (t) => [
    uniqueIndex('transaccion_pago_idempotencia_uq').on(t.clave_idempotencia),
    index('transaccion_pago_pedido_idx').on(t.pedido_id, t.creado_en),
    index('transaccion_pago_proceso_idx').on(t.proveedor, t.id_proceso),
    index('transaccion_pago_externo_idx').on(t.proveedor, t.id_externo),
    checkEnum('transaccion_pago_estado_ck', t.estado, ESTADO_TRANSACCION),
    checkEnum('transaccion_pago_medio_ck', t.medio_pago, MEDIO_PAGO),
    check('transaccion_pago_monto_ck', sql`${t.monto} >= 0`),
  ],
);
