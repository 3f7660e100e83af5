import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkEnum, creadoEn, marcasDeTiempo, momento } from '../../db/schema.helpers.js';
import { usuario } from '../cuentas/cuentas.tables.js';
import { fabricante } from '../fabricantes/fabricantes.tables.js';

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

// Bandeja de salida de correos (sin SMTP quedan aquí, legibles por administradores).
export const outboxEmail = pgTable(
  'outbox_email',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    para: text().notNull(),
    asunto: text().notNull(),
    cuerpo_texto: text().notNull(),
    cuerpo_html: text(),
    estado: text().notNull().default('pendiente'),
    intentos: integer().notNull().default(0),
    ultimo_error: text(),
    enviar_despues_de: momento().notNull().defaultNow(),
    enviado_en: momento(),
    creado_en: creadoEn(),
  },
  (t) => [
    index('outbox_email_pendientes_idx').on(t.estado, t.enviar_despues_de),
    index('outbox_email_creado_idx').on(t.creado_en),
    checkEnum('outbox_email_estado_ck', t.estado, ['pendiente', 'enviado', 'error', 'retenido']),
  ],
);

// Contacto de empresas (/request-contact-b2b/).
export const contactoB2b = pgTable(
  'contacto_b2b',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nombre: text().notNull(),
    empresa: text(),
    ruc: text(),
    email: text().notNull(),
    nro_telefono: text(),
    mensaje: text(),
    archivo: text(),
    atendido: boolean().notNull().default(false),
    atendido_por: integer().references(() => usuario.id, { onDelete: 'set null' }),
    ...marcasDeTiempo(),
  },
  (t) => [index('contacto_b2b_atendido_idx').on(t.atendido, t.creado_en)],
);

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
