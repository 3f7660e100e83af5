// Dos instancias que arrancan a la vez en modo demo sobre una base nueva: la siembra corre de a
// una y la operación demo queda hecha una sola vez (antes chocaban: «Ya tiene una ruta en curso»).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojaRuta, transportista, usuario } from '../db/schema.js';
import { appsConBasePropia } from '../test/base-propia.js';
import { sembrar } from './index.js';

let apps: FastifyInstance[] = [];
let cerrar: () => Promise<void> = async () => {};
let storageDir = '';

beforeAll(async () => {
  ({ apps, cerrar } = await appsConBasePropia(2, {}));
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'nemu-siembra-paralela-'));
}, 60_000);

afterAll(async () => {
  await cerrar();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('siembra demo desde dos instancias a la vez', () => {
  it('las dos terminan, una siembra y la operación demo existe una sola vez', async () => {
    const resultados = await Promise.all(
      apps.map((app) => sembrar({ database: app.database, demo: true, storageDir })),
    );
    expect(resultados.filter((r) => r.demo)).toHaveLength(1);
    const db = apps[0]!.db;
    const [demo] = await db
      .select({ id: transportista.id })
      .from(transportista)
      .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
      .where(eq(usuario.username, 'transportista'));
    const entregadas = await db
      .select({ id: hojaRuta.id })
      .from(hojaRuta)
      .where(and(eq(hojaRuta.transportista_id, demo!.id), eq(hojaRuta.estado, 30)));
    expect(entregadas).toHaveLength(4);
  }, 120_000);
});
