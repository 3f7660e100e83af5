import type { Location } from '../model/problem.types.js';
import type { TravelMatrix, TravelProvider } from './travel.types.js';

export interface HaversineOptions {
  /** Road distance over great-circle distance. */
  circuity?: number;
  /** Average speed in km/h. */
  speedKmh?: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export function haversineKm(a: Location, b: Location): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance times a circuity factor, time at an average speed (minutes). */
export function haversineProvider(options: HaversineOptions = {}): TravelProvider {
  const circuity = options.circuity ?? 1.3;
  const speedKmh = options.speedKmh ?? 25;
  return {
    matrix(locations: readonly Location[]): TravelMatrix {
      const size = locations.length;
      const distance = new Float64Array(size * size);
      const time = new Float64Array(size * size);
      for (let i = 0; i < size; i++) {
        for (let j = 0; j < size; j++) {
          if (i === j) continue;
          const km = haversineKm(locations[i] as Location, locations[j] as Location) * circuity;
          distance[i * size + j] = km;
          time[i * size + j] = (km / speedKmh) * 60;
        }
      }
      return { size, distance, time };
    },
  };
}
