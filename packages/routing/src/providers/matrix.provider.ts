import type { Location } from '../model/problem.types.js';
import type { TravelMatrix, TravelProvider } from './travel.types.js';

const keyOf = (l: Location): string => `${l.lat},${l.lng}`;

/**
 * Serves a precomputed matrix (for example from OSRM) for a known list of locations.
 * Unknown locations get infinite distance, which makes the tasks there unroutable.
 */
export function matrixProvider(points: readonly Location[], source: TravelMatrix): TravelProvider {
  if (source.size !== points.length) throw new Error('matrixProvider: matrix size differs from the number of points');
  const index = new Map<string, number>();
  points.forEach((p, i) => index.set(keyOf(p), i));
  return {
    matrix(locations: readonly Location[]): TravelMatrix {
      const size = locations.length;
      const rows = locations.map((l) => index.get(keyOf(l)) ?? -1);
      const distance = new Float64Array(size * size);
      const time = new Float64Array(size * size);
      for (let i = 0; i < size; i++) {
        const a = rows[i] as number;
        for (let j = 0; j < size; j++) {
          const b = rows[j] as number;
          const k = i * size + j;
          if (a < 0 || b < 0) {
            distance[k] = i === j ? 0 : Infinity;
            time[k] = i === j ? 0 : Infinity;
          } else {
            distance[k] = source.distance[a * source.size + b] as number;
            time[k] = source.time[a * source.size + b] as number;
          }
        }
      }
      return { size, distance, time };
    },
  };
}
