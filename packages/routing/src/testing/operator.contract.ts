import { expect } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import type { SearchContext } from '../core/search-context.js';
import type { Solution } from '../core/solution.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { buildPlan } from '../solver/plan-builder.js';
import { noisySolution, sampleProblem } from './solution.fixture.js';

/**
 * Contract every local-search operator meets: on poor solutions it improves at least once,
 * never adds vehicles or cost, and leaves a plan that checkPlan accepts.
 */
export function expectOperatorImprovesFeasibly(
  operator: (sol: Solution, ctx: SearchContext) => boolean,
): void {
  let improvedOnce = false;
  for (const seed of [1, 2, 3]) {
    const { sol, ctx } = noisySolution(seed);
    const before = sol.cost();
    const vehicles = sol.vehicles();
    improvedOnce ||= operator(sol, ctx);
    expect(sol.vehicles()).toBeLessThanOrEqual(vehicles);
    if (sol.vehicles() === vehicles) expect(sol.cost()).toBeLessThanOrEqual(before + 1e-9);
    expect(sol.routes.every((r) => r.feasible)).toBe(true);
    const plan = buildPlan(sol.inst, sol, new Map());
    expect(plan.unassigned).toEqual([]);
    expect(checkPlan(sampleProblem(seed), plan, { provider: euclideanProvider(1) }).errors).toEqual(
      [],
    );
  }
  expect(improvedOnce).toBe(true);
}
