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
