import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

const DETERMINISM = 6;

/**
 * Removes q related requests (close in space and time), Ropke & Pisinger's Shaw removal: each step takes a random
 * removed request as reference and the request of rank ⌊u^6 · left⌋ among those still routed, by relatedness to
 * it. The ranks come from the precomputed order (one walk per step instead of sorting what is left).
 */
export function shawRemoval(sol: Solution, q: number, ctx: SearchContext): number[] {
  const { rng, relatedOrder } = ctx;
  const n = sol.inst.nReq;
  const assigned = sol.assigned();
  let left = assigned.length;
  if (left === 0) return [];
  const available = new Uint8Array(n);
  for (const r of assigned) available[r] = 1;
  const first = assigned[rng.int(left)] as number;
  available[first] = 0;
  left--;
  const removed = [first];
  while (removed.length < q && left > 0) {
    const ref = removed[rng.int(removed.length)] as number;
    let rank = Math.floor(rng.next() ** DETERMINISM * left);
    const base = ref * (n - 1);
    for (let k = 0; k < n - 1; k++) {
      const b = relatedOrder[base + k] as number;
      if (available[b] === 0) continue;
      if (rank-- > 0) continue;
      available[b] = 0;
      left--;
      removed.push(b);
      break;
    }
  }
  sol.removeMany(removed);
  return removed;
}
