import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq, inArray } from 'drizzle-orm';
import { EstadoHojaRuta, EstadoRuteo, MENSAJES_OPERACION, formatearMensaje } from '@nemu/domain';
import { testConfig } from '../../config.js';
import { appsConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { hojaRuta } from '../hojas-ruta/hojas-ruta.tables.js';
import { devolverADespacho } from '../pedidos/logistica-pedido.service.js';
import { ordenVenta } from '../pedidos/pedidos.tables.js';
import { correrLote, correrRescate } from './despacho.service.js';
import {
  confirmarOrden,
  crearOrdenPagada,
  crearProveedor,
  crearTransportistaConVehiculo,
  type Proveedor,
} from './despacho.fixtures.js';

// Dos instancias de la API sobre la misma base corren el mismo lote a la vez: un solo resultado.
let a1: FastifyInstance;
let a2: FastifyInstance;
let cerrar: () => Promise<void>;
let adm: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let prov: Proveedor;

beforeAll(async () => {
  const despacho = { ...testConfig().despacho, limiteSolverMs: 800, diasHorizonte: 1 };
  const r = await appsConBasePropia(2, { despacho });
  [a1, a2] = r.apps as [FastifyInstance, FastifyInstance];
  cerrar = r.cerrar;
  adm = await crearUsuario(a1, 'administrador');
  cliente = await crearUsuario(a1, 'cliente');
  prov = await crearProveedor(a1);
  await crearTransportistaConVehiculo(a1);
  await crearTransportistaConVehiculo(a1);
}, 60_000);

afterAll(async () => {
  await cerrar();
});

async function ordenesConfirmadas(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let k = 0; k < n; k++) {
    const o = await crearOrdenPagada(a1, cliente.id, prov, {
      lugar: { lat: -25.28 - k * 0.005, lng: -57.6 + k * 0.004 },
    });
    await confirmarOrden(a1, prov, o.ordenId);
    ids.push(o.ordenId);
  }
  return ids;
}

const hojasDelLote = async (loteId: number) =>
  (await a1.db.select({ n: count() }).from(hojaRuta).where(eq(hojaRuta.lote_ruteo_id, loteId)))[0]
    ?.n ?? 0;

describe('lote de ruteo en dos procesos', () => {
  it('dos POST /ruteo-ordenes-venta/ a la vez con las mismas órdenes: uno las rutea, el otro no toma ninguna', async () => {
    const ids = await ordenesConfirmadas(5);
    const [r1, r2] = await Promise.all(
      [a1, a2].map((app) =>
        app.inject({
          method: 'POST',
          url: '/api/ruteo-ordenes-venta/',
          headers: autorizacion(adm),
          payload: { ordenes_venta: ids },
        }),
      ),
    );
    expect([r1!.statusCode, r2!.statusCode]).toEqual([200, 200]);
    const resumenes = [r1!.json(), r2!.json()] as {
      lote_id: number;
      ordenes: number;
      hojas: number[];
    }[];
    expect(resumenes.map((r) => r.ordenes).sort()).toEqual([0, 5]);
    const ganador = resumenes.find((r) => r.ordenes === 5)!;
    const perdedor = resumenes.find((r) => r.ordenes === 0)!;
    expect(ganador.hojas.length).toBeGreaterThan(0);
    expect(await hojasDelLote(ganador.lote_id)).toBe(ganador.hojas.length);
    expect(await hojasDelLote(perdedor.lote_id)).toBe(0);
    const estados = await a1.db
      .select({ e: ordenVenta.estado_ruteo })
      .from(ordenVenta)
      .where(inArray(ordenVenta.id, ids));
    expect(estados.every((x) => x.e === EstadoRuteo.RUTEADO)).toBe(true);
  });

  it('el lote programado de una hora de corte corre en un solo proceso', async () => {
    const ids = await ordenesConfirmadas(4);
    const ahora = new Date();
    const lotes = await Promise.all(
      [a1, a2].map((app) =>
        correrLote(
          { db: app.db, config: app.config.despacho, log: app.log },
          { horaCorte: '14:00', ahora },
        ),
      ),
    );
    const corridos = lotes.filter((l) => l !== null);
    expect(corridos).toHaveLength(1);
    expect(corridos[0]!.resultados.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    expect(corridos[0]!.resultados.every((r) => r.estado === EstadoRuteo.RUTEADO)).toBe(true);
  });

  it('el lote de rescate de una orden devuelta a despacho corre en un solo proceso', async () => {
    const [ordenId] = await ordenesConfirmadas(1);
    const lote = await correrLote(
      { db: a1.db, config: a1.config.despacho, log: a1.log },
      { ids: [ordenId!] },
    );
    const [hojaId] = lote!.hojas;
    // Nadie la aceptó a tiempo: la hoja se cancela y la orden vuelve a despacho.
    await a1.db.transaction(async (tx) => {
      await tx
        .update(hojaRuta)
        .set({ estado: EstadoHojaRuta.CANCELADA })
        .where(eq(hojaRuta.id, hojaId!));
      await devolverADespacho(
        tx,
        [ordenId!],
        formatearMensaje(MENSAJES_OPERACION.hojaSinTiempo, { hoja: hojaId! }),
      );
    });
    // Dos horas después (pasado el intervalo mínimo desde el lote), en dos procesos a la vez.
    const ahora = new Date(Date.now() + 2 * 3_600_000);
    const rescates = await Promise.all(
      [a1, a2].map((app) =>
        correrRescate({ db: app.db, config: app.config.despacho, log: app.log }, { ahora }),
      ),
    );
    const corridos = rescates.filter((l) => l !== null);
    expect(corridos).toHaveLength(1);
    expect(corridos[0]!.resultados).toEqual([
      { id: ordenId, estado: EstadoRuteo.RUTEADO, motivo: null },
    ]);
    expect(await hojasDelLote(corridos[0]!.lote_id)).toBe(1);
  });
});
