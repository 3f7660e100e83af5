import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routePairRemoval } from '../alns/route-pair-removal.js';
import { checkPlan } from '../check/check-plan.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { buildPlan } from '../solver/plan-builder.js';
import { compileInstance } from '../core/instance.js';
import { buildContext, type SearchContext } from '../core/search-context.js';
import { Solution } from '../core/solution.js';
import { lineDeliveries, lineSolution } from '../testing/solution.fixture.js';
import { Rng } from '../util/rng.js';
import { alns } from './alns.js';

vi.mock('../alns/route-pair-removal.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../alns/route-pair-removal.js')>();
  return { ...original, routePairRemoval: vi.fn(original.routePairRemoval) };
});

/** ALNS on `n` one-unit deliveries on a line, two units per vehicle: n / 2 routes. */
function run(n: number): Solution {
  const { sol, ctx } = lineSolution(n, 7);
  alns(sol, ctx, Infinity, (s) => s.unassigned(), 400);
  return sol;
}

describe('alns', () => {
  beforeEach(() => {
    vi.mocked(routePairRemoval).mockClear();
  });

  it('draws the route-pair removal from four routes up', () => {
    expect(run(10).vehicles()).toBe(5);
    expect(vi.mocked(routePairRemoval)).toHaveBeenCalled();
  });

  it('never draws it with three routes, where two of them are most of the solution', () => {
    expect(run(6).vehicles()).toBe(3);
    expect(vi.mocked(routePairRemoval)).not.toHaveBeenCalled();
  });
});

describe('alns: barren restarts', () => {
  it('runs to its iteration cap without a limit on barren restarts', () => {
    const { sol, ctx } = lineSolution(10, 7);
    expect(alns(sol, ctx, Infinity, (s) => s.unassigned(), 3000)).toEqual({
      iterations: 3000,
      converged: false,
    });
  });

  it('ends once that many restarts in a row found no new best, keeping the best', () => {
    const { sol, ctx } = lineSolution(10, 7);
    const before = sol.cost();
    // 10 requests: a restart after 100 iterations without a new best.
    const end = alns(sol, ctx, Infinity, (s) => s.unassigned(), 3000, 2);
    expect(end.converged).toBe(false);
    expect(end.iterations).toBeGreaterThanOrEqual(300);
    expect(end.iterations).toBeLessThan(3000);
    expect(sol.cost()).toBeLessThanOrEqual(before);
    expect(sol.vehicles()).toBe(5);
  });
});

describe('alns: keeping the fleet', () => {
  // Eight one-unit deliveries, four units per vehicle, one route each: two routes would do.
  const problem = lineDeliveries(8, 4, 8);
  const spread = (): { sol: Solution; ctx: SearchContext } => {
    const inst = compileInstance(problem, euclideanProvider(1));
    const ctx = buildContext(inst, new Rng(5), Infinity, new Uint8Array(inst.nReq).fill(1));
    const sol = new Solution(inst);
    for (let r = 0; r < inst.nReq; r++) sol.insert(r, r, 0, 0);
    return { sol, ctx };
  };
  const pending = (s: Solution): number[] => s.unassigned();

  it('hands the solutions with fewer routes to the caller and stays at its own count', () => {
    const free = spread();
    alns(free.sol, free.ctx, Infinity, pending, 500);
    // Without the option the same search drops routes.
    expect(free.sol.vehicles()).toBe(2);

    const { sol, ctx } = spread();
    const before = sol.cost();
    const handed: { vehicles: number; unassigned: number; errors: unknown[] }[] = [];
    alns(sol, ctx, Infinity, pending, 500, Infinity, (s) => {
      const plan = buildPlan(s.inst, s, new Map());
      const errors = checkPlan(problem, plan, { provider: euclideanProvider(1) }).errors;
      handed.push({ vehicles: s.vehicles(), unassigned: s.unassignedCount(), errors });
    });
    expect(sol.vehicles()).toBe(8);
    expect(sol.unassignedCount()).toBe(0);
    expect(sol.cost()).toBeLessThanOrEqual(before);
    expect(handed.length).toBeGreaterThan(0);
    for (const h of handed) {
      expect(h.vehicles).toBeLessThan(8);
      expect(h.unassigned).toBe(0);
      expect(h.errors).toEqual([]);
    }
  });
});
