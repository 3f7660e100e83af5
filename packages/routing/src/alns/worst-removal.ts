import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

const DETERMINISM = 3;

/** Removes q requests whose removal saves most arc cost (randomised). */
export function worstRemoval(sol: Solution, q: number, ctx: SearchContext): number[] {
  const inst = sol.inst;
  const { dist, time, nNodes } = inst;
  const saving = new Float64Array(inst.nReq);
  const list: number[] = [];
  for (const route of sol.routes) {
    const { nodes } = route;
    const ck = inst.arcKm[route.veh] as number;
    const cm = inst.arcMin[route.veh] as number;
    const arc = (a: number, b: number): number => ck * (dist[a * nNodes + b] as number) + cm * (time[a * nNodes + b] as number);
    for (let k = 1; k < nodes.length - 1; k++) {
      const x = nodes[k] as number;
      const r = inst.nodeReq[x] as number;
      const prev = nodes[k - 1] as number;
      const next = nodes[k + 1] as number;
      saving[r] = (saving[r] as number) + arc(prev, x) + arc(x, next) - arc(prev, next);
      if (inst.pickup[r] === x || inst.pickup[r] === -1) list.push(r);
    }
  }
  list.sort((a, b) => (saving[b] as number) - (saving[a] as number));
  const removed: number[] = [];
  while (removed.length < q && list.length > 0) {
    const pick = Math.floor(ctx.rng.next() ** DETERMINISM * list.length);
    removed.push(list.splice(pick, 1)[0] as number);
  }
  sol.removeMany(removed);
  return removed;
}
