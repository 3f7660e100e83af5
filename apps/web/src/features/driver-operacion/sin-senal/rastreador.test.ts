import { describe, expect, it, vi } from 'vitest';
import type { ResultadoEnvio } from '../logica/cola';
import { crearRastreador, LOTE_POSICIONES, type PosicionPendiente } from './rastreador';

// ~0,00009° de latitud son 10 m.
const base = { lat: -25.30066, lng: -57.63591 };
const norte = (m: number) => base.lat + m / 111_195;

function posicion(lat: number, t: number): GeolocationPosition {
  return {
    timestamp: t,
    coords: {
      latitude: lat,
      longitude: base.lng,
      accuracy: 8,
      speed: null,
      heading: Number.NaN,
      altitude: null,
      altitudeAccuracy: null,
    },
  } as unknown as GeolocationPosition;
}

function armar(respuesta: () => ResultadoEnvio) {
  let alPos: PositionCallback = () => undefined;
  const geo = {
    watchPosition: vi.fn((ok: PositionCallback) => {
      alPos = ok;
      return 7;
    }),
    clearWatch: vi.fn(),
  };
  const enviados: PosicionPendiente[] = [];
  const lotes: number[] = [];
  const tareas: (() => void)[] = [];
  let guardado: string | null = null;
  const r = crearRastreador({
    geo,
    enviar: async (lote) => {
      const res = respuesta();
      lotes.push(lote.length);
      if (res === 'enviado') enviados.push(...lote);
      return res;
    },
    leer: () => guardado,
    escribir: (t) => {
      guardado = t;
    },
    alCambiar: () => undefined,
    programar: (fn) => tareas.push(fn),
    cancelar: () => undefined,
  });
  // Corre lo agendado (con tope: sin red, cada fallo agenda otro reintento).
  const correrTareas = async (tope = 20) => {
    for (let i = 0; i < tope && tareas.length > 0; i++) {
      tareas.shift()?.();
      await new Promise((res) => setTimeout(res, 0));
    }
  };
  return {
    r,
    geo,
    enviados,
    lotes,
    mover: (lat: number, t: number) => alPos(posicion(lat, t)),
    correrTareas,
    guardado: () => guardado,
  };
}

describe('rastreador', () => {
  it('reporta la primera posición y luego sólo movimientos de 20 m o más, en lote', async () => {
    const a = armar(() => 'enviado');
    a.r.iniciar();
    a.mover(base.lat, 1);
    a.mover(norte(5), 2); // 5 m: no
    a.mover(norte(15), 3); // 15 m de la primera: no
    a.mover(norte(25), 4); // 25 m: sí
    a.mover(norte(30), 5); // 5 m de la anterior: no
    a.mover(norte(60), 6); // 35 m: sí
    await a.correrTareas();
    expect(a.enviados.map((p) => p.en)).toEqual([1, 4, 6]);
    // Sin datos raros del GPS (rumbo NaN, velocidad null).
    expect(a.enviados[0]).toEqual({ lat: base.lat, lng: base.lng, precision: 8, en: 1 });
    expect(a.r.estado().pendientes).toBe(0);
  });

  it('sin red conserva las posiciones (persistidas) y las envía al volver', async () => {
    let red = false;
    const a = armar(() => (red ? 'enviado' : 'reintentar'));
    a.r.iniciar();
    a.mover(base.lat, 1);
    a.mover(norte(30), 2);
    await a.correrTareas(3);
    expect(a.enviados).toHaveLength(0);
    expect(a.r.estado().pendientes).toBe(2);
    expect(JSON.parse(a.guardado() ?? '[]')).toHaveLength(2);
    red = true;
    await a.r.vaciar();
    expect(a.enviados.map((p) => p.en)).toEqual([1, 2]);
    // Las dos juntas, en un solo envío.
    expect(a.lotes.at(-1)).toBe(2);
    expect(JSON.parse(a.guardado() ?? '[]')).toHaveLength(0);
  });

  it('muchas pendientes salen de a LOTE_POSICIONES por envío, en orden', async () => {
    let red = false;
    const a = armar(() => (red ? 'enviado' : 'reintentar'));
    a.r.iniciar();
    const n = LOTE_POSICIONES + 5;
    for (let i = 0; i < n; i++) a.mover(norte(30 * i), i + 1);
    await a.correrTareas(2);
    expect(a.r.estado().pendientes).toBe(n);
    red = true;
    await a.r.vaciar();
    await a.correrTareas();
    expect(a.lotes.slice(-2)).toEqual([LOTE_POSICIONES, 5]);
    expect(a.enviados.map((p) => p.en)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    expect(a.r.estado().pendientes).toBe(0);
  });

  it('un lote rechazado por el servidor se descarta y no frena a las siguientes', async () => {
    let primera = true;
    const a = armar(() => {
      const r = primera ? 'descartar' : 'enviado';
      primera = false;
      return r;
    });
    a.r.iniciar();
    a.mover(base.lat, 1);
    await a.correrTareas();
    a.mover(norte(40), 2);
    await a.correrTareas();
    expect(a.enviados.map((p) => p.en)).toEqual([2]);
    expect(a.r.estado().pendientes).toBe(0);
  });

  it('al detenerse deja de mirar la posición', () => {
    const a = armar(() => 'enviado');
    a.r.iniciar();
    a.r.iniciar();
    expect(a.geo.watchPosition).toHaveBeenCalledTimes(1);
    a.r.detener();
    expect(a.geo.clearWatch).toHaveBeenCalledWith(7);
    expect(a.r.estado().activo).toBe(false);
  });
});
