import { describe, expect, it } from 'vitest';
import { compileInstance } from '../core/instance.js';
import { buildContext, type SearchContext } from '../core/search-context.js';
import { Solution } from '../core/solution.js';
import type { Problem } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { Rng } from '../util/rng.js';
import { regretRepair } from './regret-repair.js';
import { routePairRemoval } from './route-pair-removal.js';

/** `n` one-unit deliveries on a line from a depot, two units per vehicle: n / 2 routes once repaired. */
function line(n: number, seed: number): { sol: Solution; ctx: SearchContext } {
  const depot = { lat: 0, lng: 0 };
  const problem: Problem = {
    tasks: Array.from({ length: n }, (_, k) => ({
      id: `t${k}`,
      delivery: { location: { lat: 10 * (k + 1), lng: 3 * (k % 2) }, serviceTime: 1 },
      weightKg: 1,
    })),
    vehicles: [{ id: 'v', maxWeightKg: 2, start: depot, end: depot, count: n }],
    objective: 'distance',
  };
  const inst = compileInstance(problem, euclideanProvider(1));
  const ctx = buildContext(inst, new Rng(seed), Infinity, new Uint8Array(inst.nReq).fill(1));
  const sol = new Solution(inst);
  regretRepair(
    sol,
    Array.from({ length: n }, (_, r) => r),
    ctx,
    2,
    0,
  );
  return { sol, ctx };
}

const routesOf = (sol: Solution): number[][] =>
  sol.routes.filter((r) => !r.isEmpty).map((r) => r.requests().sort((a, b) => a - b));

describe('routePairRemoval', () => {
  it('empties two routes, the second holding the request most related to one of the first', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { sol, ctx } = line(10, seed);
      const before = routesOf(sol);
      expect(before).toHaveLength(5);
      const routeOf = Int32Array.from(sol.routeOf);
      const removed = routePairRemoval(sol, 1, ctx).sort((a, b) => a - b);
      const emptied = before.filter((reqs) => reqs.every((r) => removed.includes(r)));
      expect(emptied).toHaveLength(2);
      expect(removed).toEqual(emptied.flat().sort((a, b) => a - b));
      expect(routesOf(sol)).toEqual(before.filter((reqs) => !emptied.includes(reqs)));
      // Some request of one emptied route has, as its most related request outside its route, one of the other.
      const n = sol.inst.nReq;
      const nearestOutside = (r: number): number => {
        for (let k = 0; k < n - 1; k++) {
          const b = ctx.relatedOrder[r * (n - 1) + k] as number;
          if (routeOf[b] !== routeOf[r]) return b;
        }
        return -1;
      };
      const [a, b] = emptied as [number[], number[]];
      const linked = (x: number[], y: number[]): boolean =>
        x.some((r) => y.includes(nearestOutside(r)));
      expect(linked(a, b) || linked(b, a)).toBe(true);
    }
  });
});
