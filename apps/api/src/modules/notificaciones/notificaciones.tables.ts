import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TIPOS_NOTIFICACION } from '@nemu/domain';
import { checkEnum, creadoEn, marcasDeTiempo, momento } from '../../db/schema.helpers.js';
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

// Par de claves VAPID de Web Push, generado en el primer arranque (una sola fila, id = 1).
export const claveVapid = pgTable(
  'clave_vapid',
  {
    id: integer().primaryKey().default(1),
    clave_publica: text().notNull(),
    clave_privada: text().notNull(),
    creado_en: creadoEn(),
  },
  (t) => [check('clave_vapid_unica_ck', sql`${t.id} = 1`)],
);

// Suscripción Web Push de un dispositivo (navegador) del usuario: una por endpoint.
export const suscripcionPush = pgTable(
  'suscripcion_push',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    device_id: text(),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('suscripcion_push_endpoint_uq').on(t.endpoint),
    index('suscripcion_push_usuario_idx').on(t.usuario_id),
  ],
);
