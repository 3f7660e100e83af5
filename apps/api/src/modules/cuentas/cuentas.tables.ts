import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { checkEnum, creadoEn, marcasDeTiempo, momento } from '../../db/schema.helpers.js';
import { GENERO, MODO_USO_APP, PROVEEDOR_SOCIAL } from '../../db/schema.enums.js';

// Usuario de la plataforma: todo usuario es cliente; los demás roles salen de otras tablas.
export const usuario = pgTable(
  'usuario',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text(),
    password_hash: text(),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    fecha_nacimiento: date({ mode: 'string' }),
    nro_documento: text(),
    nro_telefono: text(),
    razon_social: text(),
    ruc: text(),
    imagen_perfil: text(),
    genero: integer(),
    administrador: boolean().notNull().default(false),
    activo: boolean().notNull().default(true),
    modo_uso_app: integer().notNull().default(10),
    registro_redes_sociales: boolean().notNull().default(false),
    notificaciones_activas: boolean().notNull().default(true),
    sonidos_activos: boolean().notNull().default(true),
    recibir_ofertas_email: boolean(),
    recibir_ofertas_notificacion: boolean(),
    date_joined: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimo_acceso: timestamp({ withTimezone: true }),
    anonimizado_en: timestamp({ withTimezone: true }),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('usuario_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('usuario_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('usuario_nro_documento_uq').on(t.nro_documento),
    checkEnum('usuario_modo_uso_app_ck', t.modo_uso_app, MODO_USO_APP),
    checkEnum('usuario_genero_ck', t.genero, GENERO),
    index('usuario_nombre_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.first_name} || ' ' || ${t.last_name})) gin_trgm_ops`,
    ),
  ],
);

// Token de sesión por dispositivo; sólo se guarda el hash SHA-256 del token.
export const tokenSesion = pgTable(
  'token_sesion',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    device_id: text(),
    plataforma: text(),
    creado_en: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimo_uso_en: timestamp({ withTimezone: true }),
    revocado_en: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('token_sesion_hash_uq').on(t.token_hash),
    index('token_sesion_usuario_idx').on(t.usuario_id),
  ],
);

// Dispositivo con su token push nativo (la suscripción Web Push del navegador vive en
// notificaciones: suscripcion_push).
export const dispositivo = pgTable(
  'dispositivo',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    device_id: text(),
    push_token: text().notNull(),
    plataforma: text(),
    activo: boolean().notNull().default(true),
    ...marcasDeTiempo(),
  },
  (t) => [
    uniqueIndex('dispositivo_push_token_uq').on(t.push_token),
    index('dispositivo_usuario_idx').on(t.usuario_id),
  ],
);

// Pedido de recuperación de contraseña; sólo se guarda el hash del token enviado por correo.
export const restablecimientoContrasena = pgTable(
  'restablecimiento_contrasena',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    token_hash: text().notNull(),
    expira_en: momento().notNull(),
    usado_en: momento(),
    creado_en: creadoEn(),
  },
  (t) => [
    uniqueIndex('restablecimiento_contrasena_hash_uq').on(t.token_hash),
    index('restablecimiento_contrasena_usuario_idx').on(t.usuario_id),
  ],
);

// Vínculo con un proveedor de inicio de sesión social (sub del ID token).
export const cuentaSocial = pgTable(
  'cuenta_social',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usuario_id: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    proveedor: text().notNull(),
    sujeto: text().notNull(),
    email: text(),
    creado_en: creadoEn(),
    ultimo_uso_en: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cuenta_social_proveedor_sujeto_uq').on(t.proveedor, t.sujeto),
    index('cuenta_social_usuario_idx').on(t.usuario_id),
    checkEnum('cuenta_social_proveedor_ck', t.proveedor, PROVEEDOR_SOCIAL),
  ],
);

// Intentos de inicio de sesión en la ventana vigente, por clave (cuenta o IP), cuando no hay
// Redis. Se suman con un UPSERT atómico antes de verificar la contraseña.
export const intentoLogin = pgTable(
  'intento_login',
  {
    clave: text().primaryKey(),
    intentos: integer().notNull(),
    vence_en: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('intento_login_vence_idx').on(t.vence_en)],
);
