import { beforeEach, describe, expect, it, vi } from 'vitest';
import { regretRepair } from '../alns/regret-repair.js';
import { routePairRemoval } from '../alns/route-pair-removal.js';
import { compileInstance } from '../core/instance.js';
import { buildContext } from '../core/search-context.js';
import { Solution } from '../core/solution.js';
import type { Problem } from '../model/problem.types.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { Rng } from '../util/rng.js';
import { alns } from './alns.js';

vi.mock('../alns/route-pair-removal.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../alns/route-pair-removal.js')>();
  return { ...original, routePairRemoval: vi.fn(original.routePairRemoval) };
});

/** ALNS on `n` one-unit deliveries on a line, two units per vehicle: n / 2 routes. */
function run(n: number): Solution {
  const depot = { lat: 0, lng: 0 };
  const problem: Problem = {
    tasks: Array.from({ length: n }, (_, k) => ({
      id: `t${k}`,
      delivery: { location: { lat: 10 * (k + 1), lng: 3 * (k % 2) }, serviceTime: 1 },
      weightKg: 1,
    })),
    vehicles: [{ id: 'v', maxWeightKg: 2, start: depot, end: depot, count: n }],
    objective: 'distance',
  };
  const inst = compileInstance(problem, euclideanProvider(1));
  const ctx = buildContext(inst, new Rng(7), Infinity, new Uint8Array(inst.nReq).fill(1));
  const sol = new Solution(inst);
  regretRepair(
    sol,
    Array.from({ length: n }, (_, r) => r),
    ctx,
    2,
    0,
  );
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
