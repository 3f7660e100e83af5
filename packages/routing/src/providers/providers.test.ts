import { describe, expect, it } from 'vitest';
import { euclideanProvider } from './euclidean.provider.js';
import { haversineKm, haversineProvider } from './haversine.provider.js';
import { matrixProvider } from './matrix.provider.js';

describe('travel providers', () => {
  it('haversine: one degree of latitude is about 111.2 km, scaled by circuity and speed', () => {
    const a = { lat: 0, lng: 0 };
    const b = { lat: 1, lng: 0 };
    expect(haversineKm(a, b)).toBeCloseTo(111.19, 1);
    const m = haversineProvider({ circuity: 1.5, speedKmh: 60 }).matrix([a, b]);
    expect(m.distance[1]).toBeCloseTo(111.19 * 1.5, 0);
    expect(m.time[1]).toBeCloseTo(111.19 * 1.5, 0);
    expect(m.distance[0]).toBe(0);
  });

  it('euclidean: double precision, time = distance / speed', () => {
    const m = euclideanProvider(2).matrix([
      { lat: 0, lng: 0 },
      { lat: 4, lng: 3 },
    ]);
    expect(m.distance[1]).toBe(5);
    expect(m.time[1]).toBe(2.5);
  });

  it('matrix: serves a precomputed matrix and makes unknown places unreachable', () => {
    const points = [
      { lat: 1, lng: 1 },
      { lat: 2, lng: 2 },
    ];
    const provider = matrixProvider(points, { size: 2, distance: Float64Array.from([0, 7, 8, 0]), time: Float64Array.from([0, 9, 10, 0]) });
    const m = provider.matrix([points[1] as { lat: number; lng: number }, points[0] as { lat: number; lng: number }, { lat: 5, lng: 5 }]);
    expect(Array.from(m.distance.slice(0, 3))).toEqual([0, 8, Infinity]);
    expect(m.time[1]).toBe(10);
  });
});
