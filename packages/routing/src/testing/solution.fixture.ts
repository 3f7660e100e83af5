import { regretRepair } from '../alns/regret-repair.js';
import { compileInstance } from '../core/instance.js';
import { buildContext, type SearchContext } from '../core/search-context.js';
import { Solution } from '../core/solution.js';
import type { Problem, Task } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { Rng } from '../util/rng.js';

/** A clustered pickup-and-delivery problem with loose windows, for operator tests. */
export function sampleProblem(seed: number, nTasks = 30): Problem {
  const rng = new Rng(seed);
  const point = () => ({ lat: rng.int(100), lng: rng.int(100) });
  const tasks: Task[] = Array.from({ length: nTasks }, (_, k) => {
    const start = rng.int(600);
    return {
      id: `t${k}`,
      pickup: { location: point(), window: { start, end: start + 200 }, serviceTime: 5 },
      delivery: {
        location: point(),
        window: { start: start + 50, end: start + 400 },
        serviceTime: 5,
      },
      weightKg: 1 + rng.int(20),
    };
  });
  const depot = { lat: 50, lng: 50 };
  return {
    tasks,
    vehicles: [
      {
        id: 'v',
        maxWeightKg: 60,
        shift: { start: 0, end: 1500 },
        start: depot,
        end: depot,
        count: 'unlimited',
      },
    ],
    objective: 'distance',
  };
}

/** A noisy greedy solution of sampleProblem (deliberately poor) and its search context. */
export function noisySolution(seed: number): { sol: Solution; ctx: SearchContext } {
  const inst = compileInstance(sampleProblem(seed), euclideanProvider(1));
  const ctx = buildContext(inst, new Rng(seed), Infinity, new Uint8Array(inst.nReq).fill(1));
  const sol = new Solution(inst);
  regretRepair(sol, sol.unassigned(), ctx, 1, 20);
  return { sol, ctx };
}

/** `n` one-unit deliveries on a line from a depot; each vehicle carries `capacity` units; `vehicles` of them. */
export function lineDeliveries(n: number, capacity: number, vehicles: number): Problem {
  const depot = { lat: 0, lng: 0 };
  return {
    tasks: Array.from({ length: n }, (_, k) => ({
      id: `t${k}`,
      delivery: { location: { lat: 10 * (k + 1), lng: 3 * (k % 2) }, serviceTime: 1 },
      weightKg: 1,
    })),
    vehicles: [{ id: 'v', maxWeightKg: capacity, start: depot, end: depot, count: vehicles }],
    objective: 'distance',
  };
}

/** `n` deliveries on a line, two units per vehicle, repaired by regret-2: n / 2 routes. */
export function lineSolution(n: number, seed: number): { sol: Solution; ctx: SearchContext } {
  const inst = compileInstance(lineDeliveries(n, 2, n), euclideanProvider(1));
  const ctx = buildContext(inst, new Rng(seed), Infinity, new Uint8Array(inst.nReq).fill(1));
  const sol = new Solution(inst);
  regretRepair(sol, sol.unassigned(), ctx, 2, 0);
  return { sol, ctx };
}
