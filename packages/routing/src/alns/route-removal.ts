import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

/** Empties a random route, preferring short ones, and tops up to q with random requests. */
export function routeRemoval(sol: Solution, q: number, ctx: SearchContext): number[] {
  const used = sol.routes.filter((r) => !r.isEmpty);
  if (used.length === 0) return [];
  used.sort((a, b) => a.nodes.length - b.nodes.length);
  const route = used[Math.floor(ctx.rng.next() ** 2 * used.length)];
  const removed = route ? route.requests() : [];
  if (removed.length < q) {
    const extra = ctx.rng.shuffle(sol.assigned().filter((r) => !removed.includes(r)));
    removed.push(...extra.slice(0, q - removed.length));
  }
  sol.removeMany(removed);
  return removed;
}
