import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

/** Slot of a random used route, short ones more likely (sorted by length, index ⌊u² · n⌋); -1 if there is none. */
export function drawShortRoute(sol: Solution, ctx: SearchContext): number {
  const used = sol.usedRoutes();
  if (used.length === 0) return -1;
  used.sort((a, b) => sol.route(a).nodes.length - sol.route(b).nodes.length);
  return used[Math.floor(ctx.rng.next() ** 2 * used.length)] as number;
}

/** Empties a random route, preferring short ones, and tops up to q with random requests. */
export function routeRemoval(sol: Solution, q: number, ctx: SearchContext): number[] {
  const k = drawShortRoute(sol, ctx);
  if (k < 0) return [];
  const removed = sol.route(k).requests();
  if (removed.length < q) {
    const extra = ctx.rng.shuffle(sol.assigned().filter((r) => !removed.includes(r)));
    removed.push(...extra.slice(0, q - removed.length));
  }
  sol.removeMany(removed);
  return removed;
}
