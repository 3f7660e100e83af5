import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../app.js';
import { testConfig, type Config } from '../config.js';

/**
 * App sobre una base real: PGlite en memoria por archivo de test, o el PostgreSQL de
 * DATABASE_URL (ya migrado por global-setup) compartido entre archivos.
 */
export async function appDePrueba(
  overrides: Partial<Config> = {},
  antesDeListo?: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const app = await buildApp(config, { migrar: config.databaseUrl === undefined });
  if (antesDeListo) await antesDeListo(app);
  await app.ready();
  return app;
}

/** Sufijo único para datos que no deben chocar entre archivos en una base compartida. */
export function unico(prefijo: string): string {
  return `${prefijo}_${randomUUID().slice(0, 8)}`;
}

/**
 * Sandbox de pagos sin confirmaciones repetidas ni tardías: cada pago se confirma una vez, enseguida.
 * Como override y no en `process.env`: los archivos de test comparten proceso (`isolate: false`).
 */
export function pagosPredecibles(): Pick<Config, 'pagos'> {
  const { pagos } = testConfig();
  return { pagos: { ...pagos, sandbox: { ...pagos.sandbox, duplicar: 0, tarde: 0 } } };
}
