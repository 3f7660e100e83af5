// Distancias y tiempos del lote: OSRM (`table`) cuando hay OSRM_URL, si no línea recta × circuidad.
import {
  haversineProvider,
  matrixProvider,
  type Location,
  type TravelMatrix,
  type TravelProvider,
} from '@nemu/routing';
import type { ConfigDespacho } from './despacho.config.js';

/** Lado máximo de un bloque de la matriz por pedido a OSRM (su --max-table-size por omisión es 100). */
export const BLOQUE_OSRM = 100;

interface RespuestaTabla {
  code: string;
  message?: string;
  durations?: (number | null)[][];
  distances?: (number | null)[][];
}

/**
 * Matriz de OSRM en km y minutos, pedida por bloques de fuentes × destinos. Un par sin camino
 * queda en infinito (el optimizador no lo usa).
 */
export async function matrizOsrm(
  url: string,
  puntos: readonly Location[],
  bloque = BLOQUE_OSRM,
  timeoutMs = 30_000,
): Promise<TravelMatrix> {
  const n = puntos.length;
  const distance = new Float64Array(n * n);
  const time = new Float64Array(n * n);
  const coords = puntos.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
  for (let i0 = 0; i0 < n; i0 += bloque) {
    for (let j0 = 0; j0 < n; j0 += bloque) {
      const fuentes = indices(i0, Math.min(n, i0 + bloque));
      const destinos = indices(j0, Math.min(n, j0 + bloque));
      const consulta = new URLSearchParams({
        annotations: 'duration,distance',
        sources: fuentes.join(';'),
        destinations: destinos.join(';'),
      });
      const r = await fetch(`${url}/table/v1/driving/${coords}?${consulta.toString()}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const cuerpo = (await r.json()) as RespuestaTabla;
      if (!r.ok || cuerpo.code !== 'Ok' || !cuerpo.durations || !cuerpo.distances) {
        throw new Error(`OSRM respondió ${r.status} ${cuerpo.code}: ${cuerpo.message ?? ''}`);
      }
      fuentes.forEach((i, a) => {
        destinos.forEach((j, b) => {
          const s = cuerpo.durations?.[a]?.[b];
          const m = cuerpo.distances?.[a]?.[b];
          time[i * n + j] = i === j ? 0 : s === null || s === undefined ? Infinity : s / 60;
          distance[i * n + j] = i === j ? 0 : m === null || m === undefined ? Infinity : m / 1000;
        });
      });
    }
  }
  return { size: n, distance, time };
}

function indices(desde: number, hasta: number): number[] {
  return Array.from({ length: hasta - desde }, (_, k) => desde + k);
}

/** Proveedor de distancias para los puntos de un lote. */
export async function proveedorDistancias(
  config: ConfigDespacho,
  puntos: readonly Location[],
): Promise<TravelProvider> {
  if (!config.osrmUrl) {
    return haversineProvider({ circuity: config.circuidad, speedKmh: config.velocidadKmh });
  }
  return matrixProvider(puntos, await matrizOsrm(config.osrmUrl, puntos));
}
