// Lote de rescate (ADR 025): una orden de venta devuelta a despacho por un incidente antes del
// retiro vuelve a rutearse y ofrecerse antes del próximo corte si su franja no lo espera; nunca
// dos veces a la vez, nunca sin órdenes devueltas, nunca antes del intervalo mínimo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { EstadoHojaRuta, EstadoRuteo, instanteAsuncion } from '@nemu/domain';
import { testConfig } from '../../config.js';
import { relojDelSistema, usarReloj } from '../../lib/reloj.js';
import { appsConBasePropia } from '../../test/base-propia.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { configuracion } from '../configuracion/configuracion.tables.js';
import { hojaRuta, itinerario, itinerarioPedido } from '../hojas-ruta/hojas-ruta.tables.js';
import { ordenVenta } from '../pedidos/pedidos.tables.js';
import { transportista } from '../transportistas/transportistas.tables.js';
import {
  confirmarOrden,
  crearOrdenPagada,
  crearProveedor,
  crearTransportistaConVehiculo,
  manana,
  type Proveedor,
} from './despacho.fixtures.js';
import { loteRuteoProgramado } from './despacho.jobs.js';
import { CLAVE_HORAS_CORTE, correrRescate } from './despacho.service.js';
import { loteRuteo } from './despacho.tables.js';
import { ordenesSinCorteATiempo } from './rescate.js';

type Chofer = Awaited<ReturnType<typeof crearTransportistaConVehiculo>>;

let app: FastifyInstance;
let cerrar: () => Promise<void>;
let admin: UsuarioDePrueba;
let cliente: UsuarioDePrueba;
let prov: Proveedor;
let chofer: Chofer;
let otro: Chofer;
// El día de las órdenes de los fixtures (retiro mañana): el reloj de la API se fija en él.
const dia = manana();
const a = (hora: string) => instanteAsuncion(dia, hora);
const fijarHora = (hora: string) => usarReloj({ ahora: () => a(hora) });

async function conectado(app: FastifyInstance, c: Chofer) {
  await app.db
    .update(transportista)
    .set({ conectado: true })
    .where(eq(transportista.id, c.transportistaId));
}

beforeAll(async () => {
  const config = testConfig().despacho;
  const r = await appsConBasePropia(1, {
    despacho: {
      ...config,
      limiteSolverMs: 800,
      rescateLimiteSolverMs: 500,
      rescateIntervaloMin: 15,
      anticipacionMin: 60,
      diasHorizonte: 1,
    },
  });
  [app] = r.apps as [FastifyInstance];
  cerrar = r.cerrar;
  admin = await crearUsuario(app, 'administrador');
  cliente = await crearUsuario(app, 'cliente');
  prov = await crearProveedor(app);
  chofer = await crearTransportistaConVehiculo(app);
  otro = await crearTransportistaConVehiculo(app);
  await conectado(app, chofer);
  await conectado(app, otro);
  await app.db
    .insert(configuracion)
    .values({ clave: CLAVE_HORAS_CORTE, valor: '08:00,14:00' })
    .onConflictDoUpdate({ target: configuracion.clave, set: { valor: '08:00,14:00' } });
  // El corte de las 08:00 ya corrió: el programado no tiene un corte pendiente hasta las 14:00.
  await app.db
    .insert(loteRuteo)
    .values({ fecha: dia, hora_corte: '08:00', iniciado_en: a('08:00'), terminado_en: a('08:01') });
});

afterAll(async () => {
  usarReloj(relojDelSistema);
  await cerrar();
});

const deps = () => ({ db: app.db, config: app.config.despacho, log: app.log });
const programado = () => loteRuteoProgramado.manejar({ app, db: app.db, log: app.log, intento: 1 });

const estadoRuteo = async (id: number) =>
  (
    await app.db
      .select({ e: ordenVenta.estado_ruteo })
      .from(ordenVenta)
      .where(eq(ordenVenta.id, id))
  )[0]?.e;

/** Hojas de ruta no canceladas con la orden de venta. */
const hojasVigentesDe = async (ordenId: number) =>
  (
    await app.db
      .selectDistinct({ id: hojaRuta.id })
      .from(itinerarioPedido)
      .innerJoin(itinerario, eq(itinerario.id, itinerarioPedido.itinerario_id))
      .innerJoin(hojaRuta, eq(hojaRuta.id, itinerario.hoja_ruta_id))
      .where(
        and(
          eq(itinerarioPedido.orden_venta_id, ordenId),
          ne(hojaRuta.estado, EstadoHojaRuta.CANCELADA),
        ),
      )
  ).map((h) => h.id);

async function oportunidadDe(c: Chofer, hojaId: number) {
  const r = await app.inject({
    method: 'GET',
    url: '/api/oportunidades/?page=1',
    headers: autorizacion(c.usuario),
  });
  expect(r.statusCode).toBe(200);
  return r
    .json<{ results: { id: number; hoja_ruta: { id: number; tarifa_transportista: number } }[] }>()
    .results.find((o) => o.hoja_ruta.id === hojaId);
}

/**
 * A la hora `hora`: una orden con la franja dada, ruteada a mano, aceptada por el chofer, que
 * reporta un incidente (problema personal) cinco minutos después, antes del retiro: la orden
 * vuelve a despacho.
 */
async function ordenDevuelta(hora: string, franja: [string, string]) {
  fijarHora(hora);
  const { ordenId } = await crearOrdenPagada(app, cliente.id, prov, { franja });
  await confirmarOrden(app, prov, ordenId);
  const r = await app.inject({
    method: 'POST',
    url: '/api/ruteo-ordenes-venta/',
    headers: autorizacion(admin),
    payload: { ordenes_venta: [ordenId] },
  });
  expect(r.statusCode).toBe(200);
  const [hojaId] = r.json<{ hojas: number[] }>().hojas;
  expect(hojaId).toBeDefined();
  const oferta = await oportunidadDe(chofer, hojaId!);
  expect(oferta).toBeDefined();
  const acepta = await app.inject({
    method: 'POST',
    url: '/api/aceptar-ruta/',
    headers: autorizacion(chofer.usuario),
    payload: { oportunidad_id: oferta!.id },
  });
  expect(acepta.statusCode).toBe(200);
  const [h, m] = hora.split(':').map(Number) as [number, number];
  fijarHora(`${String(h).padStart(2, '0')}:${String(m + 5).padStart(2, '0')}`);
  const incidente = await app.inject({
    method: 'POST',
    url: '/api/reportar-incidente/',
    headers: autorizacion(chofer.usuario),
    payload: { tipo_incidente: 30, hoja_ruta: hojaId },
  });
  expect(incidente.statusCode).toBe(200);
  expect(await estadoRuteo(ordenId)).toBe(EstadoRuteo.ESPERANDO_HORA_PROCESO);
  expect(await hojasVigentesDe(ordenId)).toEqual([]);
  return { ordenId, hojaId: hojaId! };
}

const lotesDeRescate = async (hora: string) =>
  app.db
    .select({ id: loteRuteo.id })
    .from(loteRuteo)
    .where(and(eq(loteRuteo.fecha, dia), eq(loteRuteo.hora_corte, `rescate ${hora}`)));

describe('lote de rescate', () => {
  it('una orden devuelta por un incidente vuelve a rutearse y ofrecerse antes del próximo corte', async () => {
    const { ordenId, hojaId } = await ordenDevuelta('09:00', ['11:00', '13:00']);

    // 09:10: el lote manual de las 09:00 fue hace menos del intervalo mínimo (15 min).
    fijarHora('09:10');
    await programado();
    expect(await estadoRuteo(ordenId)).toBe(EstadoRuteo.ESPERANDO_HORA_PROCESO);

    // 09:20: el corte de las 14:00 planifica desde las 15:00, la franja cierra a las 13:00.
    fijarHora('09:20');
    await programado();
    expect(await estadoRuteo(ordenId)).toBe(EstadoRuteo.RUTEADO);
    const [nueva] = await hojasVigentesDe(ordenId);
    expect(nueva).toBeDefined();
    expect(nueva).not.toBe(hojaId);
    expect(await lotesDeRescate('09:20')).toHaveLength(1);
    const oferta = await oportunidadDe(otro, nueva!);
    expect(oferta?.hoja_ruta.tarifa_transportista).toBeGreaterThan(0);
  });

  it('no corre sin órdenes devueltas: una orden que nunca se ruteó espera su corte', async () => {
    fijarHora('10:00');
    const { ordenId } = await crearOrdenPagada(app, cliente.id, prov, {
      franja: ['11:30', '13:30'],
    });
    await confirmarOrden(app, prov, ordenId);
    expect(await correrRescate(deps())).toBeNull();
    await programado();
    expect(await estadoRuteo(ordenId)).toBe(EstadoRuteo.ESPERANDO_HORA_PROCESO);
    expect(await lotesDeRescate('10:00')).toEqual([]);
  });

  it('dos rescates a la vez: uno solo rutea; otro al minuto siguiente espera el intervalo', async () => {
    const { ordenId } = await ordenDevuelta('10:30', ['12:00', '14:00']);
    fijarHora('10:50');
    const lotes = await Promise.all([correrRescate(deps()), correrRescate(deps())]);
    const corridos = lotes.filter((l) => l !== null);
    expect(corridos).toHaveLength(1);
    expect(corridos[0]!.resultados).toEqual([
      { id: ordenId, estado: EstadoRuteo.RUTEADO, motivo: null },
    ]);
    expect(await hojasVigentesDe(ordenId)).toHaveLength(1);
    expect(await lotesDeRescate('10:50')).toHaveLength(1);
    fijarHora('10:51');
    expect(await correrRescate(deps())).toBeNull();
  });

  it('una orden devuelta cuya franja cubre el próximo corte lo espera', async () => {
    const { ordenId } = await ordenDevuelta('11:30', ['17:30', '19:30']);
    fijarHora('11:50');
    expect(await correrRescate(deps())).toBeNull();
    expect(await estadoRuteo(ordenId)).toBe(EstadoRuteo.ESPERANDO_HORA_PROCESO);
    // Sin horas de corte no hay otro lote que la tome: el rescate la rutea.
    await app.db
      .update(configuracion)
      .set({ valor: '' })
      .where(eq(configuracion.clave, CLAVE_HORAS_CORTE));
    const lote = await correrRescate(deps());
    expect(lote?.resultados.map((r) => r.id)).toEqual([ordenId]);
    expect(await estadoRuteo(ordenId)).toBe(EstadoRuteo.RUTEADO);
  });
});

describe('ordenesSinCorteATiempo', () => {
  const orden = (id: number, fin: string | null) => ({
    id,
    fecha_retiro: null,
    entrega_programada: fin !== null,
    fecha_entrega: fin === null ? null : '2031-03-04',
    hora_entrega_inicio: fin === null ? null : '08:00:00',
    hora_entrega_fin: fin,
  });
  const ahora = instanteAsuncion('2031-03-04', '09:00');
  const ids = (horas: string[], anticipacion = 60) =>
    ordenesSinCorteATiempo(
      [orden(1, '13:00:00'), orden(2, '16:00:00'), orden(3, '16:01:00'), orden(4, null)],
      ahora,
      horas,
      anticipacion,
    ).map((o) => o.id);

  it('toma las franjas que cierran antes del próximo corte más su anticipación y una hora', () => {
    // Corte 14:00 + 60 min de anticipación + 60 de holgura = 16:00; sin hora cierra a las 20:00.
    expect(ids(['08:00', '14:00'])).toEqual([1]);
    expect(ids(['08:00', '14:00'], 0)).toEqual([1]);
    expect(ids(['08:00', '15:00'])).toEqual([1, 2, 3]);
    expect(ids(['08:00', '19:00'])).toEqual([1, 2, 3, 4]);
  });

  it('pasado el último corte del día, el próximo es el de mañana: todas las de hoy', () => {
    expect(ids(['07:00', '08:00'])).toEqual([1, 2, 3, 4]);
    expect(ids([])).toEqual([1, 2, 3, 4]);
  });
});
