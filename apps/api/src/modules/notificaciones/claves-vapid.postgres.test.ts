import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { aplicarMigraciones } from '../../db/migrate.js';
import { unico } from '../../test/app-de-prueba.js';
import { claveVapid } from './notificaciones.tables.js';

// Dos instancias que arrancan a la vez sobre una base nueva (sin par VAPID): queda uno solo y
// las dos lo usan. Base propia para no tocar el par que comparten los demás tests.
const nombre = unico('nemu_vapid').toLowerCase();
const urlBase = process.env.DATABASE_URL ?? '';
const url = urlBase.replace(/\/[^/]*$/, `/${nombre}`);
let admin: Database;
let base: Database;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  admin = await openDatabase({ databaseUrl: urlBase, pgliteDir: 'memory://' });
  await admin.db.execute(sql.raw(`create database "${nombre}"`));
  base = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  await aplicarMigraciones(base);
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await base.close();
  await admin.db.execute(sql.raw(`drop database if exists "${nombre}"`));
  await admin.close();
});

describe('claves VAPID', () => {
  it('dos procesos que arrancan a la vez terminan con un solo par', async () => {
    const config = testConfig({ databaseUrl: url });
    apps = await Promise.all([
      buildApp(config, { migrar: false }),
      buildApp(config, { migrar: false }),
    ]);
    await Promise.all(apps.map((a) => a.ready()));
    const claves = await Promise.all(
      apps.map(async (a) =>
        (await a.inject({ method: 'GET', url: '/api/push/clave-publica/' })).json<{
          clave: string;
        }>(),
      ),
    );
    const filas = await base.db.select().from(claveVapid);
    expect(filas).toHaveLength(1);
    expect(claves).toEqual([
      { clave: filas[0]?.clave_publica },
      { clave: filas[0]?.clave_publica },
    ]);
  });
});
