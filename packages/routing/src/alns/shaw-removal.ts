import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

const DETERMINISM = 6;

/** Removes q related requests (close in space and time), Ropke & Pisinger's Shaw removal. */
export function shawRemoval(sol: Solution, q: number, ctx: SearchContext): number[] {
  const { rng, related } = ctx;
  const n = sol.inst.nReq;
  const left = sol.assigned();
  if (left.length === 0) return [];
  const removed = [left.splice(rng.int(left.length), 1)[0] as number];
  while (removed.length < q && left.length > 0) {
    const ref = removed[rng.int(removed.length)] as number;
    left.sort((a, b) => (related[ref * n + a] as number) - (related[ref * n + b] as number));
    const pick = Math.floor(rng.next() ** DETERMINISM * left.length);
    removed.push(left.splice(pick, 1)[0] as number);
  }
  sol.removeMany(removed);
  return removed;
}
