import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import type { Problem } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { buildPlan } from '../solver/plan-builder.js';
import { problemArbitrary } from '../testing/problem.arbitrary.js';
import { Rng } from '../util/rng.js';
import { bestInsertion, newMove } from './insertion.js';
import { compileInstance, type Instance } from './instance.js';
import { RouteState } from './route-state.js';
import { Solution } from './solution.js';

const provider = euclideanProvider(1);
const bounded = { plugins: [fc.interruptAfterTimeLimit(45_000, { failOnInterrupt: true })] };

/** problemArbitrary with sizes on some tasks and room on some vehicles, so that volume limits bind too. */
const problemWithVolume = fc
  .tuple(problemArbitrary(9), fc.integer({ min: 0, max: 1e6 }))
  .map(([problem, seed]): Problem => {
    const rng = new Rng(seed);
    const side = (lo: number, hi: number): number => lo + rng.int(hi - lo + 1);
    return {
      ...problem,
      tasks: problem.tasks.map((t) =>
        rng.next() < 0.5
          ? {
              ...t,
              size: { altoCm: side(1, 30), anchoCm: side(1, 30), profundidadCm: side(1, 30) },
            }
          : t,
      ),
      vehicles: problem.vehicles.map((v) =>
        rng.next() < 0.5
          ? {
              ...v,
              space: { altoCm: side(20, 40), anchoCm: side(20, 40), profundidadCm: side(20, 40) },
            }
          : v,
      ),
    };
  });

/** A feasible route of vehicle veh: requests inserted at random positions, kept when a full recompute accepts them. */
function randomRoute(inst: Instance, veh: number, rng: Rng): RouteState {
  const route = new RouteState(inst, veh);
  for (const r of rng.shuffle(Array.from({ length: inst.nReq }, (_, k) => k))) {
    if (inst.compat[r * inst.nTypes + (inst.vehType[veh] as number)] === 0) continue;
    const n = route.nodes.length;
    const i = rng.int(n - 1);
    const j = i + rng.int(n - 1 - i);
    const next = route.clone();
    next.insert(r, i, j);
    if (new RouteState(inst, veh, next.nodes.slice()).feasible) route.copyFrom(next);
  }
  return route;
}

/** Sum of arc costs (the quantity whose change bestInsertion reports). */
function arcCost(inst: Instance, veh: number, nodes: readonly number[]): number {
  const ck = inst.arcKm[veh] as number;
  const cm = inst.arcMin[veh] as number;
  let c = 0;
  for (let k = 0; k + 1 < nodes.length; k++) {
    const arc = (nodes[k] as number) * inst.nNodes + (nodes[k + 1] as number);
    c += ck * (inst.dist[arc] as number) + cm * (inst.time[arc] as number);
  }
  return c;
}

/**
 * Every insertion position of r into route, each judged by a full recompute of the new route; `first` is the
 * first feasible one by pickup position, then delivery position (the one firstOnly stops at).
 */
function bruteForce(
  route: RouteState,
  r: number,
): { feasible: boolean; cost: number; first: { i: number; j: number; cost: number } | null } {
  const { inst, veh } = route;
  let first: { i: number; j: number; cost: number } | null = null;
  if (inst.compat[r * inst.nTypes + (inst.vehType[veh] as number)] === 0)
    return { feasible: false, cost: Infinity, first };
  const pair = (inst.pickup[r] as number) >= 0 && (inst.delivery[r] as number) >= 0;
  const n = route.nodes.length;
  const base = arcCost(inst, veh, route.nodes);
  let best = Infinity;
  for (let i = 0; i < n - 1; i++) {
    for (let j = i; j < (pair ? n - 1 : i + 1); j++) {
      const next = route.clone();
      next.insert(r, i, j);
      const full = new RouteState(inst, veh, next.nodes.slice());
      if (!full.feasible) continue;
      const cost = arcCost(inst, veh, full.nodes) - base;
      first ??= { i, j, cost };
      best = Math.min(best, cost);
    }
  }
  return { feasible: best < Infinity, cost: best, first };
}

const close = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe('bestInsertion (cached schedule) against a full recompute', () => {
  it('finds a position exactly when one exists, at the cheapest cost, and the route stays feasible', () => {
    fc.assert(
      fc.property(problemWithVolume, fc.integer({ min: 0, max: 1e6 }), (problem, seed) => {
        const inst = compileInstance(problem, provider);
        const rng = new Rng(seed);
        const veh = rng.int(inst.nVeh);
        const route = randomRoute(inst, veh, rng);
        const move = newMove();
        const served = new Set(route.requests());
        for (let r = 0; r < inst.nReq; r++) {
          if (served.has(r)) continue;
          const brute = bruteForce(route, r);
          expect(bestInsertion(route, r, move, true)).toBe(brute.feasible);
          if (brute.feasible) {
            expect({ i: move.i, j: move.j }).toEqual({ i: brute.first?.i, j: brute.first?.j });
            expect(close(move.cost, brute.first?.cost ?? NaN)).toBe(true);
            const first = route.clone();
            first.insert(r, move.i, move.j);
            expect(first.feasible).toBe(true);
          }
          expect(bestInsertion(route, r, move)).toBe(brute.feasible);
          if (!brute.feasible) continue;
          // Euclidean arcs satisfy the triangle inequality, so the pruning keeps the optimum.
          expect(close(move.cost, brute.cost)).toBe(true);
          const next = route.clone();
          next.insert(r, move.i, move.j);
          expect(next.feasible).toBe(true);
          expect(
            close(arcCost(inst, veh, next.nodes) - arcCost(inst, veh, route.nodes), move.cost),
          ).toBe(true);
          // The cached schedule after insert() is the one a fresh route computes.
          expectSameState(next, new RouteState(inst, veh, next.nodes.slice()));
          // checkPlan accepts the route with the request inserted.
          const sol = new Solution(inst);
          sol.routes[veh] = next;
          for (const q of next.requests()) sol.routeOf[q] = veh;
          expect(checkPlan(problem, buildPlan(inst, sol, new Map()), { provider }).errors).toEqual(
            [],
          );
        }
      }),
      { numRuns: 150, ...bounded },
    );
  });
});

describe('RouteState.copyWithout', () => {
  it('leaves the state of copyFrom + removeNoUpdate + update, for two requests or a marked set', () => {
    fc.assert(
      fc.property(problemWithVolume, fc.integer({ min: 0, max: 1e6 }), (problem, seed) => {
        const inst = compileInstance(problem, provider);
        const rng = new Rng(seed);
        const veh = rng.int(inst.nVeh);
        const route = randomRoute(inst, veh, rng);
        const reqs = route.requests();
        // One scratch for every pair, as in findEjection: entries left past the end by longer routes must not matter.
        const scratch = route.clone();
        for (let x = 0; x < reqs.length; x++) {
          for (let y = x; y < reqs.length; y++) {
            const a = reqs[x] as number;
            const b = x === y ? -1 : (reqs[y] as number);
            const expected = route.clone();
            expected.removeNoUpdate(a);
            if (b >= 0) expected.removeNoUpdate(b);
            expected.update();
            expect(scratch.copyWithout(route, a, b)).toBe(expected.feasible);
            expectSameState(scratch, expected);
          }
        }
        // A set of marked requests (the stretch ejection), with the same scratch.
        const marked = new Uint8Array(inst.nReq);
        for (let t = 0; t < 6; t++) {
          const out = reqs.filter(() => rng.int(3) === 0);
          for (const r of out) marked[r] = 1;
          const expected = route.clone();
          for (const r of out) expected.removeNoUpdate(r);
          expected.update();
          expect(scratch.copyWithout(route, -1, -1, marked)).toBe(expected.feasible);
          expectSameState(scratch, expected);
          marked.fill(0);
        }
        const sol = new Solution(inst);
        sol.routes[veh] = route;
        for (const q of reqs) sol.routeOf[q] = veh;
        expect(checkPlan(problem, buildPlan(inst, sol, new Map()), { provider }).errors).toEqual(
          [],
        );
      }),
      { numRuns: 100, ...bounded },
    );
  });
});

function expectSameState(got: RouteState, want: RouteState): void {
  const n = want.nodes.length;
  expect(got.nodes).toEqual(want.nodes);
  for (const key of ['start', 'latest', 'loadW', 'loadV'] as const)
    expect(Array.from(got[key].subarray(0, n))).toEqual(Array.from(want[key].subarray(0, n)));
  for (const key of ['arcTime', 'arcDist'] as const)
    expect(Array.from(got[key].subarray(0, n - 1))).toEqual(
      Array.from(want[key].subarray(0, n - 1)),
    );
  expect([got.distance, got.duration, got.cost, got.feasible]).toEqual([
    want.distance,
    want.duration,
    want.cost,
    want.feasible,
  ]);
}
