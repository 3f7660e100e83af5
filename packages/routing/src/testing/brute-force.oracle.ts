import { compileInstance } from '../core/instance.js';
import type { Problem } from '../model/problem.types.js';
import type { TravelProvider } from '../providers/travel.types.js';

export interface Optimum {
  unassigned: number;
  vehicles: number;
  distance: number;
}

/**
 * Exact optimum of a tiny single-vehicle-type problem for (unassigned, vehicles, distance): label setting with
 * Pareto dominance on (time, distance) for every subset of requests, then a subset-partition DP over routes.
 * Test oracle only; exponential in the number of tasks.
 */
export function bruteForceOptimum(problem: Problem, provider: TravelProvider): Optimum {
  const inst = compileInstance({ ...problem, objective: 'distance' }, provider);
  if (inst.nTypes !== 1) throw new Error('oracle handles one vehicle type');
  if (problem.tasks.some((t) => !t.pickup || !t.delivery)) throw new Error('oracle handles pickup-and-delivery tasks only');
  const n = inst.nReq;
  const units = inst.nVeh;
  const { dist, time, early, late, service, demW, demV, nodeReq, pickup, delivery, nNodes } = inst;
  const routeBest = new Float64Array(1 << n).fill(Infinity);
  routeBest[0] = 0;
  if (units > 0) {
    const nodesOf: number[] = [];
    for (let r = 0; r < n; r++) {
      if (inst.compat[r] === 0) continue;
      if ((pickup[r] as number) >= 0) nodesOf.push(pickup[r] as number);
      if ((delivery[r] as number) >= 0) nodesOf.push(delivery[r] as number);
    }
    const bit = new Map(nodesOf.map((node, k) => [node, k]));
    const s = inst.startNode[0] as number;
    const e = inst.endNode[0] as number;
    const capW = inst.capW[0] as number;
    const capV = inst.capV[0] as number;
    const shiftEnd = inst.shiftEnd[0] as number;
    const nb = nodesOf.length;
    const nm = 1 << nb;
    // Per node-mask facts: requests touched, every pair closed, load on board.
    const rmOf = new Int32Array(nm);
    const closedOf = new Uint8Array(nm);
    const wOf = new Float64Array(nm);
    const vOf = new Float64Array(nm);
    for (let mask = 0; mask < nm; mask++) {
      let closed = 1;
      nodesOf.forEach((node, k) => {
        if (!((mask >> k) & 1)) return;
        const r = nodeReq[node] as number;
        const partner = pickup[r] === node ? (delivery[r] as number) : (pickup[r] as number);
        rmOf[mask] = (rmOf[mask] as number) | (1 << r);
        if (!((mask >> (bit.get(partner) as number)) & 1)) closed = 0;
        wOf[mask] = (wOf[mask] as number) + (demW[node] as number);
        vOf[mask] = (vOf[mask] as number) + (demV[node] as number);
      });
      closedOf[mask] = closed;
    }
    // Pareto labels (time, distance) per (node mask, last node); masks only grow, so numeric order is topological.
    const labels: { t: number; d: number }[][] = new Array(nm * (nb + 1));
    labels[nb] = [{ t: inst.shiftStart[0] as number, d: 0 }];
    for (let mask = 0; mask < nm; mask++) {
      for (let li = 0; li <= nb; li++) {
        const list = labels[mask * (nb + 1) + li];
        if (!list) continue;
        const last = li === nb ? s : (nodesOf[li] as number);
        for (const lab of list) {
          if (closedOf[mask]) {
            const t = lab.t + (service[last] as number) + (time[last * nNodes + e] as number);
            const rm = rmOf[mask] as number;
            const d = lab.d + (dist[last * nNodes + e] as number);
            if (t <= shiftEnd && d < (routeBest[rm] as number)) routeBest[rm] = d;
          }
          for (let b = 0; b < nb; b++) {
            if ((mask >> b) & 1) continue;
            const node = nodesOf[b] as number;
            const r = nodeReq[node] as number;
            if (delivery[r] === node && !((mask >> (bit.get(pickup[r] as number) as number)) & 1)) continue;
            const next = mask | (1 << b);
            if ((wOf[next] as number) > capW || (vOf[next] as number) > capV) continue;
            let t = lab.t + (service[last] as number) + (time[last * nNodes + node] as number);
            if (t < (early[node] as number)) t = early[node] as number;
            if (t > (late[node] as number)) continue;
            const d = lab.d + (dist[last * nNodes + node] as number);
            const key = next * (nb + 1) + b;
            const target = labels[key] ?? [];
            if (target.some((o) => o.t <= t && o.d <= d)) continue;
            labels[key] = [...target.filter((o) => !(t <= o.t && d <= o.d)), { t, d }];
          }
        }
      }
    }
  }
  // byCount[j][mask]: least distance serving mask with exactly j routes.
  const full = 1 << n;
  const byCount: Float64Array[] = [new Float64Array(full).fill(Infinity)];
  (byCount[0] as Float64Array)[0] = 0;
  for (let j = 1; j <= Math.min(units, n); j++) {
    const row = new Float64Array(full).fill(Infinity);
    const prev = byCount[j - 1] as Float64Array;
    for (let mask = 1; mask < full; mask++) {
      const low = mask & -mask;
      for (let sub = mask; sub > 0; sub = (sub - 1) & mask) {
        if (!(sub & low)) continue;
        const d = (routeBest[sub] as number) + (prev[mask ^ sub] as number);
        if (d < (row[mask] as number)) row[mask] = d;
      }
    }
    byCount.push(row);
  }
  let best: Optimum = { unassigned: n, vehicles: 0, distance: 0 };
  for (let mask = 0; mask < full; mask++) {
    let bits = 0;
    for (let x = mask; x; x &= x - 1) bits++;
    for (let j = 0; j < byCount.length; j++) {
      const d = (byCount[j] as Float64Array)[mask] as number;
      if (!Number.isFinite(d)) continue;
      const cand = { unassigned: n - bits, vehicles: j, distance: d };
      if (
        cand.unassigned < best.unassigned ||
        (cand.unassigned === best.unassigned && (cand.vehicles < best.vehicles || (cand.vehicles === best.vehicles && cand.distance < best.distance)))
      )
        best = cand;
    }
  }
  return best;
}
