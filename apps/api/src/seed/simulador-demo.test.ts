// Simulador de la demo: nunca arranca fuera del modo demo; con el reloj en la mano (cada tick
// lo llama el test) mueve a los transportistas simulados, completa sus paradas, el cliente ve la
// posición en vivo y, al terminar una hoja, el simulador crea otra.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hojaRuta,
  oportunidad,
  pedido,
  rastreoUbicacion,
  transportista,
  usuario,
} from '../db/schema.js';
import { appConBasePropia } from '../test/base-propia.js';
import { sembrarCalles } from './calles.seed.js';
import { sembrarDemo } from './demo.seed.js';
import { sembrarOperacionDemo } from './demo-operacion.seed.js';
import { sembrarReferencia } from './referencia.seed.js';
import { avanzar, crearSimuladorDemo, iniciarSimuladorDemo } from './simulador-demo.js';

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let storageDir: string;

async function transportistaId(username: string) {
  const [t] = await app.db
    .select({ id: transportista.id })
    .from(transportista)
    .innerJoin(usuario, eq(usuario.id, transportista.usuario_id))
    .where(eq(usuario.username, username));
  return t!.id;
}

const hojasDe = (tid: number) =>
  app.db.select().from(hojaRuta).where(eq(hojaRuta.transportista_id, tid));

beforeAll(async () => {
  ({ app, cerrar } = await appConBasePropia());
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'nemu-simulador-'));
  await sembrarReferencia(app.db);
  await sembrarCalles(app.db);
  await sembrarDemo(app.db, storageDir);
  await sembrarOperacionDemo(app.db);
}, 120_000);

afterAll(async () => {
  await cerrar?.();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('simulador demo', () => {
  it('no arranca fuera del modo demo', async () => {
    expect(await iniciarSimuladorDemo(app, { demo: false, simuladorDemo: true })).toBeNull();
    expect(await iniciarSimuladorDemo(app, { demo: true, simuladorDemo: false })).toBeNull();
    expect(app.config.demo).toBe(false);
  });

  it('avanza de a pasos y llega', () => {
    const a = { lat: -25.3, lng: -57.6 };
    const b = { lat: -25.31, lng: -57.6 };
    const r = avanzar(a, b, 200);
    expect(r.llego).toBe(false);
    expect(r.punto.lat).toBeLessThan(a.lat);
    expect(r.punto.lat).toBeGreaterThan(b.lat);
    expect(avanzar(r.punto, b, 5_000)).toEqual({ punto: b, llego: true });
  });

  it('mueve a los transportistas, entrega y vuelve a empezar con una hoja nueva', async () => {
    const t2 = await transportistaId('transportista2');
    const t3 = await transportistaId('transportista3');
    const [enCurso] = (await hojasDe(t2)).filter((h) => h.estado === 20);
    expect(enCurso).toBeDefined();
    const eventos: { pedido: number; tipo: string }[] = [];
    const original = app.tiempoReal.emitirAPedido.bind(app.tiempoReal);
    app.tiempoReal.emitirAPedido = async (pedidoId, evento) => {
      eventos.push({ pedido: pedidoId, tipo: evento.tipo });
      await original(pedidoId, evento);
    };
    // Pasos de 1,5 km: cada tick es un intervalo del reloj del simulador.
    const sim = await crearSimuladorDemo(app, { pasoM: 1_500 });
    expect(sim).not.toBeNull();
    const puntosAntes = (
      await app.db
        .select()
        .from(rastreoUbicacion)
        .where(eq(rastreoUbicacion.hoja_ruta_id, enCurso!.id))
    ).length;
    for (let i = 0; i < 40; i++) {
      await sim!.tick();
      const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, enCurso!.id));
      const nuevas = (await hojasDe(t2)).filter((x) => sim!.hojas.has(x.id) && x.estado === 20);
      if (h?.estado === 30 && nuevas.length > 0) break;
    }
    app.tiempoReal.emitirAPedido = original;

    // La hoja sembrada en curso terminó: su pedido entregado, con más posiciones registradas.
    const [terminada] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, enCurso!.id));
    expect(terminada?.estado).toBe(30);
    expect(terminada?.tarifa_recalculada).not.toBeNull();
    const puntos = await app.db
      .select()
      .from(rastreoUbicacion)
      .where(eq(rastreoUbicacion.hoja_ruta_id, enCurso!.id));
    expect(puntos.length).toBeGreaterThan(puntosAntes);
    const pedidos = await app.db
      .select({ id: pedido.id, estado: pedido.estado })
      .from(pedido)
      .where(eq(pedido.transportista_id, t2));
    expect(pedidos.some((p) => p.estado === 40)).toBe(true);
    // El cliente vio moverse al transportista en vivo.
    expect(eventos.some((e) => e.tipo === 'ubicacion')).toBe(true);

    // El ciclo sigue: cada transportista simulado tiene una hoja nueva del simulador en curso.
    for (const t of [t2, t3]) {
      const propias = (await hojasDe(t)).filter((h) => sim!.hojas.has(h.id));
      expect(propias.some((h) => h.estado === 20 || h.estado === 30)).toBe(true);
    }
    // Sus hojas se ofrecen sólo al transportista simulado: el demo no recibe esas ofertas.
    const demo = await transportistaId('transportista');
    const ofertasDemo = await app.db
      .select({ hoja: oportunidad.hoja_ruta_id })
      .from(oportunidad)
      .where(eq(oportunidad.transportista_id, demo));
    expect(ofertasDemo.filter((o) => sim!.hojas.has(o.hoja))).toEqual([]);
    expect(sim!.hojas.size).toBeGreaterThanOrEqual(2);
    const nuevas = await app.db
      .select()
      .from(pedido)
      .where(and(inArray(pedido.transportista_id, [t2, t3]), inArray(pedido.estado, [20, 30, 40])));
    expect(nuevas.length).toBeGreaterThanOrEqual(3);
  });
});
