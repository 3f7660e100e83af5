import type { Rng } from '../util/rng.js';
import type { Instance } from './instance.js';

/** Shared state of one search run. */
export interface SearchContext {
  inst: Instance;
  rng: Rng;
  deadline: number;
  /** 1 when the request can be served by some vehicle on its own. */
  routable: Uint8Array;
  /** Shaw relatedness, nReq × nReq, smaller is more related. */
  related: Float64Array;
  /** Most related requests of each request, closest first. */
  neighbours: Int32Array[];
  /** Every other request by relatedness, closest first: row a holds nReq - 1 entries from a * (nReq - 1). */
  relatedOrder: Int32Array;
  /** Added to the insertion cost into an empty route so new routes open only when needed. */
  emptyPenalty: number;
  /** Amplitude of the insertion noise. */
  noiseAmp: number;
}

export const now = (): number => performance.now();

const NEIGHBOURS = 12;

export function buildContext(
  inst: Instance,
  rng: Rng,
  deadline: number,
  routable: Uint8Array,
): SearchContext {
  const n = inst.nReq;
  const { dist, nNodes, early } = inst;
  let maxDist = 0;
  for (let k = 0; k < dist.length; k++) {
    const d = dist[k] as number;
    if (d > maxDist && Number.isFinite(d)) maxDist = d;
  }
  let maxTime = 0;
  for (let k = 0; k < nNodes; k++) {
    const e = early[k] as number;
    if (Number.isFinite(e) && Math.abs(e) > maxTime) maxTime = Math.abs(e);
  }
  const endsOf = (r: number): [number, number] => {
    const p = inst.pickup[r] as number;
    const d = inst.delivery[r] as number;
    return [p >= 0 ? p : d, d >= 0 ? d : p];
  };
  const tOf = (node: number): number => {
    const e = early[node] as number;
    return Number.isFinite(e) ? e : 0;
  };
  const related = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    const [pa, da] = endsOf(a);
    for (let b = a + 1; b < n; b++) {
      const [pb, db] = endsOf(b);
      const dd =
        ((dist[pa * nNodes + pb] as number) + (dist[da * nNodes + db] as number)) / (maxDist || 1);
      const dt = (Math.abs(tOf(pa) - tOf(pb)) + Math.abs(tOf(da) - tOf(db))) / (maxTime || 1);
      const v = Number.isFinite(dd) ? 9 * dd + 3 * dt : Infinity;
      related[a * n + b] = v;
      related[b * n + a] = v;
    }
  }
  const neighbours: Int32Array[] = [];
  const relatedOrder = new Int32Array(n * Math.max(0, n - 1));
  const order = Array.from({ length: n }, (_, k) => k);
  for (let a = 0; a < n; a++) {
    const row = order
      .filter((b) => b !== a)
      .sort((x, y) => (related[a * n + x] as number) - (related[a * n + y] as number));
    relatedOrder.set(row, a * (n - 1));
    neighbours.push(Int32Array.from(row.slice(0, NEIGHBOURS)));
  }
  return {
    inst,
    rng,
    deadline,
    routable,
    related,
    neighbours,
    relatedOrder,
    emptyPenalty: 1e3 * (maxDist || 1) + 1e6,
    noiseAmp: 0.025 * maxDist,
  };
}
