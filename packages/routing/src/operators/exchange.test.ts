import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { buildPlan } from '../solver/plan-builder.js';
import { noisySolution, sampleProblem } from '../testing/solution.fixture.js';
import { exchange } from './exchange.js';

describe('exchange', () => {
  it('improves a poor solution and keeps it feasible', () => {
    let improvedOnce = false;
    for (const seed of [1, 2, 3]) {
      const { sol, ctx } = noisySolution(seed);
      const before = sol.cost();
      const vehicles = sol.vehicles();
      const improved = exchange(sol, ctx);
      improvedOnce ||= improved;
      expect(sol.vehicles()).toBeLessThanOrEqual(vehicles);
      if (sol.vehicles() === vehicles) expect(sol.cost()).toBeLessThanOrEqual(before + 1e-9);
      expect(sol.routes.every((r) => r.feasible)).toBe(true);
      const plan = buildPlan(sol.inst, sol, new Map());
      expect(plan.unassigned).toEqual([]);
      expect(checkPlan(sampleProblem(seed), plan, { provider: euclideanProvider(1) }).errors).toEqual([]);
    }
    expect(improvedOnce).toBe(true);
  });
});
