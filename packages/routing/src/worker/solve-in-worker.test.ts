import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import type { Problem } from '../model/problem.types.js';
import { haversineProvider } from '../providers/haversine.provider.js';
import { solveInWorker } from './solve-in-worker.js';

describe('solveInWorker', () => {
  it('solves off the main thread with the matrix computed by the caller', async () => {
    const asuncion = { lat: -25.2637, lng: -57.5759 };
    const problem: Problem = {
      tasks: Array.from({ length: 6 }, (_, k) => ({
        id: `t${k}`,
        pickup: { location: { lat: -25.28 + k * 0.01, lng: -57.6 }, window: { start: 480, end: 720 }, serviceTime: 5 },
        delivery: { location: { lat: -25.3, lng: -57.55 + k * 0.01 }, window: { start: 480, end: 1080 }, serviceTime: 5 },
        weightKg: 20,
      })),
      vehicles: [{ id: 'van', maxWeightKg: 80, shift: { start: 480, end: 1080 }, start: asuncion, end: asuncion, count: 'unlimited', tariff: { precioKm: 3000 } }],
    };
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const plan = await solveInWorker(problem, { timeLimitMs: 300, seed: 2 });
    clearInterval(timer);
    expect(checkPlan(problem, plan, { provider: haversineProvider() }).errors).toEqual([]);
    expect(plan.unassigned).toEqual([]);
    expect(ticks).toBeGreaterThan(5);
  });
});
