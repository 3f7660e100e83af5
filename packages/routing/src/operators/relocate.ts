import { bestInsertion, newMove } from '../core/insertion.js';
import { RouteState } from '../core/route-state.js';
import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

const EPS = 1e-9;
const move = newMove();

/** Pair relocate: moves each request (both ends) to its cheapest position in any used route. Returns true on improvement. */
export function relocate(sol: Solution, ctx: SearchContext): boolean {
  let improved = false;
  // Holds the copy of the route being changed (copyFrom restores the vehicle's own data, whatever unit it is).
  let saved: RouteState | null = null;
  for (const r of ctx.rng.shuffle(sol.assigned())) {
    const k = sol.routeOf[r] as number;
    const a = sol.route(k);
    saved ??= new RouteState(sol.inst, a.veh);
    saved.copyFrom(a);
    const oldA = a.cost;
    a.remove(r);
    sol.routeOf[r] = -1;
    const emptied = a.isEmpty;
    let bestRoute = -1;
    let bestCost = Infinity;
    let bi = -1;
    let bj = -1;
    for (let m = 0; m < sol.routes.length; m++) {
      const route = sol.route(m);
      if (route.isEmpty) continue;
      if (bestInsertion(route, r, move) && move.cost < bestCost) {
        bestCost = move.cost;
        bestRoute = m;
        bi = move.i;
        bj = move.j;
      }
    }
    if (bestRoute >= 0 && (emptied || bestCost < oldA - a.cost - EPS)) {
      const b = sol.route(bestRoute);
      const oldB = bestRoute === k ? 0 : b.cost;
      sol.insert(r, bestRoute, bi, bj);
      const delta = a.cost + (bestRoute === k ? 0 : b.cost) - oldA - oldB;
      if (emptied || delta < -EPS) {
        improved = true;
        continue;
      }
      b.remove(r);
    }
    a.copyFrom(saved);
    sol.routeOf[r] = k;
  }
  return improved;
}
