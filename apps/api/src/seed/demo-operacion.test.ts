// Siembra de la operación demo (issue #13, «Demo data»): pedidos en todos los estados, órdenes
// con estados de ruteo variados, oportunidades para el transportista demo, una hoja en curso de
// otro transportista con posiciones, una con incidente y una entregada con su tarifa en el balance.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { aplicarMigraciones } from '../db/migrate.js';
import {
  calificacion,
  hojaRuta,
  movimientoBalanceTransportista,
  oportunidad,
  ordenVenta,
  pedido,
  rastreoUbicacion,
  transportista,
  usuario,
} from '../db/schema.js';
import { sembrarDemo } from './demo.seed.js';
import { MARCA_OPERACION_DEMO, sembrarOperacionDemo } from './demo-operacion.seed.js';
import { sembrarReferencia } from './referencia.seed.js';
import { sembrarCalles } from './calles.seed.js';
import { tieneMarca } from './comun.seed.js';

let database: Database;
let storageDir: string;
let ms = 0;

async function transportistaDe(username: string) {
  const [t] = await database.db
    .select({ id: transportista.id, balance: transportista.balance })
    .from(transportista)
    .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
    .where(eq(usuario.username, username));
  return t!;
}

beforeAll(async () => {
  // Siempre PGlite propio: la siembra demo no debe tocar la base compartida de otros tests.
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  await aplicarMigraciones(database);
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'nemu-demo-op-'));
  await sembrarReferencia(database.db);
  await sembrarCalles(database.db);
  await sembrarDemo(database.db, storageDir);
  const t0 = performance.now();
  expect(await sembrarOperacionDemo(database.db)).toBe(true);
  ms = performance.now() - t0;
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('siembra de la operación demo', () => {
  it('es rápida y se hace una sola vez', async () => {
    console.log(`operación demo: ${Math.round(ms)} ms`);
    // Alrededor de 2 s en PGlite (cuatro entregas); el tope cubre un CI con carga 15 en 2 núcleos.
    expect(ms).toBeLessThan(10_000);
    const antes = await database.db.select({ id: pedido.id }).from(pedido);
    expect(await sembrarOperacionDemo(database.db)).toBe(false);
    expect(await database.db.select({ id: pedido.id }).from(pedido)).toHaveLength(antes.length);
    expect(await tieneMarca(database.db, MARCA_OPERACION_DEMO)).toBe(true);
  });

  it('el cliente demo tiene pedidos pagados, en camino, entregados y uno con incidente', async () => {
    const [cliente] = await database.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(eq(usuario.username, 'cliente'));
    const estados = new Set(
      (
        await database.db
          .select({ estado: pedido.estado })
          .from(pedido)
          .where(eq(pedido.usuario_id, cliente!.id))
      ).map((p) => p.estado),
    );
    for (const e of [10, 20, 30, 40, 50]) expect(estados).toContain(e);
  });

  it('las órdenes de venta muestran los estados de ruteo 10, 20, 40, 50, 60, 70 y 80 con motivo', async () => {
    const ordenes = await database.db.select().from(ordenVenta);
    const estados = new Set(ordenes.map((o) => o.estado_ruteo));
    for (const e of [10, 20, 40, 50, 60, 70, 80]) expect(estados).toContain(e);
    for (const o of ordenes.filter((x) => [50, 60, 70, 80].includes(x.estado_ruteo))) {
      expect(o.motivo_ruteo).toBeTruthy();
    }
  });

  it('hay oportunidades abiertas para el transportista demo y su viaje entregado está en el balance', async () => {
    const demo = await transportistaDe('transportista');
    const abiertas = await database.db
      .select()
      .from(oportunidad)
      .innerJoin(hojaRuta, eq(hojaRuta.id, oportunidad.hoja_ruta_id))
      .where(
        and(
          eq(oportunidad.transportista_id, demo.id),
          eq(oportunidad.estado, 10),
          eq(hojaRuta.estado, 0),
        ),
      );
    expect(abiertas.length).toBeGreaterThanOrEqual(2);
    for (const a of abiertas) expect(a.hoja_ruta.tarifa_transportista).toBeGreaterThan(0);

    // Cuatro entregas hechas antes de la siembra (la más nueva, sin calificar): la conciliación
    // tiene minutos y una tarifa recalculada, y el balance suma las cuatro tarifas.
    const hechas = await database.db
      .select()
      .from(hojaRuta)
      .where(and(eq(hojaRuta.transportista_id, demo.id), eq(hojaRuta.estado, 30)))
      .orderBy(desc(hojaRuta.fin));
    expect(hechas).toHaveLength(4);
    const hecha = hechas[0]!;
    for (const h of hechas) {
      expect(h.finalizado).toBe(true);
      expect(h.kilometros_reales).toBeGreaterThan(0);
      expect(h.minutos_reales).toBeGreaterThan(0);
      expect(h.fin?.getTime()).toBeLessThan(Date.now());
      expect(h.tarifa_recalculada).toBeGreaterThan(0);
    }
    const movs = await database.db
      .select()
      .from(movimientoBalanceTransportista)
      .where(eq(movimientoBalanceTransportista.hoja_ruta_id, hecha.id));
    expect(movs.map((m) => m.monto)).toEqual([hecha.tarifa_transportista]);
    expect(demo.balance).toBe(hechas.reduce((s, h) => s + h.tarifa_transportista, 0));
    // Conectado y con señal ahora (la hoja fue hace una hora, su última ubicación es de ahora).
    const [senal] = await database.db
      .select({ conectado: transportista.conectado, en: transportista.ultima_ubicacion_en })
      .from(transportista)
      .where(eq(transportista.id, demo.id));
    expect(senal?.conectado).toBe(true);
    expect(Date.now() - (senal?.en?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('el promedio y la cantidad de calificaciones del transportista demo son las guardadas', async () => {
    const demo = await transportistaDe('transportista');
    const [fila] = await database.db
      .select({ rating: transportista.rating, ratings: transportista.ratings })
      .from(transportista)
      .where(eq(transportista.id, demo.id));
    const guardadas = await database.db
      .select({ estrellas: calificacion.calificacion, comentario: calificacion.comentario })
      .from(calificacion)
      .where(and(eq(calificacion.tipo_calificacion, 30), eq(calificacion.id_calificar, demo.id)));
    expect(guardadas).toHaveLength(3);
    expect(guardadas.every((c) => c.comentario)).toBe(true);
    const promedio = guardadas.reduce((s, c) => s + c.estrellas, 0) / guardadas.length;
    expect(fila?.ratings).toBe(3);
    expect(fila?.rating).toBeCloseTo(promedio, 2);
  });

  it('otro transportista demo tiene una hoja en curso con posiciones y otro una cancelada por incidente', async () => {
    const t2 = await transportistaDe('transportista2');
    const t3 = await transportistaDe('transportista3');
    const [enCurso] = await database.db
      .select()
      .from(hojaRuta)
      .where(and(eq(hojaRuta.transportista_id, t2.id), eq(hojaRuta.estado, 20)));
    expect(enCurso).toBeDefined();
    const puntos = await database.db
      .select()
      .from(rastreoUbicacion)
      .where(eq(rastreoUbicacion.hoja_ruta_id, enCurso!.id));
    expect(puntos.length).toBeGreaterThan(2);
    const canceladas = await database.db
      .select()
      .from(hojaRuta)
      .where(and(inArray(hojaRuta.transportista_id, [t3.id]), eq(hojaRuta.estado, 40)));
    expect(canceladas).toHaveLength(1);
  });
});
