import { now, type SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';
import { randomRemoval } from '../alns/random-removal.js';
import { regretRepair } from '../alns/regret-repair.js';
import { ROUTE_PAIR_MIN_ROUTES, routePairRemoval } from '../alns/route-pair-removal.js';
import { routeRemoval } from '../alns/route-removal.js';
import { shawRemoval } from '../alns/shaw-removal.js';
import { worstRemoval } from '../alns/worst-removal.js';
import { localSearch } from '../operators/local-search.js';
import { relocateResequence } from '../operators/relocate-resequence.js';
import { ejectionSearch } from './route-elimination.js';

type Destroy = (sol: Solution, q: number, ctx: SearchContext) => number[];

/** Destroy operators and the fewest routes the current solution needs for the ALNS to draw each. */
const DESTROY: { remove: Destroy; minRoutes: number }[] = [
  { remove: randomRemoval, minRoutes: 0 },
  { remove: shawRemoval, minRoutes: 0 },
  { remove: worstRemoval, minRoutes: 0 },
  { remove: routeRemoval, minRoutes: 0 },
  { remove: routePairRemoval, minRoutes: ROUTE_PAIR_MIN_ROUTES },
];
/** Repair variants: regret level and noise. */
const REPAIR: { k: number; noise: number }[] = [
  { k: 1, noise: 0 },
  { k: 2, noise: 0 },
  { k: 3, noise: 0 },
  { k: 1, noise: 1 },
  { k: 2, noise: 1 },
  // Near-random positions: lets small instances reach interleavings that cheapest insertion never builds.
  { k: 1, noise: 20 },
];
const SEGMENT = 100;
/** Ejection-search iterations spent completing a repair that left requests out. */
const COMPLETION_ITER = 60;
const REACTION = 0.1;
/** Iterations without a new best, per request, after which the search restarts from the best and reheats. */
const STALL_PER_REQUEST = 10;
/**
 * The search ends before its deadline after this many iterations without a new best (and at least CONVERGED
 * restarts): a dispatch of a few orders reaches its optimum in milliseconds, and the administrator who routes
 * them by hand waited the whole budget (20 s) for it. Large instances never get there: lrc2_4_5 spent 32 000
 * iterations (15 restarts) before its last improvement at 60 s.
 */
const CONVERGED_ITERATIONS = 100_000;
const CONVERGED_RESTARTS = 20;

/** Iterations without a new best after which the search of n requests has converged. */
export function convergedAfter(n: number): number {
  return Math.max(CONVERGED_ITERATIONS, CONVERGED_RESTARTS * STALL_PER_REQUEST * n);
}

const SCORE_BEST = 33;
const SCORE_BETTER = 9;
const SCORE_ACCEPTED = 13;

/** Index among the usable ones (all by default), with probability proportional to its weight. */
function pickWeighted(weights: number[], u: number, usable = (_k: number) => true): number {
  let total = 0;
  for (let k = 0; k < weights.length; k++) if (usable(k)) total += weights[k] as number;
  let x = u * total;
  let last = 0;
  for (let k = 0; k < weights.length; k++) {
    if (!usable(k)) continue;
    last = k;
    x -= weights[k] as number;
    if (x <= 0) return k;
  }
  return last;
}

/** Lexicographic level comparison on (unassigned, vehicles); 0 when equal. */
function levelDiff(a: Solution, b: Solution): number {
  const du = a.unassignedCount() - b.unassignedCount();
  return du !== 0 ? du : a.vehicles() - b.vehicles();
}

/** Re-sequencing relocations on the best until none improves, then the local search; true on improvement. */
function resequence(best: Solution, ctx: SearchContext, deadline: number): boolean {
  let improved = false;
  while (now() < deadline && relocateResequence(best, ctx, deadline)) improved = true;
  if (improved) localSearch(best, ctx, deadline);
  return improved;
}

/** How an ALNS run ended: iterations done, and whether it converged (no new best for convergedAfter(n)). */
export interface AlnsEnd {
  iterations: number;
  converged: boolean;
}

/**
 * Adaptive large neighbourhood search (Ropke & Pisinger) with simulated annealing on cost at a fixed level
 * of (unassigned, vehicles); a better level is always accepted. Improves `best` in place. With `barrenRestarts`
 * it ends once that many restarts in a row found no new best (the caller moves to another basin). With `fewer`
 * the fleet is kept: a candidate that serves as many requests with fewer routes is handed to it and not accepted.
 */
export function alns(
  best: Solution,
  ctx: SearchContext,
  deadline: number,
  pending: (sol: Solution) => number[],
  maxIterations: number,
  barrenRestarts = Infinity,
  fewer?: (sol: Solution) => void,
): AlnsEnd {
  const { rng } = ctx;
  const n = best.assigned().length + pending(best).length;
  if (n === 0) return { iterations: 0, converged: true };
  const current = best.clone();
  const cand = best.clone();
  const completion = best.clone();
  const dW = DESTROY.map(() => 1);
  const rW = REPAIR.map(() => 1);
  const dS = DESTROY.map(() => 0);
  const rS = REPAIR.map(() => 0);
  const dN = DESTROY.map(() => 0);
  const rN = REPAIR.map(() => 0);
  const penalty = new Int32Array(best.inst.nReq);
  const qMin = Math.min(4, Math.max(1, Math.floor(n / 4)));
  const qMax = Math.max(Math.min(n, 8), Math.min(40, Math.floor(0.3 * n)));
  const t0 = (0.02 * best.cost()) / Math.LN2;
  const start = now();
  const span = Math.max(1, deadline - start);
  const stall = STALL_PER_REQUEST * n;
  const converged = convergedAfter(n);
  let barren = 0;
  let lastBest = 0;
  let improvedAt = 0;
  let reheatAt = 0;
  // Cost of the best the last re-sequencing sweeps ended on.
  let resequenced = NaN;
  let iter = 1;
  for (; iter <= maxIterations; iter++) {
    const tNow = now();
    // Negated so that a NaN deadline stops the loop too.
    if (!(tNow < deadline) || iter - improvedAt > converged) break;
    const progress = Number.isFinite(maxIterations) ? iter / maxIterations : (tNow - start) / span;
    if (iter - lastBest > stall) {
      if (improvedAt < lastBest) barren++;
      else barren = 0;
      if (barren >= barrenRestarts) break;
      // Stuck: look for the re-sequencing relocations the ALNS undoes (with every request served, and not again on
      // a best already searched: a sweep takes 10–30 ms on 100 tasks, 0.4 s on lr2_4_5), then restart from the best
      // with the cooling schedule over what is left.
      if (
        pending(best).length === 0 &&
        best.cost() !== resequenced &&
        resequence(best, ctx, deadline)
      )
        improvedAt = iter;
      resequenced = best.cost();
      current.copyFrom(best);
      lastBest = iter;
      reheatAt = progress;
    }
    const temp = t0 * Math.pow(0.002, (progress - reheatAt) / Math.max(1e-9, 1 - reheatAt));
    cand.copyFrom(current);
    const q = qMin + rng.int(qMax - qMin + 1);
    const routes = current.vehicles();
    const di = pickWeighted(dW, rng.next(), (k) => routes >= (DESTROY[k]?.minRoutes ?? 0));
    const ri = pickWeighted(rW, rng.next());
    const removed = (DESTROY[di] as { remove: Destroy }).remove(cand, q, ctx);
    const repair = REPAIR[ri] as { k: number; noise: number };
    // With every request served, a repair that uses more routes than the current solution can only reach a worse
    // level: it gives up at the first request that only a route beyond them takes (half of the iterations at 10
    // routes on lrc2_4_5; 15 % less time per iteration there).
    const repaired = regretRepair(
      cand,
      [...removed, ...pending(cand).filter((r) => !removed.includes(r))],
      ctx,
      repair.k,
      repair.noise,
      Infinity,
      current.unassignedCount() === 0 ? current.vehicles() : Infinity,
    );
    if (repaired && cand.unassignedCount() > current.unassignedCount())
      ejectionSearch(cand, pending(cand), ctx, deadline, penalty, COMPLETION_ITER, completion);
    const level = levelDiff(cand, current);
    const delta = cand.cost() - current.cost();
    let score = 0;
    const handedOver = repaired && level < 0 && cand.vehicles() < current.vehicles() && !!fewer;
    if (handedOver) fewer?.(cand);
    if (
      repaired &&
      !handedOver &&
      (level < 0 ||
        (level === 0 && delta < 0) ||
        (level === 0 && rng.next() < Math.exp(-delta / temp)))
    ) {
      const bestLevel = levelDiff(cand, best);
      if (bestLevel < 0 || (bestLevel === 0 && cand.cost() < best.cost() - 1e-9)) {
        localSearch(cand, ctx, deadline);
        best.copyFrom(cand);
        lastBest = iter;
        improvedAt = iter;
        score = SCORE_BEST;
      } else score = level < 0 || delta < 0 ? SCORE_BETTER : SCORE_ACCEPTED;
      current.copyFrom(cand);
    }
    dS[di] = (dS[di] as number) + score;
    rS[ri] = (rS[ri] as number) + score;
    dN[di] = (dN[di] as number) + 1;
    rN[ri] = (rN[ri] as number) + 1;
    if (iter % SEGMENT === 0) {
      for (let k = 0; k < dW.length; k++) {
        if ((dN[k] as number) > 0)
          dW[k] =
            (dW[k] as number) * (1 - REACTION) + (REACTION * (dS[k] as number)) / (dN[k] as number);
        dW[k] = Math.max(0.05, dW[k] as number);
        dS[k] = 0;
        dN[k] = 0;
      }
      for (let k = 0; k < rW.length; k++) {
        if ((rN[k] as number) > 0)
          rW[k] =
            (rW[k] as number) * (1 - REACTION) + (REACTION * (rS[k] as number)) / (rN[k] as number);
        rW[k] = Math.max(0.05, rW[k] as number);
        rS[k] = 0;
        rN[k] = 0;
      }
    }
  }
  return { iterations: iter - 1, converged: iter - improvedAt > converged };
}
