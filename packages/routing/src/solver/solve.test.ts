import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import { RoutingReason, type Problem, type Task, type Vehicle } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { solve } from './solve.js';

// Coordinates are plane units with time = distance (1 km per minute).
const provider = euclideanProvider(1);
const at = (x: number, y: number) => ({ lat: y, lng: x });
const opts = { timeLimitMs: 100, seed: 3, provider };

const task = (
  id: string,
  from: [number, number],
  to: [number, number],
  extra: Partial<Task> = {},
): Task => ({
  id,
  pickup: { location: at(...from), serviceTime: 1 },
  delivery: { location: at(...to), serviceTime: 1 },
  weightKg: 10,
  ...extra,
});
const van = (extra: Partial<Vehicle> = {}): Vehicle => ({
  id: 'van',
  maxWeightKg: 100,
  shift: { start: 0, end: 1000 },
  start: at(0, 0),
  end: at(0, 0),
  count: 2,
  ...extra,
});

function solveChecked(problem: Problem) {
  const plan = solve(problem, opts);
  expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
  return plan;
}

describe('solve: domain scenarios', () => {
  it('never puts a cold task on an unrefrigerated vehicle', () => {
    const problem: Problem = {
      tasks: [
        task('frozen', [10, 0], [20, 0], { coldChain: 20 }),
        task('cold', [10, 5], [20, 5], { coldChain: 10 }),
        task('dry', [10, 1], [20, 1]),
      ],
      vehicles: [
        van({ id: 'dry-van', refrigeration: 0, count: 3 }),
        van({ id: 'freezer', refrigeration: 20, count: 1, tariff: { precioKm: 5 } }),
      ],
    };
    const plan = solveChecked(problem);
    for (const route of plan.routes) {
      for (const stop of route.stops)
        if (stop.taskId !== 'dry') expect(route.vehicleId).toBe('freezer');
    }
    expect(plan.unassigned).toEqual([]);
  });

  it('leaves a cold task unassigned with 70 when no vehicle is refrigerated', () => {
    const problem: Problem = {
      tasks: [task('cold', [1, 0], [2, 0], { coldChain: 10 })],
      vehicles: [van()],
    };
    expect(solveChecked(problem).unassigned).toEqual([
      { taskId: 'cold', reason: RoutingReason.SinVehiculosValidos },
    ]);
  });

  it('leaves an overweight task unassigned with 70 (sin vehículos válidos)', () => {
    const problem: Problem = {
      tasks: [task('light', [1, 0], [2, 0]), task('heavy', [1, 1], [2, 1], { weightKg: 500 })],
      vehicles: [van()],
    };
    const plan = solveChecked(problem);
    expect(plan.unassigned).toEqual([
      { taskId: 'heavy', reason: RoutingReason.SinVehiculosValidos },
    ]);
    expect(plan.routes.flatMap((r) => r.stops.map((s) => s.taskId))).toEqual(['light', 'light']);
  });

  it('leaves a task whose windows cannot be met unassigned with 60 (ruta no encontrada)', () => {
    const late: Task = {
      id: 'late',
      pickup: { location: at(50, 0), window: { start: 100, end: 110 } },
      delivery: { location: at(100, 0), window: { start: 0, end: 120 } },
      weightKg: 1,
    };
    const problem: Problem = { tasks: [late, task('ok', [1, 0], [2, 0])], vehicles: [van()] };
    expect(solveChecked(problem).unassigned).toEqual([
      { taskId: 'late', reason: RoutingReason.RutaNoEncontrada },
    ]);
  });

  it('reports 50 (no ruteable) when the fleet is too small', () => {
    const problem: Problem = {
      // Each alone fits, but their windows overlap and together they overload the only van.
      tasks: ['a', 'b'].map((id, k): Task => ({
        id,
        pickup: { location: at(10, k), window: { start: 10, end: 12 } },
        delivery: { location: at(20, k), window: { start: 20, end: 25 } },
        weightKg: 80,
      })),
      vehicles: [van({ count: 1 })],
    };
    const plan = solveChecked(problem);
    expect(plan.unassigned).toHaveLength(1);
    expect(plan.unassigned[0]?.reason).toBe(RoutingReason.NoRuteable);
  });

  it('costs no return trip on open routes (gig driver starts at the first pickup)', () => {
    const tasks = [task('a', [10, 0], [20, 0])];
    const open = solveChecked({
      tasks,
      vehicles: [van({ start: undefined, end: undefined })],
      objective: 'distance',
    });
    const closed = solveChecked({ tasks, vehicles: [van()], objective: 'distance' });
    expect(open.summary.distance).toBeCloseTo(10, 9);
    expect(closed.summary.distance).toBeCloseTo(40, 9);
    expect(open.routes[0]?.departure).toBe(open.routes[0]?.stops[0]?.arrival);
  });

  it('charges the tariff: flag fall + km + minutes + stops, at least the minimum', () => {
    // Start (0,0) → pickup (3,4): 5 km; → delivery (3,10): 6 km; open end. Service 2 min each: 15 minutes.
    const problem = (precioMinimo: number): Problem => ({
      tasks: [
        {
          id: 'x',
          pickup: { location: at(3, 4), serviceTime: 2 },
          delivery: { location: at(3, 10), serviceTime: 2 },
          weightKg: 1,
        },
      ],
      vehicles: [
        van({
          end: undefined,
          count: 1,
          tariff: {
            subidaBandera: 10,
            precioKm: 2,
            precioMinuto: 0.5,
            precioParada: 1,
            precioMinimo,
          },
        }),
      ],
    });
    const plan = solveChecked(problem(0));
    const route = plan.routes[0];
    expect(route?.distance).toBeCloseTo(11, 9);
    expect(route?.duration).toBeCloseTo(15, 9);
    expect(route?.cost).toBeCloseTo(10 + 2 * 11 + 0.5 * 15 + 1 * 2, 9);
    expect(solveChecked(problem(100)).routes[0]?.cost).toBe(100);
  });

  it('serves pickup-only and delivery-only tasks', () => {
    const problem: Problem = {
      tasks: [
        { id: 'return', pickup: { location: at(5, 5) }, weightKg: 60 },
        { id: 'drop', delivery: { location: at(8, 2) }, weightKg: 60 },
        task('pair', [1, 1], [2, 2], { weightKg: 30 }),
      ],
      vehicles: [van({ maxWeightKg: 100 })],
    };
    const plan = solveChecked(problem);
    expect(plan.unassigned).toEqual([]);
  });

  it('sends a bulky task to the vehicle it fits in', () => {
    const problem: Problem = {
      tasks: [
        task('sofa', [5, 0], [9, 0], { size: { altoCm: 90, anchoCm: 200, profundidadCm: 90 } }),
      ],
      vehicles: [
        van({ id: 'moto', space: { altoCm: 50, anchoCm: 50, profundidadCm: 50 } }),
        van({
          id: 'truck',
          space: { altoCm: 200, anchoCm: 250, profundidadCm: 400 },
          tariff: { precioKm: 9 },
        }),
      ],
    };
    expect(solveChecked(problem).routes.map((r) => r.vehicleId)).toEqual(['truck']);
  });

  it('respects time windows and reports waiting', () => {
    const problem: Problem = {
      tasks: [
        {
          id: 'w',
          pickup: { location: at(10, 0), window: { start: 50, end: 60 }, serviceTime: 5 },
          delivery: { location: at(20, 0), window: { start: 0, end: 100 }, serviceTime: 5 },
          weightKg: 1,
        },
      ],
      vehicles: [van()],
    };
    const stop = solveChecked(problem).routes[0]?.stops[0];
    expect(stop).toMatchObject({ arrival: 10, waiting: 40, start: 50, departure: 55 });
  });

  it('is reproducible for a given seed', () => {
    const tasks = Array.from({ length: 12 }, (_, k) =>
      task(`t${k}`, [(k * 37) % 50, (k * 11) % 40], [(k * 23) % 60, (k * 7) % 30]),
    );
    const problem: Problem = { tasks, vehicles: [van({ count: 'unlimited', maxWeightKg: 30 })] };
    // An iteration cap under a generous time limit makes the run independent of machine speed.
    const run = () => solve(problem, { ...opts, timeLimitMs: 60_000, maxIterations: 300, seed: 5 });
    const a = run();
    expect(checkPlan(problem, a, { provider }).errors).toEqual([]);
    expect(run()).toEqual(a);
  });
});

describe('solve: time limit', () => {
  it('keeps to its limit when the full construction would not fit in it (one route with 600 tasks)', () => {
    // Without windows or shift every position of the one long route is feasible: evaluating all of them for
    // every request took seconds; past the deadline the rest goes in at its first feasible position.
    const tasks = Array.from({ length: 600 }, (_, k) =>
      task(`t${k}`, [(k * 7) % 100, (k * 13) % 100], [(k * 11) % 100, (k * 17) % 100], {
        weightKg: 0,
      }),
    );
    const problem: Problem = { tasks, vehicles: [van({ count: 1, shift: undefined })] };
    const started = performance.now();
    const plan = solve(problem, { timeLimitMs: 200, seed: 1, provider });
    const ms = performance.now() - started;
    expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
    expect(plan.unassigned).toEqual([]);
    expect(ms).toBeLessThan(2_500);
  });

  it('ends before its budget once a small dispatch has converged (manual routing of one order)', () => {
    // Two tasks, one vehicle: the optimum is found at once; the search used to run the whole 60 s anyway.
    const problem: Problem = {
      tasks: [task('a', [2, 0], [4, 0]), task('b', [6, 0], [8, 0])],
      vehicles: [van({ count: 1 })],
    };
    const started = performance.now();
    const plan = solve(problem, { timeLimitMs: 60_000, seed: 1, provider });
    const ms = performance.now() - started;
    expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
    expect(plan.summary.distance).toBeCloseTo(16, 6);
    expect(ms).toBeLessThan(20_000);
  });
});
