import { describe, expect, it } from 'vitest';
import { compileInstance } from '../core/instance.js';
import { bestInsertion, newMove } from '../core/insertion.js';
import { buildContext, type SearchContext } from '../core/search-context.js';
import { Solution } from '../core/solution.js';
import type { Problem } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { Rng } from '../util/rng.js';
import { ejectionSearch } from './route-elimination.js';

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
