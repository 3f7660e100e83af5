import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { aplicarMigraciones } from '../db/migrate.js';
import { appDePrueba, unico } from './app-de-prueba.js';
import { urlConBase } from './url-de-base.js';

/**
 * Apps de prueba sobre una base propia, para los archivos que cambian datos globales (el lote
 * de ruteo que toma toda la flota, la administración de categorías, tipos de vehículo o
 * configuración, la sonda hostil): con PostgreSQL (DATABASE_URL) crean una base nueva, migrada,
 * que se borra al cerrar; con PGlite cada archivo ya tiene la suya en memoria.
 */
export async function appsConBasePropia(
  cuantas: number,
  overrides: Partial<Config>,
): Promise<{ apps: FastifyInstance[]; cerrar: () => Promise<void> }> {
  const urlBase = process.env.DATABASE_URL;
  if (!urlBase) {
    const apps = await Promise.all(Array.from({ length: cuantas }, () => appDePrueba(overrides)));
    return { apps, cerrar: async () => void (await Promise.all(apps.map((a) => a.close()))) };
  }
  const nombre = unico('nemu_propia').toLowerCase();
  const url = urlConBase(urlBase, nombre);
  const admin = await openDatabase({ databaseUrl: urlBase, pgliteDir: 'memory://' });
  await admin.db.execute(sql.raw(`create database "${nombre}"`));
  const base = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  await aplicarMigraciones(base);
  await base.close();
  const apps = await Promise.all(
    Array.from({ length: cuantas }, () => appDePrueba({ ...overrides, databaseUrl: url })),
  );
  return {
    apps,
    cerrar: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await admin.db.execute(sql.raw(`drop database if exists "${nombre}"`));
      await admin.close();
    },
  };
}

/** Una sola app sobre una base propia; `cerrar` la cierra y borra la base. */
export async function appConBasePropia(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; cerrar: () => Promise<void> }> {
  const { apps, cerrar } = await appsConBasePropia(1, overrides);
  return { app: apps[0]!, cerrar };
}
