import { RouteState } from '../core/route-state.js';
import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

const EPS = 1e-9;

/** Positions after which no pair is open, so the tail can move to another route without splitting a request. */
function cutPoints(route: RouteState): number[] {
  const { inst, nodes } = route;
  const cuts: number[] = [0];
  let open = 0;
  for (let k = 1; k < nodes.length - 1; k++) {
    const x = nodes[k] as number;
    const r = inst.nodeReq[x] as number;
    if ((inst.pickup[r] as number) >= 0 && (inst.delivery[r] as number) >= 0) open += inst.pickup[r] === x ? 1 : -1;
    if (open === 0) cuts.push(k);
  }
  return cuts;
}

function tailFits(route: RouteState, from: number, veh: number): boolean {
  const { inst, nodes } = route;
  const type = inst.vehType[veh] as number;
  for (let k = from; k < nodes.length - 1; k++) {
    if (inst.compat[(inst.nodeReq[nodes[k] as number] as number) * inst.nTypes + type] === 0) return false;
  }
  return true;
}

/** 2-opt*: exchanges the tails of two routes at request-closed cut points. */
export function twoOptStar(sol: Solution, _ctx: SearchContext): boolean {
  const inst = sol.inst;
  const { dist, time, service, nNodes } = inst;
  let improved = false;
  for (const ka of sol.usedRoutes()) {
    for (const kb of sol.usedRoutes()) {
      if (kb <= ka) continue;
      const a = sol.route(ka);
      const b = sol.route(kb);
      if (a.isEmpty || b.isEmpty) continue;
      const sameEnd = a.nodes[a.nodes.length - 1] === b.nodes[b.nodes.length - 1];
      const sameType = inst.vehType[a.veh] === inst.vehType[b.veh];
      const ck = inst.arcKm[a.veh] as number;
      const cm = inst.arcMin[a.veh] as number;
      const arc = (x: number, y: number): number => ck * (dist[x * nNodes + y] as number) + cm * (time[x * nNodes + y] as number);
      const na = a.nodes.length;
      const nb = b.nodes.length;
      let done = false;
      for (const i of cutPoints(a)) {
        for (const j of cutPoints(b)) {
          if ((i === 0 && j === 0) || (i === na - 2 && j === nb - 2)) continue;
          const ai = a.nodes[i] as number;
          const ai1 = a.nodes[i + 1] as number;
          const bj = b.nodes[j] as number;
          const bj1 = b.nodes[j + 1] as number;
          if (sameEnd && arc(ai, bj1) + arc(bj, ai1) - arc(ai, ai1) - arc(bj, bj1) >= -EPS) continue;
          // Quick time filters with the cached latest starts (valid when both units are of one type).
          if (sameType && j + 1 < nb - 1) {
            const t = (a.start[i] as number) + (service[ai] as number) + (time[ai * nNodes + bj1] as number);
            if (t > (b.latest[j + 1] as number)) continue;
          }
          if (sameType && i + 1 < na - 1) {
            const t = (b.start[j] as number) + (service[bj] as number) + (time[bj * nNodes + ai1] as number);
            if (t > (a.latest[i + 1] as number)) continue;
          }
          if (inst.nTypes > 1 && (!tailFits(b, j + 1, a.veh) || !tailFits(a, i + 1, b.veh))) continue;
          const nodesA = [...a.nodes.slice(0, i + 1), ...b.nodes.slice(j + 1, nb - 1), a.nodes[na - 1] as number];
          const nodesB = [...b.nodes.slice(0, j + 1), ...a.nodes.slice(i + 1, na - 1), b.nodes[nb - 1] as number];
          const newA = new RouteState(inst, a.veh, nodesA);
          if (!newA.feasible) continue;
          const newB = new RouteState(inst, b.veh, nodesB);
          if (!newB.feasible) continue;
          const fewer = (newA.isEmpty ? 1 : 0) + (newB.isEmpty ? 1 : 0) > 0;
          if (!fewer && newA.cost + newB.cost >= a.cost + b.cost - EPS) continue;
          a.copyFrom(newA);
          b.copyFrom(newB);
          for (const r of a.requests()) sol.routeOf[r] = ka;
          for (const r of b.requests()) sol.routeOf[r] = kb;
          improved = true;
          done = true;
          break;
        }
        if (done) break;
      }
    }
  }
  return improved;
}
