import { drawShortRoute } from '../alns/route-removal.js';
import { bestInsertion, newMove } from '../core/insertion.js';
import type { Instance } from '../core/instance.js';
import { scratchRoute } from '../core/scratch-route.js';
import { now, type SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';
import { localSearch } from '../operators/local-search.js';
import type { Rng } from '../util/rng.js';

const move = newMove();
/**
 * Iteration cap of one ejection search: 75 per request, at least 4000 (the cap of the 100-task sets). A fixed
 * 4000 bound the attempts of large instances instead of their time: lr1_4_5 (210 requests, 60 s) spent its five
 * attempts at 29 vehicles in 3.3 s of the 30 s of route elimination and stayed at 30; the one that reached 29
 * with a higher cap needed 8 231 iterations.
 */
const maxIterations = (inst: Instance): number => Math.max(4000, 75 * inst.nReq);
const PERTURB_MOVES = 8;
/** Sizes of a stretch ejection, in requests (findStretchEjection). */
const STRETCH_MIN = 3;
const STRETCH_MAX = 6;
/**
 * A route-elimination attempt whose pool has not fallen to HOPELESS_SHARE of its initial size after
 * HOPELESS_CAP_SHARE of its iteration cap (800 iterations on the 100-task sets) gives up. Attempts that succeed have reached one or
 * two requests by then (lr2_4_1 at 8 vehicles, lr1_2_5 at 16, lr104 at 9); attempts below the best-known count
 * still hold 75–100 % of the pool there and end with as many after 4000 iterations (lrc203 at 2 vehicles, lr2_4_1
 * at 7, lr1_2_5 at 15), time the distance phase lacks. A share of the cap and not a fixed 800: on the 400-task
 * type-1 instances, whose routes hold 4–11 requests, an attempt that succeeded still held 6 of its 8 requests
 * after 800 iterations (lr1_4_9 at 24), as the failures did.
 */
const HOPELESS_CAP_SHARE = 0.2;
const HOPELESS_SHARE = 0.7;

/** Cheapest feasible insertion of r into a used route; returns false if none. */
function insertIntoUsed(sol: Solution, r: number): boolean {
  let bestRoute = -1;
  let bestCost = Infinity;
  let bi = -1;
  let bj = -1;
  for (let k = 0; k < sol.routes.length; k++) {
    const route = sol.route(k);
    if (route.isEmpty) continue;
    if (bestInsertion(route, r, move) && move.cost < bestCost) {
      bestCost = move.cost;
      bestRoute = k;
      bi = move.i;
      bj = move.j;
    }
  }
  if (bestRoute < 0) return false;
  sol.insert(r, bestRoute, bi, bj);
  return true;
}

/**
 * Candidate ejections of one findEjection call: route slot, positions x and y in its request list (y = -1 for a
 * single request) and the sum of their failure counters.
 */
class Candidates {
  route = new Int32Array(1024);
  x = new Int32Array(1024);
  y = new Int32Array(1024);
  sum = new Int32Array(1024);
  order = new Int32Array(1024);
  count = 0;
  maxSum = 0;

  clear(): void {
    this.count = 0;
    this.maxSum = 0;
  }

  push(route: number, x: number, y: number, sum: number): void {
    if (this.count === this.route.length) this.grow();
    const k = this.count++;
    this.route[k] = route;
    this.x[k] = x;
    this.y[k] = y;
    this.sum[k] = sum;
    if (sum > this.maxSum) this.maxSum = sum;
  }

  /** Fills order with the candidates by increasing sum, keeping their order within a sum (counting sort). */
  sortBySum(): void {
    const start = new Int32Array(this.maxSum + 2);
    for (let k = 0; k < this.count; k++) {
      const v = (this.sum[k] as number) + 1;
      start[v] = (start[v] as number) + 1;
    }
    for (let v = 1; v < start.length; v++)
      start[v] = (start[v] as number) + (start[v - 1] as number);
    for (let k = 0; k < this.count; k++) {
      const v = this.sum[k] as number;
      this.order[start[v] as number] = k;
      start[v] = (start[v] as number) + 1;
    }
  }

  private grow(): void {
    const twice = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(2 * a.length);
      b.set(a);
      return b;
    };
    this.route = twice(this.route);
    this.x = twice(this.x);
    this.y = twice(this.y);
    this.sum = twice(this.sum);
    this.order = new Int32Array(this.route.length);
  }
}
const candidates = new Candidates();

/**
 * Per-instance state of the ejection searches. Per request h and vehicle v (slot h·nVeh + v): the route version in
 * which no ejection of one or two requests lets h in (`none`), or no ejection of one (`noSingle`). While the route
 * keeps that version it is left out of h's next searches; versions are never reused, so an entry goes stale by
 * itself when the route changes. `marked`: membership flags of the stretch being tried, all 0 between calls.
 */
interface EjectionMemo {
  none: Float64Array;
  noSingle: Float64Array;
  marked: Uint8Array;
}
const ejectionMemos = new WeakMap<Instance, EjectionMemo>();

function memoOf(inst: Instance): EjectionMemo {
  let memo = ejectionMemos.get(inst);
  if (!memo) {
    memo = {
      none: new Float64Array(inst.nReq * inst.nVeh),
      noSingle: new Float64Array(inst.nReq * inst.nVeh),
      marked: new Uint8Array(inst.nReq),
    };
    ejectionMemos.set(inst, memo);
  }
  return memo;
}

/**
 * Ejection search (Nagata & Kashiwabara): the ejection of at most two requests from one route that lets h in,
 * minimising the sum of the ejected requests' failure counters; ties go to a random one.
 *
 * Candidates are tried by increasing sum, so the first feasible one is the best: first the single requests of
 * every route, then the pairs whose sum is below the best single. (Tried route by route, every pair of a route
 * was tested before the next route was looked at: on lr2_4_5 at 6 vehicles that was 2 600 pair tests per call
 * and 1 700 iterations per 4.8 s attempt; by increasing sum, 3 300.)
 */
export function findEjection(
  sol: Solution,
  h: number,
  penalty: Int32Array,
  ctx: SearchContext,
): { route: number; out: number[] } | null {
  const inst = sol.inst;
  const memo = memoOf(inst);
  const routes: number[] = [];
  const requests: number[][] = [];
  candidates.clear();
  for (const k of ctx.rng.shuffle(sol.usedRoutes())) {
    const route = sol.route(k);
    if (!canServe(inst, h, route.veh)) continue;
    // Shuffled before the look-up, so that the random stream is the same whether the route is skipped or not.
    const reqs = ctx.rng.shuffle(route.requests());
    const slot = h * inst.nVeh + route.veh;
    if (memo.none[slot] === route.version) continue;
    const singles = memo.noSingle[slot] !== route.version;
    if (singles)
      for (let x = 0; x < reqs.length; x++)
        candidates.push(routes.length, x, -1, penalty[reqs[x] as number] as number);
    routes.push(k);
    requests.push(reqs);
  }
  const single = firstFeasible(sol, h, routes, requests);
  if (!single) remember(memo.noSingle, sol, h, routes);
  const bestSum = single ? (penalty[single.out[0] as number] as number) : Infinity;
  candidates.clear();
  for (let c = 0; c < routes.length; c++) {
    const reqs = requests[c] as number[];
    for (let x = 0; x < reqs.length; x++) {
      const pa = penalty[reqs[x] as number] as number;
      for (let y = x + 1; y < reqs.length; y++) {
        const sum = pa + (penalty[reqs[y] as number] as number);
        if (sum < bestSum) candidates.push(c, x, y, sum);
      }
    }
  }
  const pair = firstFeasible(sol, h, routes, requests);
  if (!pair && !single) remember(memo.none, sol, h, routes);
  return pair ?? single;
}

/** Whether vehicle veh's type may carry request h. */
function canServe(inst: Instance, h: number, veh: number): boolean {
  return inst.compat[h * inst.nTypes + (inst.vehType[veh] as number)] !== 0;
}

/**
 * Stretch ejection: the requests of a stretch of consecutive stops of one route, STRETCH_MIN to STRETCH_MAX of them
 * (a request counts whole: when one of its stops is in the stretch its other stop leaves too), whose ejection lets
 * h in, minimising the sum of their failure counters; ties go to a random one. For a request no ejection of one or
 * two lets in: on lrc2_4_3 at 8 routes (the best known) every attempt ended with the same request alone in the
 * pool, a pickup that must be followed almost straight by its delivery (46.5 of slack on 127.5 of travel), which
 * needs the stops between those two positions cleared.
 *
 * From each start the stretch grows stop by stop and stops when it holds more than STRETCH_MAX requests or its sum
 * passes the best one found; a stretch whose next stop belongs to a request already in it is tested one stop later,
 * as the same set.
 */
export function findStretchEjection(
  sol: Solution,
  h: number,
  penalty: Int32Array,
  rng: Rng,
): { route: number; out: number[] } | null {
  const inst = sol.inst;
  const { marked } = memoOf(inst);
  const { nodeReq } = inst;
  let best: number[] | null = null;
  let bestRoute = -1;
  let bestSum = Infinity;
  let ties = 0;
  const stretch: number[] = [];
  for (const k of sol.usedRoutes()) {
    const route = sol.route(k);
    if (!canServe(inst, h, route.veh)) continue;
    const nodes = route.nodes;
    const last = nodes.length - 2;
    const temp = scratchRoute(inst, route.veh);
    for (let s = 1; s <= last; s++) {
      let sum = 0;
      for (let e = s; e <= last; e++) {
        const r = nodeReq[nodes[e] as number] as number;
        if (marked[r] === 0) {
          marked[r] = 1;
          stretch.push(r);
          sum += penalty[r] as number;
        }
        if (stretch.length > STRETCH_MAX || sum > bestSum) break;
        if (stretch.length < STRETCH_MIN) continue;
        if (e < last && marked[nodeReq[nodes[e + 1] as number] as number] === 1) continue;
        if (!temp.copyWithout(route, -1, -1, marked) || !bestInsertion(temp, h, move, true))
          continue;
        ties = sum === bestSum ? ties + 1 : 1;
        if (rng.int(ties) !== 0) continue;
        bestSum = sum;
        best = stretch.slice();
        bestRoute = k;
      }
      for (const r of stretch) marked[r] = 0;
      stretch.length = 0;
    }
  }
  return best ? { route: bestRoute, out: best } : null;
}

/** Records the current version of every route searched for h in a hopeless-route table. */
function remember(table: Float64Array, sol: Solution, h: number, routes: readonly number[]): void {
  const nVeh = sol.inst.nVeh;
  for (const k of routes) {
    const route = sol.route(k);
    table[h * nVeh + route.veh] = route.version;
  }
}

/** The first of the candidates, by increasing sum, whose ejection lets h in; null if none does. */
function firstFeasible(
  sol: Solution,
  h: number,
  routes: readonly number[],
  requests: readonly number[][],
): { route: number; out: number[] } | null {
  if (candidates.count === 0) return null;
  candidates.sortBySum();
  for (let s = 0; s < candidates.count; s++) {
    const q = candidates.order[s] as number;
    const c = candidates.route[q] as number;
    const k = routes[c] as number;
    const route = sol.route(k);
    const reqs = requests[c] as number[];
    const a = reqs[candidates.x[q] as number] as number;
    const y = candidates.y[q] as number;
    const b = y < 0 ? -1 : (reqs[y] as number);
    const temp = scratchRoute(sol.inst, route.veh);
    temp.copyWithout(route, a, b);
    if (bestInsertion(temp, h, move, true)) return { route: k, out: b < 0 ? [a] : [a, b] };
  }
  return null;
}

/** Random feasible relocations that diversify the solution while requests wait in the pool. */
function perturb(sol: Solution, ctx: SearchContext, moves: number): void {
  const { rng } = ctx;
  const assigned = sol.assigned();
  if (assigned.length < 2) return;
  for (let t = 0; t < moves; t++) {
    const r = assigned[rng.int(assigned.length)] as number;
    const from = sol.routeOf[r] as number;
    const to = rng.int(sol.routes.length);
    const target = sol.route(to);
    if (to === from || target.isEmpty) continue;
    if (sol.route(from).requests().length === 1) continue;
    if (!bestInsertion(target, r, move)) continue;
    sol.remove(r);
    sol.insert(r, to, move.i, move.j);
  }
}

/**
 * Ejection-pool insertion: pushes the pool's requests into used routes, ejecting at most two others when a
 * request fits nowhere, with failure counters steering which ones. Returns true when the pool empties.
 *
 * The pool is a queue: the request taken is the oldest, and ejected requests wait behind every other one. (Taken
 * last-in-first-out, two requests that eject each other could alternate until the iteration cap while a third,
 * which fitted beside one of them, never got its turn.) With `best`, a run that does not empty the pool leaves
 * `sol` at the state with the smallest pool it went through (`best` is scratch space). It stops, successfully, as
 * soon as at most `target` requests are left in the pool (they stay unassigned). With `giveUp` it stops early
 * when the pool does not shrink (HOPELESS_CAP_SHARE).
 */
export function ejectionSearch(
  sol: Solution,
  pool: number[],
  ctx: SearchContext,
  until: number,
  penalty: Int32Array,
  maxIter = maxIterations(sol.inst),
  best?: Solution,
  target = 0,
  giveUp = false,
): boolean {
  penalty.fill(1);
  let bestPool = pool.length;
  let minPool = pool.length;
  const hopeless = HOPELESS_SHARE * pool.length;
  const hopelessAt = Math.round(HOPELESS_CAP_SHARE * maxIter);
  best?.copyFrom(sol);
  for (let iter = 0; pool.length > target && iter < maxIter && now() < until; iter++) {
    if (pool.length < minPool) minPool = pool.length;
    if (giveUp && iter === hopelessAt && minPool > hopeless) break;
    const h = pool.pop() as number;
    if (insertIntoUsed(sol, h)) {
      if (best && pool.length < bestPool) {
        bestPool = pool.length;
        best.copyFrom(sol);
      }
      continue;
    }
    penalty[h] = (penalty[h] as number) + 1;
    // A stretch only for the last request or one of the last two: allowed for the last five, it was called 9–59
    // times per 60 s run on lrc2_4_1, lrc1_4_7 and lrc2_4_9 and none of them lost a route (fifteenth session).
    const ej =
      findEjection(sol, h, penalty, ctx) ??
      (pool.length <= target + 1 ? findStretchEjection(sol, h, penalty, ctx.rng) : null);
    if (ej) {
      sol.removeMany(ej.out);
      const route = sol.route(ej.route);
      if (bestInsertion(route, h, move)) sol.insert(h, ej.route, move.i, move.j);
      else pool.unshift(h);
      pool.unshift(...ej.out);
    } else {
      pool.unshift(h);
    }
    perturb(sol, ctx, PERTURB_MOVES);
  }
  if (best && pool.length > bestPool) sol.copyFrom(best);
  return pool.length <= target;
}

/** Tries to serve unassigned requests by ejection search; keeps the result only if it serves more. */
export function insertUnassigned(
  sol: Solution,
  pending: number[],
  ctx: SearchContext,
  deadline: number,
): void {
  if (pending.length === 0) return;
  const backup = sol.clone();
  const pool = pending.slice();
  ejectionSearch(
    sol,
    pool,
    ctx,
    deadline,
    new Int32Array(sol.inst.nReq),
    maxIterations(sol.inst),
    sol.clone(),
  );
  if (sol.unassignedCount() > backup.unassignedCount()) sol.copyFrom(backup);
}

/**
 * Route elimination: empties a route and reinserts its requests by ejection search; on failure the previous
 * solution is restored. Stops at the lower bound, after repeated failures, or at the deadline.
 * `beforeAttempt` sees the solution before each attempt (the caller keeps snapshots per vehicle count).
 */
export function eliminateRoutes(
  sol: Solution,
  ctx: SearchContext,
  deadline: number,
  lowerBound: number,
  maxFailures: number,
  attemptMs: number,
  beforeAttempt?: (sol: Solution) => void,
): void {
  const penalty = new Int32Array(sol.inst.nReq);
  let failures = 0;
  const backup = sol.clone();
  while (now() < deadline && sol.vehicles() > lowerBound && failures < maxFailures) {
    beforeAttempt?.(sol);
    const victim = drawShortRoute(sol, ctx);
    backup.copyFrom(sol);
    // Requests already left out join the pool: the attempt succeeds when no more than before stay out, so a
    // route also goes when the tasks it served can take the place of others that were unassigned.
    const waiting = sol.unassigned().filter((r) => ctx.routable[r] === 1);
    const pool = [...sol.route(victim).requests(), ...waiting];
    sol.removeMany(pool);
    const attemptEnd = Math.min(deadline, now() + attemptMs);
    if (
      ejectionSearch(
        sol,
        pool,
        ctx,
        attemptEnd,
        penalty,
        maxIterations(sol.inst),
        undefined,
        waiting.length,
        true,
      )
    ) {
      failures = 0;
      localSearch(sol, ctx, deadline);
    } else {
      sol.copyFrom(backup);
      failures++;
    }
  }
}
