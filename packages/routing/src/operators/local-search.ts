import { now, type SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';
import { exchange } from './exchange.js';
import { relocate } from './relocate.js';
import { twoOptStar } from './two-opt-star.js';

/** Runs the pair operators until none improves or the deadline passes. */
export function localSearch(sol: Solution, ctx: SearchContext, deadline: number): void {
  let improved = true;
  while (improved && now() < deadline) {
    improved = relocate(sol, ctx);
    if (now() >= deadline) return;
    improved = twoOptStar(sol, ctx) || improved;
    if (now() >= deadline) return;
    improved = exchange(sol, ctx) || improved;
  }
}
