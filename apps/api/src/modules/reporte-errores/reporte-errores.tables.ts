import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { checkEnum, creadoEn, momento } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';

// Error reportado por la app (/guardar-error/) o capturado en el servidor.
export const errorApp = pgTable(
  'error_app',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    archivo: text(),
    mensaje: text().notNull(),
    excepcion: text(),
    origen: text().notNull().default('app'),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'set null' }),
    version_app: text(),
    url: text(),
    controlado: boolean().notNull().default(false),
    controlado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    controlado_en: momento(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('error_app_controlado_idx').on(t.controlado, t.creado_en),
    checkEnum('error_app_origen_ck', t.origen, ['app', 'servidor']),
  ],
);
