// Conciliación de la tarifa (issue #13 punto 8, ADR 017): al terminar la hoja se guardan los km y
// minutos registrados por el rastreo y la tarifa recalculada; se acredita la prometida y el
// administrador ve la diferencia.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { distanciaKm, tarifaTransportista } from '@nemu/domain';
import { appDePrueba } from '../../test/app-de-prueba.js';
import { autorizacion, crearUsuario, type UsuarioDePrueba } from '../../test/usuarios-de-prueba.js';
import { hojaRuta } from './hojas-ruta.tables.js';
import {
  PIN_CLIENTE,
  codigoRetiroDe,
  crearCiudad,
  crearConductor,
  crearHojaConPedido,
  crearTipoVehiculo,
  type Conductor,
  type Escenario,
} from './operacion.fixtures.js';

let app: FastifyInstance;
let ciudadId: number;
let tipoId: number;
let admin: UsuarioDePrueba;

// La tarifa del tipo de vehículo de las pruebas (operacion.fixtures) y el plan de su hoja.
const TARIFA = {
  subida_bandera: 10_000,
  precio_km: 3_000,
  precio_minuto: 300,
  precio_parada: 2_000,
  precio_minimo: 20_000,
};
const PROMETIDA = tarifaTransportista(TARIFA, { kilometros: 6, minutos: 40, paradas: 2 });

const pedir = (u: UsuarioDePrueba | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, ...(u && { headers: autorizacion(u) }), ...(payload && { payload }) });

async function empezada(c: Conductor): Promise<Escenario> {
  const e = await crearHojaConPedido(app, ciudadId, tipoId, { tarifa: PROMETIDA });
  const lista = await pedir(c, 'GET', '/api/oportunidades/?page=1');
  const o = lista
    .json<{ results: { id: number; hoja_ruta: { id: number } }[] }>()
    .results.find((x) => x.hoja_ruta.id === e.hojaId);
  expect(o).toBeDefined();
  expect((await pedir(c, 'POST', '/api/aceptar-ruta/', { oportunidad_id: o!.id })).statusCode).toBe(
    200,
  );
  const r = await pedir(c, 'POST', '/api/empezar-ruta/', {
    ruta_id: e.hojaId,
    vehiculo_id: c.vehiculoId,
  });
  expect(r.statusCode).toBe(200);
  return e;
}

async function terminar(c: Conductor, e: Escenario) {
  const retiro = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
    itinerario_id: e.retiroId,
    pincode: await codigoRetiroDe(app, e.ordenVentaId),
  });
  expect(retiro.statusCode).toBe(200);
  const entrega = await pedir(c, 'POST', '/api/ejecutar-itinerario/', {
    itinerario_id: e.entregaId,
    pincode: PIN_CLIENTE,
  });
  expect(entrega.statusCode).toBe(200);
}

interface Conciliacion {
  kilometros_reales: number | null;
  minutos_reales: number;
  tarifa_acreditada: number;
  tarifa_recalculada: number | null;
  diferencia: number | null;
  diferencia_pct: number | null;
}

beforeAll(async () => {
  app = await appDePrueba();
  ciudadId = await crearCiudad(app);
  tipoId = await crearTipoVehiculo(app);
  admin = await crearUsuario(app, 'administrador');
});
afterAll(() => app.close());

describe('conciliación de la tarifa', () => {
  it('recalcula con el recorrido registrado, acredita la prometida y el admin ve la diferencia', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const e = await empezada(c);
    // La hoja empezó hace 52 minutos (el rastreo la mide desde su inicio).
    await app.db
      .update(hojaRuta)
      .set({ inicio: new Date(Date.now() - 52 * 60_000) })
      .where(eq(hojaRuta.id, e.hojaId));
    const recorrido = [
      { lat: -25.3, lng: -57.6 },
      { lat: -25.32, lng: -57.58 },
      { lat: -25.34, lng: -57.51 },
      { lat: -25.29, lng: -57.62 },
    ];
    for (const p of recorrido) {
      const r = await pedir(c, 'POST', '/api/rastreo-usuario/', { ubicacion: `${p.lat},${p.lng}` });
      expect(r.json()).toEqual({ guardada: true });
    }
    await terminar(c, e);

    const km =
      Math.round(
        recorrido.slice(1).reduce((s, p, i) => s + distanciaKm(recorrido[i]!, p), 0) * 1000,
      ) / 1000;
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    expect(h!.kilometros_reales).toBeCloseTo(km, 3);
    expect(h!.minutos_reales).toBe(52);
    const recalculada = tarifaTransportista(TARIFA, {
      kilometros: h!.kilometros_reales!,
      minutos: 52,
      paradas: 2,
    });
    expect(h!.tarifa_recalculada).toBe(recalculada);
    expect(recalculada).not.toBe(PROMETIDA);

    const movs = await pedir(c, 'GET', '/api/transportista/movimientos/?page=1');
    const viaje = movs
      .json<{ results: { hoja_ruta: number; monto: number }[] }>()
      .results.find((m) => m.hoja_ruta === e.hojaId);
    expect(viaje?.monto).toBe(PROMETIDA);

    const detalle = await pedir(admin, 'GET', `/api/hoja_ruta/${e.hojaId}/`);
    expect(detalle.statusCode).toBe(200);
    const esperado: Conciliacion = {
      kilometros_reales: h!.kilometros_reales,
      minutos_reales: 52,
      tarifa_acreditada: PROMETIDA,
      tarifa_recalculada: recalculada,
      diferencia: recalculada - PROMETIDA,
      diferencia_pct: Math.round(((recalculada - PROMETIDA) / PROMETIDA) * 1000) / 10,
    };
    expect(detalle.json<{ conciliacion: Conciliacion }>().conciliacion).toEqual(esperado);

    const lista = await pedir(
      admin,
      'GET',
      `/api/hoja_ruta/?page=1&transportista=${c.transportistaId}`,
    );
    const fila = lista
      .json<{ results: { id: number; conciliacion: Conciliacion | null }[] }>()
      .results.find((x) => x.id === e.hojaId);
    expect(fila?.conciliacion).toEqual(esperado);

    // El transportista ve su hoja sin la conciliación (cobra la prometida).
    const propia = await pedir(c, 'GET', `/api/hoja_ruta/${e.hojaId}/`);
    expect(propia.statusCode).toBe(200);
    expect(propia.json()).not.toHaveProperty('conciliacion');
  });

  it('mide desde donde estaba el transportista al empezar, no desde su primera posición después', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    // Llega a la primera parada y reporta ahí antes de empezar (esa posición no lleva la hoja).
    const alEmpezar = { lat: -25.3, lng: -57.6 };
    const antes = await pedir(c, 'POST', '/api/rastreo-usuario/', {
      ubicacion: `${alEmpezar.lat},${alEmpezar.lng}`,
    });
    expect(antes.json()).toEqual({ guardada: true });
    const e = await empezada(c);
    const despues = [
      { lat: -25.31, lng: -57.59 },
      { lat: -25.33, lng: -57.55 },
    ];
    for (const p of despues) {
      await pedir(c, 'POST', '/api/rastreo-usuario/', { ubicacion: `${p.lat},${p.lng}` });
    }
    await terminar(c, e);
    const [h] = await app.db.select().from(hojaRuta).where(eq(hojaRuta.id, e.hojaId));
    const todo = [alEmpezar, ...despues];
    const km = todo.slice(1).reduce((s, p, i) => s + distanciaKm(todo[i]!, p), 0);
    expect(h!.kilometros_reales).toBeCloseTo(km, 3);
    expect(h!.kilometros_reales! - distanciaKm(despues[0]!, despues[1]!)).toBeGreaterThan(1);
  });

  it('sin posiciones registradas no inventa km: la recalculada queda sin dato', async () => {
    const c = await crearConductor(app, ciudadId, tipoId);
    const e = await empezada(c);
    const abierta = await pedir(admin, 'GET', `/api/hoja_ruta/${e.hojaId}/`);
    expect(abierta.json().conciliacion).toBeNull();
    await pedir(c, 'POST', '/api/rastreo-usuario/', { ubicacion: '-25.3,-57.6' });
    await terminar(c, e);
    const r = await pedir(admin, 'GET', `/api/hoja_ruta/${e.hojaId}/`);
    expect(r.json<{ conciliacion: Conciliacion }>().conciliacion).toEqual({
      kilometros_reales: null,
      minutos_reales: 0,
      tarifa_acreditada: PROMETIDA,
      tarifa_recalculada: null,
      diferencia: null,
      diferencia_pct: null,
    });
  });
});
