import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { RutaRegistrada } from './lib/acceso.js';
import { openDatabase, type Database } from './db/client.js';
import { aplicarMigraciones } from './db/migrate.js';
import autenticacion from './plugins/autenticacion.plugin.js';
import errores from './plugins/errores.plugin.js';
import normalizacion from './plugins/normalizacion.plugin.js';
import openapi from './plugins/openapi.plugin.js';
import registro from './plugins/registro.plugin.js';
import seguridad from './plugins/seguridad.plugin.js';
import web from './plugins/web.plugin.js';
import tiempoReal from './modules/tiempo-real/tiempo-real.plugin.js';
import trabajos from './jobs/trabajos.plugin.js';
import { apiRoutes } from './routes.js';
import { sandboxPagosRoutes } from './modules/pagos/sandbox.routes.js';

export interface BuildOptions {
  /** Base ya abierta (tests que comparten una); si no, se abre según la configuración. */
  database?: Database;
  /** Aplica las migraciones al abrir (por defecto sí). */
  migrar?: boolean;
}

/** Construye la aplicación sin escuchar: los tests usan `app.inject`. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.body.password'],
    },
    // Una sola línea por petición, del plugin de registro.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    // La IP del cliente sale de X-Forwarded-For sólo detrás de un proxy declarado (TRUST_PROXY).
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // Tabla de rutas /api (y de las páginas del sandbox de pagos) con su acceso declarado
  // (test de permisos y matriz impresa).
  const rutas: RutaRegistrada[] = [];
  app.addHook('onRoute', (ruta) => {
    const conAcceso = ruta.url.startsWith('/api') || ruta.url.startsWith('/sandbox-pagos');
    if (!conAcceso || ruta.url.startsWith('/api/docs')) return;
    const metodos = Array.isArray(ruta.method) ? ruta.method : [ruta.method];
    for (const metodo of metodos) {
      if (metodo === 'HEAD') continue;
      rutas.push({ metodo, url: ruta.url, acceso: ruta.config?.acceso });
    }
  });
  app.decorate('rutas', rutas);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      plantillaPglite: config.plantillaPglite,
    }));
  if (opts.migrar ?? true) await aplicarMigraciones(database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!opts.database) app.addHook('onClose', async () => database.close());

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());

  await app.register(errores);
  await app.register(registro);
  await app.register(seguridad);
  // gzip/brotli para JSON y para la web estática (la primera carga del teléfono lo agradece).
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 12 } });
  await app.register(autenticacion);
  await app.register(normalizacion);
  await app.register(openapi);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(sandboxPagosRoutes, { prefix: '/sandbox-pagos' });
  await app.register(tiempoReal);
  // Después de las rutas: al cerrar, el ejecutor se detiene antes que ellas y que la base.
  await app.register(trabajos);
  await app.register(web);

  return app;
}
