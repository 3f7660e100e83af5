import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileInstance, type Instance } from '../core/instance.js';
import { bestInsertion, newMove } from '../core/insertion.js';
import { buildContext, type SearchContext } from '../core/search-context.js';
import { RouteState } from '../core/route-state.js';
import { Solution } from '../core/solution.js';
import { regretRepair } from '../alns/regret-repair.js';
import type { Problem } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { problemArbitrary } from '../testing/problem.arbitrary.js';
import { Rng } from '../util/rng.js';
import { buildPlan } from '../solver/plan-builder.js';
import { checkPlan } from '../check/check-plan.js';
import { ejectionSearch, findEjection, findStretchEjection } from './route-elimination.js';

/** Six one-unit deliveries around a depot; a vehicle carries `capacity` units. */
function deliveries(capacity: number): Problem {
  const depot = { lat: 0, lng: 0 };
  return {
    tasks: Array.from({ length: 6 }, (_, k) => ({
      id: `t${k}`,
      delivery: { location: { lat: 10 * (k + 1), lng: 5 * (k % 3) }, serviceTime: 1 },
      weightKg: 1,
    })),
    vehicles: [{ id: 'v', maxWeightKg: capacity, start: depot, end: depot, count: 'unlimited' }],
    objective: 'distance',
  };
}

/**
 * Requests 0–2 on route 0 and 3–5 emptied out of route 1 into the pool: the start of a route-elimination
 * attempt, rebuilt identically for every call.
 */
function attempt(capacity: number): { sol: Solution; ctx: SearchContext; pool: number[] } {
  const inst = compileInstance(deliveries(capacity), euclideanProvider(1));
  const ctx = buildContext(inst, new Rng(7), Infinity, new Uint8Array(inst.nReq).fill(1));
  const sol = new Solution(inst);
  const move = newMove();
  for (let r = 0; r < 6; r++) {
    const k = r < 3 ? 0 : 1;
    if (!bestInsertion(sol.route(k), r, move)) throw new Error(`request ${r} does not fit`);
    sol.insert(r, k, move.i, move.j);
  }
  const pool = sol.route(1).requests();
  sol.removeMany(pool);
  return { sol, ctx, pool };
}

const routesOf = (sol: Solution): number[][] =>
  sol.routes.filter((r) => !r.isEmpty).map((r) => r.requests().sort((a, b) => a - b));

describe('ejectionSearch: the attempt cut', () => {
  it('gives up after 800 iterations when the pool never falls below 70 % of its start', () => {
    // Three units per vehicle: the three requests in the pool can only take the place of the three on route 0.
    const cut = attempt(3);
    const capped = attempt(3);
    const full = attempt(3);
    const penalty = (): Int32Array => new Int32Array(6);
    expect(
      ejectionSearch(cut.sol, cut.pool, cut.ctx, Infinity, penalty(), 4000, undefined, 0, true),
    ).toBe(false);
    expect(ejectionSearch(capped.sol, capped.pool, capped.ctx, Infinity, penalty(), 800)).toBe(
      false,
    );
    expect(ejectionSearch(full.sol, full.pool, full.ctx, Infinity, penalty(), 4000)).toBe(false);
    // Same seed and the same path: the cut run stopped exactly where the run capped at 800 iterations stopped.
    const next = cut.ctx.rng.next();
    expect(next).toBe(capped.ctx.rng.next());
    expect(routesOf(cut.sol)).toEqual(routesOf(capped.sol));
    expect(cut.pool.length).toBe(3);
    // Without the cut the search goes on to its cap of 4000 iterations.
    expect(full.ctx.rng.next()).not.toBe(next);
  });

  it('does not give up an attempt that empties its pool', () => {
    const { sol, ctx, pool } = attempt(6);
    expect(
      ejectionSearch(sol, pool, ctx, Infinity, new Int32Array(6), 4000, undefined, 0, true),
    ).toBe(true);
    expect(routesOf(sol)).toEqual([[0, 1, 2, 3, 4, 5]]);
  });
});

/** Smallest penalty sum of a feasible ejection of one or two requests from one used route, by enumeration. */
function cheapestEjection(sol: Solution, h: number, penalty: Int32Array): number {
  const inst = sol.inst;
  const move = newMove();
  let best = Infinity;
  for (const route of sol.routes) {
    if (route.isEmpty) continue;
    if (inst.compat[h * inst.nTypes + (inst.vehType[route.veh] as number)] === 0) continue;
    const reqs = route.requests();
    const temp = new RouteState(inst, route.veh);
    for (let x = 0; x < reqs.length; x++)
      for (let y = x; y < reqs.length; y++) {
        const a = reqs[x] as number;
        const b = y === x ? -1 : (reqs[y] as number);
        temp.copyWithout(route, a, b);
        const sum = (penalty[a] as number) + (b < 0 ? 0 : (penalty[b] as number));
        if (sum < best && bestInsertion(temp, h, move, true)) best = sum;
      }
  }
  return best;
}

/** The compiled problem and a search context on it with every request routable. */
function searchOn(problem: Problem, seed: number): { inst: Instance; ctx: SearchContext } {
  const inst = compileInstance(problem, euclideanProvider(1));
  return {
    inst,
    ctx: buildContext(inst, new Rng(seed), Infinity, new Uint8Array(inst.nReq).fill(1)),
  };
}

/** searchOn with every request inserted by regret repair (those that fit nowhere stay unassigned). */
function repairedOn(problem: Problem, seed: number) {
  const { inst, ctx } = searchOn(problem, seed);
  const sol = new Solution(inst);
  regretRepair(
    sol,
    Array.from({ length: inst.nReq }, (_, r) => r),
    ctx,
    1,
    0,
  );
  return { inst, ctx, sol };
}

/**
 * repairedOn with its first assigned request (or first unassigned one) taken out as h, and the failure counters
 * given (1 past their end); undefined for a problem without requests.
 */
function outOfItsRoute(problem: Problem, seed: number, counters: readonly number[]) {
  const { inst, ctx, sol } = repairedOn(problem, seed);
  const h = sol.assigned()[0] ?? sol.unassigned()[0];
  if (h === undefined) return undefined;
  if (sol.routeOf[h] !== -1) sol.remove(h);
  const penalty = Int32Array.from({ length: inst.nReq }, (_, r) => counters[r] ?? 1);
  return { inst, ctx, sol, h, penalty };
}

/** A problem, a seed and failure counters for outOfItsRoute. */
const ejectionInput = fc.tuple(
  problemArbitrary(12),
  fc.integer({ min: 0, max: 1000 }),
  fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 12, maxLength: 12 }),
);

describe('findEjection', () => {
  it('returns a feasible ejection with the smallest penalty sum, or null when none exists', () => {
    fc.assert(
      fc.property(ejectionInput, ([problem, seed, counters]) => {
        const start = outOfItsRoute(problem, seed, counters);
        if (!start) return;
        const { inst, ctx, sol, h, penalty } = start;
        const expected = cheapestEjection(sol, h, penalty);
        const found = findEjection(sol, h, penalty, ctx);
        if (expected === Infinity) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        const { route, out } = found as { route: number; out: number[] };
        expect(out.reduce((s, r) => s + (penalty[r] as number), 0)).toBe(expected);
        const temp = new RouteState(inst, sol.route(route).veh);
        temp.copyWithout(sol.route(route), out[0] as number, out[1] ?? -1);
        expect(bestInsertion(temp, h, newMove(), true)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('stays exact over repeated searches while routes change between them (hopeless routes remembered)', () => {
    fc.assert(
      fc.property(
        problemArbitrary(12),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 30 })), {
          minLength: 4,
          maxLength: 12,
        }),
        (problem, seed, steps) => {
          const { inst, ctx, sol } = repairedOn(problem, seed);
          const h = sol.assigned()[0];
          if (h === undefined) return;
          sol.remove(h);
          const penalty = new Int32Array(inst.nReq).fill(1);
          const move = newMove();
          for (const [pick, to, counter] of steps) {
            // Each step changes the routes: a request moves to another route, leaves, or comes back; the
            // routes it touches get new versions, and the ones that lose requests may now let h in.
            const assigned = sol.assigned();
            const r = assigned[pick % Math.max(1, assigned.length)];
            const k = to % sol.routes.length;
            const out = sol.unassigned().filter((q) => q !== h);
            const back = out[pick % Math.max(1, out.length)];
            if (counter % 3 === 0 && r !== undefined) {
              if (k !== sol.routeOf[r] && bestInsertion(sol.route(k), r, move)) {
                sol.remove(r);
                sol.insert(r, k, move.i, move.j);
              }
            } else if (counter % 3 === 1 && r !== undefined) sol.remove(r);
            else if (back !== undefined && bestInsertion(sol.route(k), back, move))
              sol.insert(back, k, move.i, move.j);
            if (r !== undefined) penalty[r] = counter;
            const expected = cheapestEjection(sol, h, penalty);
            const found = findEjection(sol, h, penalty, ctx);
            if (expected === Infinity) expect(found).toBeNull();
            else expect(found?.out.reduce((s, q) => s + (penalty[q] as number), 0)).toBe(expected);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('looks again at a route where nothing fitted once that route changes', () => {
    // Four one-unit deliveries fill a vehicle of four units; h needs three units of room.
    const problem: Problem = {
      tasks: [1, 1, 1, 1, 3].map((w, k) => ({
        id: `t${k}`,
        delivery: { location: { lat: 2 * k + 1, lng: 1 }, serviceTime: 1 },
        weightKg: w,
      })),
      vehicles: [{ id: 'v', maxWeightKg: 4, start: { lat: 0, lng: 0 }, count: 1 }],
      objective: 'distance',
    };
    const { inst, ctx } = searchOn(problem, 3);
    const sol = new Solution(inst);
    const move = newMove();
    for (let r = 0; r < 4; r++) {
      if (!bestInsertion(sol.route(0), r, move)) throw new Error(`request ${r} does not fit`);
      sol.insert(r, 0, move.i, move.j);
    }
    const penalty = new Int32Array(inst.nReq).fill(1);
    expect(findEjection(sol, 4, penalty, ctx)).toBeNull();
    expect(findEjection(sol, 4, penalty, ctx)).toBeNull();
    sol.remove(0);
    sol.remove(1);
    expect(findEjection(sol, 4, penalty, ctx)?.out).toHaveLength(1);
  });

  it('finds the cheapest pair when the request needs the room of two others', () => {
    // Deliveries loaded at the depot: route k holds the loads of routes[k], a vehicle carries the largest
    // route's total, and h needs `need` units of room.
    let pairs = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 6 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 18, maxLength: 18 }),
        (routes, need, seed, counters) => {
          const loads = routes.flat();
          const capacity = Math.max(...routes.map((r) => r.reduce((a, b) => a + b, 0)));
          const problem: Problem = {
            tasks: [...loads, need].map((w, k) => ({
              id: `t${k}`,
              delivery: { location: { lat: 3 * k + 1, lng: 7 * (k % 4) }, serviceTime: 1 },
              weightKg: w,
            })),
            vehicles: [
              { id: 'v', maxWeightKg: capacity, start: { lat: 0, lng: 0 }, count: routes.length },
            ],
            objective: 'distance',
          };
          const { inst, ctx } = searchOn(problem, seed);
          const sol = new Solution(inst);
          const move = newMove();
          let r = 0;
          routes.forEach((route, k) => {
            for (const _ of route) {
              if (!bestInsertion(sol.route(k), r, move))
                throw new Error(`request ${r} does not fit`);
              sol.insert(r++, k, move.i, move.j);
            }
          });
          const h = loads.length;
          const penalty = Int32Array.from({ length: inst.nReq }, (_, q) => counters[q] ?? 1);
          const expected = cheapestEjection(sol, h, penalty);
          const found = findEjection(sol, h, penalty, ctx);
          if (expected === Infinity) {
            expect(found).toBeNull();
            return;
          }
          const out = found?.out ?? [];
          if (out.length === 2) pairs++;
          expect(out.reduce((sum, q) => sum + (penalty[q] as number), 0)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
    // About a fifth of the random cases need a pair (54–81 of 300 over 30 runs); the bound only
    // guards against a generator that stops producing them.
    expect(pairs).toBeGreaterThan(30);
  });
});

/** Requests of the stops at positions s..e of a route, each once. */
function stretchOf(route: RouteState, s: number, e: number): number[] {
  const out = new Set<number>();
  for (let k = s; k <= e; k++) out.add(route.inst.nodeReq[route.nodes[k] as number] as number);
  return [...out];
}

/** Smallest penalty sum of a feasible stretch ejection (3 to 6 requests), by enumerating every stretch. */
function cheapestStretch(sol: Solution, h: number, penalty: Int32Array): number {
  const inst = sol.inst;
  let best = Infinity;
  for (const route of sol.routes) {
    if (route.isEmpty) continue;
    if (inst.compat[h * inst.nTypes + (inst.vehType[route.veh] as number)] === 0) continue;
    const temp = new RouteState(inst, route.veh);
    for (let s = 1; s < route.nodes.length - 1; s++)
      for (let e = s; e < route.nodes.length - 1; e++) {
        const out = stretchOf(route, s, e);
        if (out.length < 3 || out.length > 6) continue;
        const marked = new Uint8Array(inst.nReq);
        for (const r of out) marked[r] = 1;
        const sum = out.reduce((t, r) => t + (penalty[r] as number), 0);
        if (
          sum < best &&
          temp.copyWithout(route, -1, -1, marked) &&
          bestInsertion(temp, h, newMove(), true)
        )
          best = sum;
      }
  }
  return best;
}

describe('findStretchEjection', () => {
  it('returns a stretch of 3 to 6 requests with the smallest penalty sum that lets h in, or null', () => {
    let found = 0;
    fc.assert(
      fc.property(ejectionInput, ([problem, seed, counters]) => {
        const start = outOfItsRoute(problem, seed, counters);
        if (!start) return;
        const { inst, ctx, sol, h, penalty } = start;
        const expected = cheapestStretch(sol, h, penalty);
        const stretch = findStretchEjection(sol, h, penalty, ctx.rng);
        if (expected === Infinity) {
          expect(stretch).toBeNull();
          return;
        }
        found++;
        const { route, out } = stretch as { route: number; out: number[] };
        const source = sol.route(route);
        expect(out.reduce((t, r) => t + (penalty[r] as number), 0)).toBe(expected);
        // The requests are those of consecutive stops of that route.
        const sorted = [...out].sort((a, b) => a - b);
        const last = source.nodes.length - 2;
        const isStretch = Array.from({ length: last }, (_, s) => s + 1).some((s) =>
          Array.from({ length: last - s + 1 }, (_, d) => s + d).some(
            (e) =>
              JSON.stringify(stretchOf(source, s, e).sort((a, b) => a - b)) ===
              JSON.stringify(sorted),
          ),
        );
        expect(isStretch).toBe(true);
        const marked = new Uint8Array(inst.nReq);
        for (const r of out) marked[r] = 1;
        const temp = new RouteState(inst, source.veh);
        expect(temp.copyWithout(source, -1, -1, marked)).toBe(true);
        expect(bestInsertion(temp, h, newMove(), true)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(found).toBeGreaterThan(20);
  });

  it('lets the ejection search place a request that only a whole stretch makes room for', () => {
    // A refrigerated van of three units holds three one-unit deliveries; a plain van of four units holds one.
    // The cold request needs the three units of the refrigerated van: no ejection of one or two lets it in.
    const depot = { lat: 0, lng: 0 };
    const problem: Problem = {
      tasks: [
        ...[1, 2, 3, 4].map((k) => ({
          id: `t${k}`,
          delivery: { location: { lat: 2 * k, lng: 1 }, serviceTime: 1 },
          weightKg: 1,
        })),
        {
          id: 'frio',
          delivery: { location: { lat: 5, lng: 3 }, serviceTime: 1 },
          weightKg: 3,
          coldChain: 10,
        },
      ],
      vehicles: [
        {
          id: 'refrigerado',
          maxWeightKg: 3,
          refrigeration: 10,
          start: depot,
          end: depot,
          count: 1,
        },
        { id: 'comun', maxWeightKg: 4, start: depot, end: depot, count: 1 },
      ],
      objective: 'distance',
    };
    const { inst, ctx } = searchOn(problem, 5);
    const sol = new Solution(inst);
    const move = newMove();
    const fridge = sol.routes.findIndex((r) => inst.vehType[r.veh] === inst.vehType[0]);
    const plain = sol.routes.findIndex((r) => inst.vehType[r.veh] !== inst.vehType[0]);
    for (let r = 0; r < 4; r++) {
      const k = r < 3 ? fridge : plain;
      if (!bestInsertion(sol.route(k), r, move)) throw new Error(`request ${r} does not fit`);
      sol.insert(r, k, move.i, move.j);
    }
    const penalty = new Int32Array(inst.nReq).fill(1);
    expect(findEjection(sol, 4, penalty, ctx)).toBeNull();
    expect(findStretchEjection(sol, 4, penalty, ctx.rng)?.out.sort()).toEqual([0, 1, 2]);

    expect(ejectionSearch(sol, [4], ctx, Infinity, penalty)).toBe(true);
    expect(routesOf(sol).sort((a, b) => a.length - b.length)).toEqual([[4], [0, 1, 2, 3]]);
    const plan = buildPlan(inst, sol, new Map());
    expect(checkPlan(problem, plan, { provider: euclideanProvider(1) }).errors).toEqual([]);
  });
});
