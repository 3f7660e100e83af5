import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';

// Datos de facturación del cliente (spec §3 DatoFacturacion).
export const datoFacturacion = pgTable(
  'dato_facturacion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    razon_social: text().notNull(),
    ruc: text().notNull(),
    default: boolean().notNull().default(false),
    ...marcasDeTiempo(),
  },
  (t) => [
    index('dato_facturacion_usuario_idx').on(t.usuario_id),
    uniqueIndex('dato_facturacion_default_uq')
      .on(t.usuario_id)
      .where(sql`${t.default}`),
  ],
);

// Registro local de contribuyentes (listas públicas de RUC de la DNIT) para /consulta-ruc/.
export const registroRuc = pgTable(
  'registro_ruc',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Forma canónica "base-DV". */
    ruc: text().notNull(),
    razon_social: text().notNull(),
    ruc_anterior: text(),
    estado: text(),
    actualizado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registro_ruc_ruc_uq').on(t.ruc)],
);
