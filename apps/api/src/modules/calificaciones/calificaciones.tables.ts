import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkEnum, creadoEn } from '../../db/schema.helpers.js';
import { TIPO_CALIFICACION } from '../../db/schema.enums.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { pedido } from '../pedidos/pedidos.tables.js';

// Calificación de un pedido: quién califica (usuario) a qué (tipo_calificacion + id_calificar).
// tipo según TipoCalificacion (10 producto, 20 fabricante, 30 transportista). Una por pedido y
// calificado (sólo el cliente del pedido califica).
export const calificacion = pgTable(
  'calificacion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    pedido_id: integer()
      .notNull()
      .references(() => pedido.id, { onDelete: 'cascade' }),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo_calificacion: integer().notNull(),
    id_calificar: integer().notNull(),
    calificacion: integer().notNull(),
    comentario: text(),
    creado_en: creadoEn(),
  },
  (t) => [
    uniqueIndex('calificacion_uq').on(
      t.pedido_id,
      t.usuario_id,
      t.tipo_calificacion,
      t.id_calificar,
    ),
    index('calificacion_calificado_idx').on(t.tipo_calificacion, t.id_calificar),
    checkEnum('calificacion_tipo_ck', t.tipo_calificacion, TIPO_CALIFICACION),
    check('calificacion_valor_ck', sql`${t.calificacion} between 1 and 5`),
  ],
);
