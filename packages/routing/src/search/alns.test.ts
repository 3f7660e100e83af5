import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routePairRemoval } from '../alns/route-pair-removal.js';
import type { Solution } from '../core/solution.js';
import { lineSolution } from '../testing/solution.fixture.js';
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
