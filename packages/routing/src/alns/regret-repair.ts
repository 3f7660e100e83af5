import { bestInsertion, newMove } from '../core/insertion.js';
import { now, type SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';

const move = newMove();

/**
 * Inserts pending requests by regret-k (k = 1 is greedy), caching each request's best insertion per route and
 * refreshing only the route that changed. Requests that fit nowhere stay unassigned.
 * noise scales the random perturbation of insertion costs (0 for none). Past the deadline the rest is inserted
 * cheaply: each request at its first feasible position in the route where that costs least (on a very long route
 * the full evaluation of every position would take many times the budget).
 * The repair gives up (returns false, the solution half repaired) as soon as a request fits in no used route but
 * in an empty one while `maxVehicles` routes are already in use: the caller rejects any repair with more. A
 * request that fits nowhere stays unassigned as without the limit.
 */
export function regretRepair(
  sol: Solution,
  pending: number[],
  ctx: SearchContext,
  k: number,
  noise: number,
  deadline = Infinity,
  maxVehicles = Infinity,
): boolean {
  const inst = sol.inst;
  const nR = sol.routes.length;
  const m = pending.length;
  if (m === 0) return true;
  const cost = new Float64Array(m * nR).fill(Infinity);
  const posI = new Int32Array(m * nR);
  const posJ = new Int32Array(m * nR);
  const active = new Uint8Array(m).fill(1);
  const candidate = new Uint8Array(nR);
  const { rng, noiseAmp, emptyPenalty } = ctx;

  const evalColumn = (rk: number): void => {
    const route = sol.route(rk);
    const penalty = route.isEmpty ? emptyPenalty : 0;
    for (let a = 0; a < m; a++) {
      if (active[a] === 0) continue;
      const idx = a * nR + rk;
      if (bestInsertion(route, pending[a] as number, move)) {
        let c = move.cost + penalty;
        if (noise > 0) c += noise * noiseAmp * (2 * rng.next() - 1);
        cost[idx] = c;
        posI[idx] = move.i;
        posJ[idx] = move.j;
      } else cost[idx] = Infinity;
    }
  };
  const addEmptyOfType = (type: number): void => {
    for (let rk = 0; rk < nR; rk++) {
      if (inst.vehType[rk] === type && sol.route(rk).isEmpty && candidate[rk] === 0) {
        candidate[rk] = 1;
        evalColumn(rk);
        return;
      }
      if (inst.vehType[rk] === type && sol.route(rk).isEmpty && candidate[rk] === 1) return;
    }
  };

  for (let rk = 0; rk < nR; rk++) {
    if (!sol.route(rk).isEmpty) {
      candidate[rk] = 1;
      evalColumn(rk);
    }
  }
  for (let t = 0; t < inst.nTypes; t++) addEmptyOfType(t);

  const BIG = emptyPenalty * 10;
  for (let left = m; left > 0; left--) {
    if (deadline !== Infinity && now() > deadline) {
      insertFirstFeasible(
        sol,
        pending.filter((_, a) => active[a] === 1),
        emptyPenalty,
      );
      return true;
    }
    // At the limit, a request whose best route is an empty one ends the repair.
    const full = Number.isFinite(maxVehicles) && sol.vehicles() >= maxVehicles;
    let bestA = -1;
    let bestRoute = -1;
    let bestScore = -Infinity;
    let bestCost = Infinity;
    for (let a = 0; a < m; a++) {
      if (active[a] === 0) continue;
      let c1 = Infinity;
      let c2 = Infinity;
      let c3 = Infinity;
      let r1 = -1;
      const row = a * nR;
      for (let rk = 0; rk < nR; rk++) {
        if (candidate[rk] === 0) continue;
        const c = cost[row + rk] as number;
        if (c < c1) {
          c3 = c2;
          c2 = c1;
          c1 = c;
          r1 = rk;
        } else if (c < c2) {
          c3 = c2;
          c2 = c;
        } else if (c < c3) c3 = c;
      }
      if (r1 < 0) continue;
      if (full && sol.route(r1).isEmpty) return false;
      let score: number;
      if (k <= 1) score = -c1;
      else {
        score = Math.min(c2, BIG) - c1;
        if (k >= 3) score += Math.min(c3, BIG) - c1;
      }
      if (score > bestScore || (score === bestScore && c1 < bestCost)) {
        bestScore = score;
        bestCost = c1;
        bestA = a;
        bestRoute = r1;
      }
    }
    if (bestA < 0) break;
    const idx = bestA * nR + bestRoute;
    const wasEmpty = sol.route(bestRoute).isEmpty;
    sol.insert(pending[bestA] as number, bestRoute, posI[idx] as number, posJ[idx] as number);
    active[bestA] = 0;
    evalColumn(bestRoute);
    if (wasEmpty) addEmptyOfType(inst.vehType[bestRoute] as number);
  }
  return true;
}

/** Each request at the first feasible position of the route where it costs least; the first empty route of each type counts. */
function insertFirstFeasible(
  sol: Solution,
  requests: readonly number[],
  emptyPenalty: number,
): void {
  const inst = sol.inst;
  const emptyOfType = new Uint8Array(inst.nTypes);
  for (const r of requests) {
    emptyOfType.fill(0);
    let best = -1;
    let bestCost = Infinity;
    let bestI = -1;
    let bestJ = -1;
    for (let rk = 0; rk < sol.routes.length; rk++) {
      const route = sol.route(rk);
      const type = inst.vehType[rk] as number;
      if (route.isEmpty) {
        if (emptyOfType[type] === 1) continue;
        emptyOfType[type] = 1;
      }
      if (!bestInsertion(route, r, move, true)) continue;
      const c = move.cost + (route.isEmpty ? emptyPenalty : 0);
      if (c < bestCost) {
        bestCost = c;
        best = rk;
        bestI = move.i;
        bestJ = move.j;
      }
    }
    if (best >= 0) sol.insert(r, best, bestI, bestJ);
  }
}
