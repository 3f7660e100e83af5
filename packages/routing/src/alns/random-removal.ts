import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

/** Removes q requests chosen uniformly at random. */
export function randomRemoval(sol: Solution, q: number, ctx: SearchContext): number[] {
  const removed = ctx.rng.shuffle(sol.assigned()).slice(0, q);
  sol.removeMany(removed);
  return removed;
}
