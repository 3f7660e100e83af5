import { compileInstance, type Instance } from '../core/instance.js';
import { bestInsertion, newMove } from '../core/insertion.js';
import { RouteState } from '../core/route-state.js';
import { buildContext, now, type SearchContext } from '../core/search-context.js';
import { compareSolutions, Solution } from '../core/solution.js';
import { regretRepair } from '../alns/regret-repair.js';
import {
  RoutingReason,
  type Plan,
  type Problem,
  type RoutingReasonCode,
} from '../model/problem.types.js';
import { localSearch } from '../operators/local-search.js';
import { haversineProvider } from '../providers/haversine.provider.js';
import type { TravelProvider } from '../providers/travel.types.js';
import { alns } from '../search/alns.js';
import { distancePhase } from '../search/distance-phase.js';
import { eliminateRoutes, insertUnassigned } from '../search/route-elimination.js';
import { Rng } from '../util/rng.js';
import { buildPlan } from './plan-builder.js';

export interface SolveOptions {
  /** Wall-clock budget in milliseconds (default 1000). */
  timeLimitMs?: number;
  seed?: number;
  /** Cap on metaheuristic iterations; with a generous time limit the run no longer depends on machine speed. */
  maxIterations?: number;
  /** Distances and times; haversine × circuity at an average speed by default. */
  provider?: TravelProvider;
}

/** Share of the budget the route-elimination phase may use. */
const ELIMINATION_SHARE = 0.5;
/**
 * Share of the budget one route-elimination attempt may use (at least MIN_ATTEMPT_MS), and the share that sets how
 * many failed attempts in a row give a level up (until 28/11: attempts of 8 %, five failures). A failure counts as
 * one even when the attempt was cut as hopeless after a few percent of its time; weighing failures by their time
 * won the 400 set one instance per seed and cost traps at 5 s (routing README, ninth session).
 * Attempts succeed early or not at all: from one 11-route solution of lrc2_4_5, 5 attempts at 10 of 20 succeeded,
 * in 0.7–1.3 s but one at 3.1 s, and the other 15 ran to their 15 s cap. The first elimination phase at 60 s,
 * seeds 1–8, reached the best-known vehicles on 20 of 24 runs of lrc2_4_5, lr2_4_5 and lrc1_4_5 (8, 4 and 8)
 * against 14 (3, 4 and 7) with attempts of 8 %, and 16 (7, 3 and 6) with attempts on the Luby sequence (units of
 * 2 %, 20 units).
 */
const ATTEMPT_SHARE = 0.04;
const FAILURES_SHARE = 0.4;
/**
 * 8 % of a 1 s budget: the 1 s runs keep the attempts (and the five failures) with which the set met its targets.
 * lrc203 at 1 s ends in a basin 13–28 % above its best on some seeds either way (5 of 20 runs with this code, 3 of 30
 * with attempts of 8 % and the ALNS before; with 50 ms, 2 of 11).
 */
const MIN_ATTEMPT_MS = 80;
/**
 * Re-squeeze after route elimination (shares of the budget): a distance ALNS on the solution with one route more,
 * then route elimination again from it. Squeezing a route out of a compact solution tends to leave routes with
 * slack, from which the distance phase reaches good solutions; the first squeeze, from a perturbed solution, often
 * leaves a tight, poor shape with little waiting (lrc207: +50 % at 3 vehicles) that the distance phase cannot leave.
 * A re-squeezed solution replaces the first only when strictly better (same or fewer vehicles, then distance).
 * It runs for short routes too: lr1_2_5 at 16 vehicles and 30 s landed 5–8 % above the best known on two seeds
 * of three with the first squeeze only, 0–3 % with the re-squeeze.
 */
const RESQUEEZE_SHARE = 0.2;
const COMPACT_SHARE = 0.06;
/**
 * Squeezes tried from the compact solution, one elimination attempt each; the cheapest at the final route count
 * is kept. Its cost right after the squeeze tells the basin the distance phase will stay in (lrc203 at 3 vehicles:
 * 1097 → 1089, 1590 → 1393; lr2_4_1 at 8: 13 435 → 12 516 after 49 s).
 */
const RESQUEEZE_TRIES = 6;
/**
 * Squeezes tried for each new basin of the distance phase (`search/distance-phase.ts`), the cheapest kept: a basin
 * is a fresh squeeze from the same compact solution with its own ALNS, and the best over all basins is the answer.
 */
const BASIN_TRIES = 3;

/**
 * Fresh squeezes from `compact` (one route more than `sol`): the returned function makes up to `tries` elimination
 * attempts and gives the cheapest result at the level of `sol` (which the distance phase may since have bettered),
 * or null if none reaches it. The result is scratch space, valid until the next call.
 */
function squeezer(
  compact: Solution,
  sol: Solution,
  ctx: SearchContext,
  attemptMs: number,
): (tries: number, end: number) => Solution | null {
  const m = compact.vehicles() - 1;
  const trial = compact.clone();
  const found = compact.clone();
  return (tries, end) => {
    let any = false;
    for (let k = 0; k < tries && now() < end; k++) {
      trial.copyFrom(compact);
      eliminateRoutes(trial, ctx, end, m, 1, attemptMs);
      if (trial.vehicles() > sol.vehicles() || trial.unassignedCount() > sol.unassignedCount())
        continue;
      if (!any || compareSolutions(trial, found) < 0) found.copyFrom(trial);
      any = true;
    }
    return any ? found : null;
  };
}

/** Classifies each request: routable, or unassigned with reason 70 (no vehicle can carry it) or 60 (windows/shift). */
function classify(inst: Instance): {
  routable: Uint8Array;
  reasons: Map<number, RoutingReasonCode>;
} {
  const routable = new Uint8Array(inst.nReq);
  const reasons = new Map<number, RoutingReasonCode>();
  const move = newMove();
  const firstUnit = new Map<number, number>();
  for (let v = inst.nVeh - 1; v >= 0; v--) firstUnit.set(inst.vehType[v] as number, v);
  for (let r = 0; r < inst.nReq; r++) {
    let carried = false;
    for (const [type, v] of firstUnit) {
      if (inst.compat[r * inst.nTypes + type] === 0) continue;
      carried = true;
      if (bestInsertion(new RouteState(inst, v), r, move, true)) {
        routable[r] = 1;
        break;
      }
    }
    if (!routable[r])
      reasons.set(r, carried ? RoutingReason.RutaNoEncontrada : RoutingReason.SinVehiculosValidos);
  }
  return { routable, reasons };
}

/**
 * Vehicle lower bound for one vehicle type (1 for mixed fleets). Only single-ended tasks accumulate: a
 * delivery-only load is on board from the start, a pickup-only load until the end, so each side must fit in the
 * routes together. A pickup-and-delivery pair frees its room, so pairs bound nothing (a total-weight bound over
 * pairs stopped route elimination above the optimum: issue 18).
 */
function lowerBound(inst: Instance, routable: Uint8Array): number {
  if (inst.nTypes !== 1 || inst.nVeh === 0) return 1;
  const side = { start: { w: 0, v: 0 }, end: { w: 0, v: 0 } };
  for (let r = 0; r < inst.nReq; r++) {
    if (!routable[r]) continue;
    const p = inst.pickup[r] as number;
    const d = inst.delivery[r] as number;
    if (p >= 0 && d >= 0) continue;
    const acc = p >= 0 ? side.end : side.start;
    const node = p >= 0 ? p : d;
    acc.w += Math.abs(inst.demW[node] as number);
    acc.v += Math.abs(inst.demV[node] as number);
  }
  const capW = inst.capW[0] as number;
  const capV = inst.capV[0] as number;
  const need = (x: number, cap: number): number => Math.ceil(x / cap - 1e-9);
  return Math.max(
    1,
    need(side.start.w, capW),
    need(side.start.v, capV),
    need(side.end.w, capW),
    need(side.end.v, capV),
  );
}

/** Solves the problem within the time limit; the result is reproducible for a given seed and budget. */
export function solve(problem: Problem, options: SolveOptions = {}): Plan {
  const timeLimitMs = options.timeLimitMs ?? 1000;
  if (Number.isNaN(timeLimitMs) || timeLimitMs < 0)
    throw new RangeError('timeLimitMs must be a number ≥ 0');
  if (timeLimitMs === Infinity && !Number.isFinite(options.maxIterations ?? Infinity))
    throw new RangeError('an unlimited timeLimitMs needs a finite maxIterations');
  const begin = now();
  const deadline = begin + timeLimitMs;
  const inst = compileInstance(problem, options.provider ?? haversineProvider());
  const { routable, reasons } = classify(inst);
  const ctx = buildContext(inst, new Rng(options.seed ?? 1), deadline, routable);
  const sol = new Solution(inst);
  const pending = (s: Solution): number[] => s.unassigned().filter((r) => routable[r] === 1);
  regretRepair(sol, pending(sol), ctx, 1, 0, deadline);
  localSearch(sol, ctx, deadline);
  const eliminationEnd = begin + (deadline - begin) * ELIMINATION_SHARE;
  insertUnassigned(sol, pending(sol), ctx, eliminationEnd);
  const budget = deadline - begin;
  const maxIterations = options.maxIterations ?? Infinity;
  const attemptMs = Math.max(MIN_ATTEMPT_MS, budget * ATTEMPT_SHARE);
  const maxFailures = Math.max(1, Math.round((FAILURES_SHARE * budget) / attemptMs));
  // Snapshot before each attempt: the one at one route more than the final count precedes the last squeeze.
  const before = new Map<number, Solution>();
  const snapshot = (s: Solution): void => {
    before.set(s.vehicles(), s.clone());
  };
  // The bound counts every routable request; with some left out, fewer routes may serve as many.
  const bound = pending(sol).length > 0 ? 1 : lowerBound(inst, routable);
  eliminateRoutes(sol, ctx, eliminationEnd, bound, maxFailures, attemptMs, snapshot);
  const m = sol.vehicles();
  const relaxed = before.get(m + 1);
  const squeeze = relaxed ? squeezer(relaxed, sol, ctx, attemptMs) : null;
  if (relaxed && squeeze) {
    // Re-squeeze: optimise distance with one route more, then eliminate a route again from that compact solution.
    const end = Math.min(deadline, now() + budget * RESQUEEZE_SHARE);
    // With an iteration cap the compaction counts iterations, so that the run stays reproducible.
    const iters = Number.isFinite(maxIterations)
      ? Math.max(1, Math.round(maxIterations * COMPACT_SHARE))
      : Infinity;
    // The compaction keeps the route more: were it to drop it, every squeeze would return the compact solution
    // itself and every basin of the distance phase would start from it. The solutions with fewer routes it
    // meets compete with the squeezes.
    alns(
      relaxed,
      ctx,
      Number.isFinite(iters) ? end : Math.min(end, now() + budget * COMPACT_SHARE),
      pending,
      iters,
      Infinity,
      (s) => {
        if (compareSolutions(s, sol) < 0) sol.copyFrom(s);
      },
    );
    const squeezed = squeeze(RESQUEEZE_TRIES, end);
    if (squeezed && compareSolutions(squeezed, sol) < 0) sol.copyFrom(squeezed);
  }
  distancePhase(
    sol,
    squeeze ? (end) => squeeze(BASIN_TRIES, end) : null,
    ctx,
    deadline,
    pending,
    maxIterations,
  );
  for (const r of pending(sol)) reasons.set(r, RoutingReason.NoRuteable);
  return buildPlan(inst, sol, reasons);
}
