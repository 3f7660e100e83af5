import { bestInsertion, newMove } from '../core/insertion.js';
import { RouteState } from '../core/route-state.js';
import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

const EPS = 1e-9;
const move = newMove();

/** Pair exchange: swaps two related requests of different routes, each reinserted at its best position. */
export function exchange(sol: Solution, ctx: SearchContext): boolean {
  let improved = false;
  // Hold the copies of the two routes being changed (copyFrom restores each vehicle's own data).
  let savedA: RouteState | null = null;
  let savedB: RouteState | null = null;
  for (const r1 of ctx.rng.shuffle(sol.assigned())) {
    for (const r2 of ctx.neighbours[r1] ?? []) {
      const ka = sol.routeOf[r1] as number;
      const kb = sol.routeOf[r2] as number;
      if (kb < 0 || ka === kb) continue;
      const a = sol.route(ka);
      const b = sol.route(kb);
      savedA ??= new RouteState(sol.inst, a.veh);
      savedB ??= new RouteState(sol.inst, b.veh);
      savedA.copyFrom(a);
      savedB.copyFrom(b);
      const old = a.cost + b.cost;
      a.remove(r1);
      b.remove(r2);
      let ok = false;
      if (bestInsertion(a, r2, move)) {
        a.insert(r2, move.i, move.j);
        if (bestInsertion(b, r1, move)) {
          b.insert(r1, move.i, move.j);
          ok = a.cost + b.cost < old - EPS;
        }
      }
      if (ok) {
        sol.routeOf[r1] = kb;
        sol.routeOf[r2] = ka;
        improved = true;
        break;
      }
      a.copyFrom(savedA);
      b.copyFrom(savedB);
    }
  }
  return improved;
}
