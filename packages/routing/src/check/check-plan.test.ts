import { describe, expect, it } from 'vitest';
import type { Plan, Problem, Route, Stop } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { checkPlan } from './check-plan.js';

const provider = euclideanProvider(1);
const at = (x: number, y: number) => ({ lat: y, lng: x });

const problem: Problem = {
  tasks: [
    {
      id: 'a',
      pickup: { location: at(10, 0), window: { start: 0, end: 50 } },
      delivery: { location: at(20, 0), window: { start: 0, end: 50 } },
      weightKg: 60,
      coldChain: 10,
    },
    { id: 'b', pickup: { location: at(10, 10) }, delivery: { location: at(20, 10) }, weightKg: 60 },
  ],
  vehicles: [{ id: 'v', maxWeightKg: 100, refrigeration: 10, shift: { start: 0, end: 200 }, start: at(0, 0), end: at(0, 0), count: 1 }],
};

const stop = (taskId: string, kind: 'pickup' | 'delivery', x: number, y: number): Stop => ({
  taskId,
  kind,
  location: at(x, y),
  arrival: 0,
  waiting: 0,
  start: 0,
  departure: 0,
  load: { weightKg: 0, volumeCm3: 0 },
});

const route = (stops: Stop[], distance: number, extra: Partial<Route> = {}): Route => ({
  vehicleId: 'v',
  unit: 0,
  departure: 0,
  arrival: 0,
  stops,
  distance,
  duration: 0,
  cost: 0,
  ...extra,
});

const plan = (routes: Route[], unassigned: Plan['unassigned'] = []): Plan => ({
  routes,
  unassigned,
  summary: { vehicles: routes.length, distance: 0, cost: 0, unassigned: unassigned.length },
});

describe('checkPlan', () => {
  it('accepts a feasible plan', () => {
    const p = plan([route([stop('a', 'pickup', 10, 0), stop('a', 'delivery', 20, 0)], 40)], [{ taskId: 'b', reason: 50 }]);
    expect(checkPlan(problem, p, { provider })).toEqual({ ok: true, errors: [] });
  });

  it('rejects overload at a stop', () => {
    const stops = [stop('a', 'pickup', 10, 0), stop('b', 'pickup', 10, 10), stop('a', 'delivery', 20, 0), stop('b', 'delivery', 20, 10)];
    const distance = 10 + 10 + Math.hypot(10, 10) + 10 + Math.hypot(20, 10);
    const result = checkPlan(problem, plan([route(stops, distance)]), { provider });
    expect(result.errors.some((e) => e.includes('weight 120 over 100'))).toBe(true);
  });

  it('rejects a delivery before its pickup and a missed window', () => {
    const p = plan([route([stop('a', 'delivery', 20, 0), stop('a', 'pickup', 10, 0)], 40)], [{ taskId: 'b', reason: 50 }]);
    const errors = checkPlan(problem, p, { provider }).errors;
    expect(errors.some((e) => e.includes('delivered before pickup'))).toBe(true);
  });

  it('rejects windows, shift, cold chain, fleet and coverage violations', () => {
    const tight: Problem = {
      ...problem,
      vehicles: [{ ...(problem.vehicles[0] as Problem['vehicles'][number]), refrigeration: 0, shift: { start: 45, end: 60 } }],
    };
    const p = plan([
      route([stop('a', 'pickup', 10, 0), stop('a', 'delivery', 20, 0)], 40),
      route([stop('a', 'pickup', 10, 0), stop('a', 'delivery', 20, 0)], 40),
    ]);
    const errors = checkPlan(tight, p, { provider }).errors.join('\n');
    expect(errors).toMatch(/after its window ends/);
    expect(errors).toMatch(/after the shift end/);
    expect(errors).toMatch(/needs cold chain/);
    expect(errors).toMatch(/unit used twice/);
    expect(errors).toMatch(/task a served by 2 routes/);
    expect(errors).toMatch(/task b neither routed nor unassigned/);
  });

  it('rejects a wrong reported distance and a split task', () => {
    const p = plan([route([stop('a', 'pickup', 10, 0)], 5)], [{ taskId: 'b', reason: 50 }]);
    const errors = checkPlan(problem, p, { provider }).errors.join('\n');
    expect(errors).toMatch(/picked up but not delivered/);
    expect(errors).toMatch(/distance 5 differs/);
  });
});
