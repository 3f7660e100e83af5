import type { RouteState } from './route-state.js';

/** Best insertion found: pickup after position i, delivery after position j (single-node requests use i). */
export interface InsertionMove {
  cost: number;
  i: number;
  j: number;
}

export const newMove = (): InsertionMove => ({ cost: Infinity, i: -1, j: -1 });

/**
 * Cheapest feasible insertion of request r into route (delta of arc cost), O(len²) with O(1) checks using
 * the cached earliest/latest service starts. With firstOnly it stops at the first feasible position.
 * Returns false when no feasible position exists.
 */
export function bestInsertion(
  route: RouteState,
  r: number,
  out: InsertionMove,
  firstOnly = false,
): boolean {
  const inst = route.inst;
  out.cost = Infinity;
  out.i = -1;
  out.j = -1;
  if (inst.compat[r * inst.nTypes + (inst.vehType[route.veh] as number)] === 0) return false;
  const p = inst.pickup[r] as number;
  const d = inst.delivery[r] as number;
  if (p >= 0 && d >= 0) return insertPair(route, p, d, out, firstOnly);
  return insertSingle(route, p >= 0 ? p : d, p >= 0, out, firstOnly);
}

/**
 * Where the delivery d alone fits in a route whose schedule is left as it is, for the walks of insertPair once
 * the pickup's delay is absorbed: fits[k] counts the positions before k after which d fits, and end[k] is the
 * first position from k on where the walk stops (load with the pickup on board over capacity, a start past its
 * window or past d's window).
 */
class DeliveryFits {
  fits = new Int32Array(64);
  end = new Int32Array(64);
  ready = false;

  compute(route: RouteState, d: number, capW: number, capV: number): void {
    const { nodes, start, latest, loadW, loadV } = route;
    const { time, timeT, early, late, service, nNodes } = route.inst;
    const n = nodes.length;
    if (this.fits.length < n + 1) {
      this.fits = new Int32Array(2 * n + 1);
      this.end = new Int32Array(2 * n + 1);
    }
    const ed = early[d] as number;
    const ld = late[d] as number;
    const sd = service[d] as number;
    const dRow = d * nNodes;
    this.fits[0] = 0;
    for (let k = 0; k < n - 1; k++) {
      const c = nodes[k] as number;
      const nx = nodes[k + 1] as number;
      let td = (start[k] as number) + (service[c] as number) + (timeT[dRow + c] as number);
      if (td < ed) td = ed;
      let tn = td + sd + (time[dRow + nx] as number);
      if (tn < (early[nx] as number)) tn = early[nx] as number;
      const fit = td <= ld && tn <= (latest[k + 1] as number) ? 1 : 0;
      this.fits[k + 1] = (this.fits[k] as number) + fit;
    }
    this.end[n - 1] = n - 1;
    for (let k = n - 2; k >= 0; k--) {
      const sk = start[k] as number;
      const stop =
        (loadW[k] as number) > capW ||
        (loadV[k] as number) > capV ||
        sk > ld ||
        sk > (late[nodes[k] as number] as number);
      this.end[k] = stop ? k : (this.end[k + 1] as number);
    }
    this.ready = true;
  }

  /** The first position from j on, before the walk stops, after which d fits; -1 if none. */
  first(j: number): number {
    const end = this.end[j] as number;
    if ((this.fits[end] as number) === (this.fits[j] as number)) return -1;
    let k = j;
    while ((this.fits[k + 1] as number) === (this.fits[k] as number)) k++;
    return k;
  }
}
const deliveryFits = new DeliveryFits();

function insertPair(
  route: RouteState,
  p: number,
  d: number,
  out: InsertionMove,
  firstOnly: boolean,
): boolean {
  const inst = route.inst;
  const { nodes, start, latest, loadW, loadV, arcTime, arcDist } = route;
  // Arcs into p and d are read from the transposed matrices (one row each) and the route's own arcs from its
  // cache: the same values as dist/time, without a cache miss per position on large instances.
  const { dist, time, distT, timeT, early, late, service, nNodes } = inst;
  const veh = route.veh;
  const ck = inst.arcKm[veh] as number;
  const cm = inst.arcMin[veh] as number;
  const capW = (inst.capW[veh] as number) - (inst.demW[p] as number);
  const capV = (inst.capV[veh] as number) - (inst.demV[p] as number);
  const ep = inst.early[p] as number;
  const lp = inst.late[p] as number;
  const sp = service[p] as number;
  const ed = inst.early[d] as number;
  const ld = inst.late[d] as number;
  const sd = service[d] as number;
  const pRow = p * nNodes;
  const dRow = d * nNodes;
  const tpd = time[pRow + d] as number;
  const cpd = ck * (dist[pRow + d] as number) + cm * tpd;
  const n = nodes.length;
  let best = Infinity;
  deliveryFits.ready = false;
  for (let i = 0; i < n - 1; i++) {
    const si = start[i] as number;
    if (si > lp) break;
    if ((loadW[i] as number) > capW || (loadV[i] as number) > capV) continue;
    const a = nodes[i] as number;
    const b = nodes[i + 1] as number;
    const tap = timeT[pRow + a] as number;
    let tp = si + (service[a] as number) + tap;
    if (tp < ep) tp = ep;
    if (tp > lp) continue;
    const cab = ck * (arcDist[i] as number) + cm * (arcTime[i] as number);
    const cap = ck * (distT[pRow + a] as number) + cm * tap - cab;
    // The pickup's own detour bounds every completion from below (triangle inequality): prune.
    const base = cap + ck * (dist[pRow + b] as number) + cm * (time[pRow + b] as number);
    if (base >= best) continue;
    // Delivery right after the pickup.
    let td = tp + sp + tpd;
    if (td < ed) td = ed;
    if (td <= ld) {
      let tb = td + sd + (time[dRow + b] as number);
      const eb = early[b] as number;
      if (tb < eb) tb = eb;
      if (tb <= (latest[i + 1] as number)) {
        const c = cap + cpd + ck * (dist[dRow + b] as number) + cm * (time[dRow + b] as number);
        if (c < best) {
          best = c;
          out.i = i;
          out.j = i;
          if (firstOnly) break;
        }
      }
    }
    if (i + 1 >= n - 1) continue;
    // Delivery later: walk forward with the pickup inserted, pushing service starts.
    let t = tp + sp + (time[pRow + b] as number);
    if (t < (early[b] as number)) t = early[b] as number;
    if (t > (late[b] as number)) continue;
    let found = false;
    for (let j = i + 1; j < n - 1; j++) {
      if (firstOnly && t === (start[j] as number)) {
        // The pickup's delay is absorbed: from j on the schedule is the route's own, so the rest of the walk
        // reduces to the delivery's own fits in the unchanged route, counted once per call.
        if (!deliveryFits.ready) deliveryFits.compute(route, d, capW, capV);
        const k = deliveryFits.first(j);
        if (k >= 0) {
          const c = nodes[k] as number;
          const nx = nodes[k + 1] as number;
          best =
            base +
            ck *
              ((distT[dRow + c] as number) + (dist[dRow + nx] as number) - (arcDist[k] as number)) +
            cm *
              ((timeT[dRow + c] as number) + (time[dRow + nx] as number) - (arcTime[k] as number));
          out.i = i;
          out.j = k;
          found = true;
        }
        break;
      }
      if ((loadW[j] as number) > capW || (loadV[j] as number) > capV) break;
      if (t > ld) break;
      const c = nodes[j] as number;
      const nx = nodes[j + 1] as number;
      const sc = service[c] as number;
      const tcd = timeT[dRow + c] as number;
      const tcn = arcTime[j] as number;
      let tdj = t + sc + tcd;
      if (tdj < ed) tdj = ed;
      if (tdj <= ld) {
        let tn = tdj + sd + (time[dRow + nx] as number);
        const en = early[nx] as number;
        if (tn < en) tn = en;
        if (tn <= (latest[j + 1] as number)) {
          const cost =
            base +
            ck *
              ((distT[dRow + c] as number) + (dist[dRow + nx] as number) - (arcDist[j] as number)) +
            cm * (tcd + (time[dRow + nx] as number) - tcn);
          if (cost < best) {
            best = cost;
            out.i = i;
            out.j = j;
            if (firstOnly) {
              found = true;
              break;
            }
          }
        }
      }
      if (j + 1 >= n - 1) break;
      t = t + sc + tcn;
      if (t < (early[nx] as number)) t = early[nx] as number;
      if (t > (late[nx] as number)) break;
    }
    if (found) break;
  }
  out.cost = best;
  return best < Infinity;
}

// Scratch for prefix/suffix load maxima of single-node insertions.
const maxW: number[] = [];
const maxV: number[] = [];

function insertSingle(
  route: RouteState,
  x: number,
  isPickup: boolean,
  out: InsertionMove,
  firstOnly: boolean,
): boolean {
  const inst = route.inst;
  const { nodes, start, latest, loadW, loadV, arcTime, arcDist } = route;
  const { dist, time, distT, timeT, early, service, nNodes } = inst;
  const veh = route.veh;
  const ck = inst.arcKm[veh] as number;
  const cm = inst.arcMin[veh] as number;
  const n = nodes.length;
  // A pickup-only load rides from x to the end; a delivery-only load rides from the start to x.
  const qW = Math.abs(inst.demW[x] as number);
  const qV = Math.abs(inst.demV[x] as number);
  maxW.length = n;
  maxV.length = n;
  if (isPickup) {
    let mw = -Infinity;
    let mv = -Infinity;
    for (let k = n - 1; k >= 0; k--) {
      mw = Math.max(mw, loadW[k] as number);
      mv = Math.max(mv, loadV[k] as number);
      maxW[k] = mw;
      maxV[k] = mv;
    }
  } else {
    let mw = -Infinity;
    let mv = -Infinity;
    for (let k = 0; k < n; k++) {
      mw = Math.max(mw, loadW[k] as number);
      mv = Math.max(mv, loadV[k] as number);
      maxW[k] = mw;
      maxV[k] = mv;
    }
  }
  const capW = (inst.capW[veh] as number) - qW;
  const capV = (inst.capV[veh] as number) - qV;
  const ex = early[x] as number;
  const lx = inst.late[x] as number;
  const sx = service[x] as number;
  const xRow = x * nNodes;
  let best = Infinity;
  for (let i = 0; i < n - 1; i++) {
    const si = start[i] as number;
    if (si > lx) break;
    if ((maxW[i] as number) > capW || (maxV[i] as number) > capV) continue;
    const a = nodes[i] as number;
    const b = nodes[i + 1] as number;
    const tax = timeT[xRow + a] as number;
    let tx = si + (service[a] as number) + tax;
    if (tx < ex) tx = ex;
    if (tx > lx) continue;
    let tb = tx + sx + (time[xRow + b] as number);
    if (tb < (early[b] as number)) tb = early[b] as number;
    if (tb > (latest[i + 1] as number)) continue;
    const c =
      ck * ((distT[xRow + a] as number) + (dist[xRow + b] as number) - (arcDist[i] as number)) +
      cm * (tax + (time[xRow + b] as number) - (arcTime[i] as number));
    if (c < best) {
      best = c;
      out.i = i;
      out.j = i;
      if (firstOnly) break;
    }
  }
  out.cost = best;
  return best < Infinity;
}
