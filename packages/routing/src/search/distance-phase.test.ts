import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import type { Solution } from '../core/solution.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { buildPlan } from '../solver/plan-builder.js';
import { noisySolution, sampleProblem } from '../testing/solution.fixture.js';
import { distancePhase } from './distance-phase.js';

const pending = (s: Solution): number[] => s.unassigned();

/** The solution of sampleProblem(3) as a plan that checkPlan accepts, every task served. */
function checkSolution(sol: Solution): void {
  const plan = buildPlan(sol.inst, sol, new Map());
  expect(plan.unassigned).toEqual([]);
  expect(checkPlan(sampleProblem(3), plan, { provider: euclideanProvider(1) }).errors).toEqual([]);
}

describe('distancePhase', () => {
  it('without new basins runs one ALNS to its iteration cap', () => {
    const { sol, ctx } = noisySolution(3);
    const start = sol.cost();
    distancePhase(sol, null, ctx, Infinity, pending, 2000);
    expect(sol.cost()).toBeLessThan(start);
    checkSolution(sol);
  });

  it('moves to a new basin after barren restarts and keeps the best over all of them', () => {
    const { sol, ctx } = noisySolution(3);
    const poor = sol.clone();
    const costs: number[] = [];
    distancePhase(
      sol,
      () => {
        costs.push(sol.cost());
        return poor;
      },
      ctx,
      Infinity,
      pending,
      20_000,
    );
    // Every new basin starts from the poor solution; the answer is still the best reached in any of them.
    expect(costs.length).toBeGreaterThan(0);
    expect(sol.cost()).toBeLessThanOrEqual(Math.min(...costs));
    expect(sol.cost()).toBeLessThan(poor.cost());
    expect(sol.unassignedCount()).toBe(0);
    checkSolution(sol);
  });

  it('gives the rest of the budget to the best basin when no new basin can be built', () => {
    const { sol, ctx } = noisySolution(3);
    let calls = 0;
    distancePhase(
      sol,
      () => {
        calls++;
        return null;
      },
      ctx,
      Infinity,
      pending,
      20_000,
    );
    expect(calls).toBe(1);
    checkSolution(sol);
  });
});
