import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileInstance } from '../core/instance.js';
import { buildContext, type SearchContext } from '../core/search-context.js';
import { Solution } from '../core/solution.js';
import type { Problem } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { lineDeliveries as deliveries } from '../testing/solution.fixture.js';
import { problemArbitrary } from '../testing/problem.arbitrary.js';
import { Rng } from '../util/rng.js';
import { regretRepair } from './regret-repair.js';

function setup(problem: Problem): { sol: Solution; ctx: SearchContext } {
  const inst = compileInstance(problem, euclideanProvider(1));
  const ctx = buildContext(inst, new Rng(3), Infinity, new Uint8Array(inst.nReq).fill(1));
  return { sol: new Solution(inst), ctx };
}

describe('regretRepair with a route limit', () => {
  it('gives up when a request only fits in a route beyond the limit, and does not open it', () => {
    // Two units per vehicle: requests 0 and 1 fill route 0; request 2 would need a second route.
    const { sol, ctx } = setup(deliveries(3, 2, 3));
    expect(regretRepair(sol, [0, 1], ctx, 2, 0)).toBe(true);
    expect(sol.vehicles()).toBe(1);
    for (const k of [1, 2, 3]) {
      const closed = sol.clone();
      expect(regretRepair(closed, [2], ctx, k, 0, Infinity, 1)).toBe(false);
      expect(closed.vehicles()).toBe(1);
      const room = sol.clone();
      expect(regretRepair(room, [2], ctx, k, 0, Infinity, 2)).toBe(true);
      expect(room.vehicles()).toBe(2);
    }
    const open = sol.clone();
    expect(regretRepair(open, [2], ctx, 2, 0)).toBe(true);
    expect(open.vehicles()).toBe(2);
  });

  it('leaves a request that fits nowhere unassigned, as an open repair does', () => {
    // One vehicle of two units and three requests: the third has no route at all.
    const { sol, ctx } = setup(deliveries(3, 2, 1));
    regretRepair(sol, [0, 1], ctx, 2, 0);
    expect(regretRepair(sol, [2], ctx, 2, 0, Infinity, 1)).toBe(true);
    expect(sol.unassignedCount()).toBe(1);
    expect(sol.vehicles()).toBe(1);
  });

  it('matches an unlimited repair: the same routes when it completes, more routes when it gives up', () => {
    fc.assert(
      fc.property(
        problemArbitrary(12),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(),
        (problem, k, pick) => {
          const base = setup(problem);
          const all = Array.from({ length: base.sol.inst.nReq }, (_, r) => r);
          regretRepair(base.sol, all, base.ctx, k, 0);
          const assigned = base.sol.assigned();
          if (assigned.length === 0) return;
          const removed = [
            ...new Set([assigned[pick % assigned.length], assigned[(pick + 1) % assigned.length]]),
          ] as number[];
          const limit = base.sol.vehicles();
          base.sol.removeMany(removed);
          const open = base.sol.clone();
          const closed = base.sol.clone();
          regretRepair(open, removed, setup(problem).ctx, k, 0);
          const done = regretRepair(closed, removed, setup(problem).ctx, k, 0, Infinity, limit);
          if (done)
            expect(closed.routes.map((r) => r.nodes)).toEqual(open.routes.map((r) => r.nodes));
          else expect(open.vehicles()).toBeGreaterThan(limit);
        },
      ),
      { numRuns: 200 },
    );
  });
});
