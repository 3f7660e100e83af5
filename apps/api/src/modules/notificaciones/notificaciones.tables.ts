import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { TIPOS_NOTIFICACION } from '@nemu/domain';
import { checkEnum, creadoEn, momento } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';

// Notificación a un usuario (también se envía por push). payload lleva la redirección.
export const notificacion = pgTable(
  'notificacion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    tipo: text().notNull(),
    titulo: text().notNull(),
    cuerpo: text().notNull().default(''),
    payload: jsonb(),
    leida_en: momento(),
    enviada_push_en: momento(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('notificacion_usuario_idx').on(t.usuario_id, t.creado_en),
    index('notificacion_no_leidas_idx')
      .on(t.usuario_id)
      .where(sql`${t.leida_en} is null`),
    checkEnum('notificacion_tipo_ck', t.tipo, TIPOS_NOTIFICACION),
  ],
);
