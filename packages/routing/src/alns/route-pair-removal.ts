import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

/**
 * Below this many routes two of them are most of the solution, and the ALNS does not draw the operator. Emptying
 * two of three routes, or drawing routeRemoval twice as often in their place, left lr2_2_7 at 3.7–7.5 % over the
 * best known on seeds 4–9 (mean 5.6 %) against 2.9–4.6 % (mean 3.7 %), and 100 tasks at 1 s at a mean gap of
 * 0.83–0.88 % against 0.41 % (lr210, lrc207 and lr206, all of 3 routes, at 15–27 %).
 */
export const ROUTE_PAIR_MIN_ROUTES = 4;

/**
 * Empties two neighbouring routes: a random one and the route of the routed request most related (close in space
 * and time) to one of its requests. Ignores q: the repair rebuilds both routes from scratch, which moves half of a
 * long-horizon solution at once. On lr2_2_3 (4 routes of about 25 requests) three seeds of six stayed at 21.3 %
 * over the best known at 30 s without it: every route of that basin shares its requests with two or three routes
 * of the best known, and single-route or q-sized removals never rebuild more than one of them.
 */
export function routePairRemoval(sol: Solution, _q: number, ctx: SearchContext): number[] {
  const used = sol.usedRoutes();
  if (used.length < 2) return [];
  const first = used[ctx.rng.int(used.length)] as number;
  const removed = sol.route(first).requests();
  const ref = removed[ctx.rng.int(removed.length)] as number;
  const n = sol.inst.nReq;
  for (let k = 0; k < n - 1; k++) {
    const other = sol.routeOf[ctx.relatedOrder[ref * (n - 1) + k] as number] as number;
    if (other >= 0 && other !== first) {
      removed.push(...sol.route(other).requests());
      break;
    }
  }
  sol.removeMany(removed);
  return removed;
}
