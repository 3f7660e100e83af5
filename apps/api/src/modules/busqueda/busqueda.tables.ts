import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Registro de cambios que afectan al índice de búsqueda en memoria (ADR 009). Lo llenan
 * disparadores de producto, fabricante, imagen, variante, rubro y categoría; cada instancia
 * de la API lee lo nuevo con la transacción (`xid`) para no perder commits fuera de orden.
 */
export const busquedaCambio = pgTable(
  'busqueda_cambio',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tabla: text().notNull(),
    fila_id: integer().notNull(),
    xid: bigint({ mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('busqueda_cambio_xid_idx').on(t.xid),
    index('busqueda_cambio_creado_idx').on(t.creado_en),
  ],
);
