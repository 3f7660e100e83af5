import { describe, expect, it } from 'vitest';
import type { Solution } from '../core/solution.js';
import { lineSolution as line } from '../testing/solution.fixture.js';
import { routePairRemoval } from './route-pair-removal.js';

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
