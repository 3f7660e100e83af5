import type { Location } from '../model/problem.types.js';
import type { TravelMatrix, TravelProvider } from './travel.types.js';

/** Plane distance with lng as x and lat as y, in double precision; time = distance / speed (benchmarks use speed 1). */
export function euclideanProvider(speed = 1): TravelProvider {
  return {
    matrix(locations: readonly Location[]): TravelMatrix {
      const size = locations.length;
      const distance = new Float64Array(size * size);
      const time = new Float64Array(size * size);
      for (let i = 0; i < size; i++) {
        const a = locations[i] as Location;
        for (let j = 0; j < size; j++) {
          const b = locations[j] as Location;
          const dx = a.lng - b.lng;
          const dy = a.lat - b.lat;
          const d = Math.sqrt(dx * dx + dy * dy);
          distance[i * size + j] = d;
          time[i * size + j] = d / speed;
        }
      }
      return { size, distance, time };
    },
  };
}
