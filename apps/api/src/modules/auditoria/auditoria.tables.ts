import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { creadoEn } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';

// Bitácora de acciones del administrador: quién, cuándo, sobre qué entidad, y antes → después.
// Sólo se agregan filas (no se editan ni se borran).
export const auditoria = pgTable(
  'auditoria',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'set null' }),
    entidad: text().notNull(),
    entidad_id: integer().notNull(),
    accion: text().notNull(),
    antes: jsonb(),
    despues: jsonb(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('auditoria_entidad_idx').on(t.entidad, t.entidad_id, t.creado_en),
    index('auditoria_creado_idx').on(t.creado_en),
  ],
);
