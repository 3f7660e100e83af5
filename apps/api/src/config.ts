import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configPagos, type ConfigPagos } from './modules/pagos/pagos.config.js';
import {
  configTiempoReal,
  type ConfigTiempoReal,
} from './modules/tiempo-real/tiempo-real.config.js';
import { configPush, type ConfigPush } from './modules/notificaciones/push.config.js';
import { configDespacho, type ConfigDespacho } from './modules/despacho/despacho.config.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Carpeta de PGlite; `memory://` para una base efímera (tests). */
  pgliteDir: string;
  /**
   * Volcado (tar de `dumpDataDir`) de un directorio de PGlite ya migrado con el que arranca una
   * base nueva en vez de crearla de cero: los tests lo generan una vez por corrida.
   */
  plantillaPglite: string | undefined;
  demo: boolean;
  /** Transportistas simulados de la demo (sólo con `demo`; SIMULADOR_DEMO=off los apaga). */
  simuladorDemo: boolean;
  /** Ejecutor de trabajos en segundo plano en este proceso (ADR 011); apagado en los tests. */
  trabajos: boolean;
  redisUrl: string | undefined;
  storageDir: string;
  /** Documentos privados (licencias, antecedentes, pólizas): fuera de /media. */
  documentosDir: string;
  publicUrl: string;
  webDistDir: string;
  logLevel: string;
  /**
   * Intentos de inicio de sesión por cuenta (×3 por IP) en la ventana; `prefijo` de las claves
   * de los contadores (por omisión `nemu:login:`; los tests usan uno propio).
   */
  loginRateLimit: { max: number; windowMs: number; prefijo?: string };
  /**
   * Proxies de confianza para tomar la IP del cliente de X-Forwarded-For (trustProxy de
   * Fastify): false (por omisión, se usa la IP de la conexión), true (cualquier proxy) o una
   * lista de IP/CIDR de los proxies separadas por coma.
   */
  trustProxy: boolean | string;
  /** Escrituras anónimas (registro, recuperación, contacto…) por IP y por ruta en la ventana. */
  anonimoRateLimit: { max: number; windowMs: number };
  adminPassword: string | undefined;
  /** SMTP real (`smtp://usuario:clave@host:587`); sin él los correos van a `outbox_email`. */
  smtpUrl: string | undefined;
  correoRemitente: string;
  /** Inicio de sesión social: un proveedor sin id de cliente no se ofrece. */
  social: ConfigSocial;
  /** Geocodificador externo (estilo Nominatim); sin él, el índice local de calles. */
  geocoderUrl: string | undefined;
  /** Procesador de tarjetas, billeteras y sandbox de pagos (modules/pagos/README.md). */
  pagos: ConfigPagos;
  /** Canal `/ws`: latidos y límites (modules/tiempo-real/tiempo-real.config.ts). */
  tiempoReal: ConfigTiempoReal;
  /** Web Push: claves VAPID (modules/notificaciones/push.config.ts). */
  push: ConfigPush;
  /** Lote de ruteo: distancias (OSRM o línea recta), límite del optimizador, jornada. */
  despacho: ConfigDespacho;
}

export interface ConfigSocial {
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  apple: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  facebook: {
    appId: string | undefined;
    appSecret: string | undefined;
    debugTokenUrl: string;
    perfilUrl: string;
  };
}

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function activo(valor: string | undefined, porDefecto: boolean): boolean {
  if (valor === undefined || valor === '') return porDefecto;
  return !['off', '0', 'false', 'no'].includes(valor.toLowerCase());
}

/** TRUST_PROXY: vacío o false → no se confía; true; o IP/CIDR de los proxies separadas por coma. */
function confianzaProxy(valor: string | undefined): boolean | string {
  const v = (valor ?? '').trim();
  if (v === '' || ['off', '0', 'false', 'no'].includes(v.toLowerCase())) return false;
  if (['on', 'true', 'si', 'sí', 'yes'].includes(v.toLowerCase())) return true;
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    pgliteDir: env.PGLITE_DIR ?? path.join(raiz, 'data/pglite'),
    plantillaPglite: env.PGLITE_PLANTILLA || undefined,
    demo: activo(env.DEMO, databaseUrl === undefined),
    simuladorDemo: activo(env.SIMULADOR_DEMO, true),
    trabajos: activo(env.TRABAJOS, true),
    redisUrl: env.REDIS_URL || undefined,
    storageDir: env.STORAGE_DIR ?? path.join(raiz, 'data/media'),
    documentosDir: env.DOCUMENTOS_DIR ?? path.join(raiz, 'data/documentos'),
    publicUrl,
    webDistDir: env.WEB_DIST_DIR ?? path.join(raiz, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginRateLimit: {
      max: Number(env.LOGIN_RATE_MAX ?? 10),
      windowMs: Number(env.LOGIN_RATE_WINDOW_MS ?? 15 * 60_000),
    },
    trustProxy: confianzaProxy(env.TRUST_PROXY),
    anonimoRateLimit: {
      max: Number(env.ANONIMO_RATE_MAX ?? 20),
      windowMs: Number(env.ANONIMO_RATE_WINDOW_MS ?? 15 * 60_000),
    },
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    correoRemitente: env.CORREO_REMITENTE ?? 'Ñemu <no-responder@nemu.com.py>',
    social: {
      google: {
        clientId: env.GOOGLE_CLIENT_ID || undefined,
        jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
        issuers: (env.GOOGLE_ISSUER ?? 'https://accounts.google.com,accounts.google.com').split(
          ',',
        ),
      },
      apple: {
        clientId: env.APPLE_CLIENT_ID || undefined,
        jwksUrl: env.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
        issuers: (env.APPLE_ISSUER ?? 'https://appleid.apple.com').split(','),
      },
      facebook: {
        appId: env.FACEBOOK_APP_ID || undefined,
        appSecret: env.FACEBOOK_APP_SECRET || undefined,
        debugTokenUrl: env.FACEBOOK_DEBUG_TOKEN_URL ?? 'https://graph.facebook.com/debug_token',
        perfilUrl: env.FACEBOOK_PERFIL_URL ?? 'https://graph.facebook.com/me',
      },
    },
    geocoderUrl: env.GEOCODER_URL || undefined,
    pagos: configPagos(env, publicUrl),
    tiempoReal: configTiempoReal(env),
    push: configPush(env, publicUrl),
    despacho: configDespacho(env),
  };
}

/** Configuración para tests: base en memoria, sin demo y sin ejecutor de trabajos. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      ...process.env,
      PGLITE_DIR: 'memory://',
      DEMO: 'off',
      TRABAJOS: 'off',
      LOG_LEVEL: 'silent',
    }),
    ...overrides,
  };
}
