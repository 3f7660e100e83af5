import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { creadoEn, marcasDeTiempo, momento } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';

// Clave de API para integraciones de socios (sólo se guarda el hash; prefijo visible).
export const claveApi = pgTable(
  'clave_api',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    prefijo: text().notNull(),
    clave_hash: text().notNull(),
    fabricante_id: integer().references(() => fabricante.id, { onDelete: 'cascade' }),
    permisos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activo: boolean().notNull().default(true),
    ultimo_uso_en: momento(),
    revocada_en: momento(),
    creado_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('clave_api_prefijo_uq').on(t.prefijo),
    uniqueIndex('clave_api_hash_uq').on(t.clave_hash),
    index('clave_api_fabricante_idx').on(t.fabricante_id),
  ],
);

// Registro de llamadas a la API (alto volumen: id bigint).
export const apiLog = pgTable(
  'api_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clave_api_id: integer().references(() => claveApi.id, { onDelete: 'set null' }),
    usuario_id: integer().references(() => usuario.id, { onDelete: 'set null' }),
    metodo: text().notNull(),
    ruta: text().notNull(),
    estado_http: integer().notNull(),
    duracion_ms: integer().notNull(),
    ip: text(),
    version_app: text(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('api_log_creado_idx').on(t.creado_en),
    index('api_log_clave_idx').on(t.clave_api_id, t.creado_en),
  ],
);
