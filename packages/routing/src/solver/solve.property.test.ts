import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { bruteForceOptimum } from '../testing/brute-force.oracle.js';
import { problemArbitrary, tinyProblemArbitrary } from '../testing/problem.arbitrary.js';
import { solve } from './solve.js';

const provider = euclideanProvider(1);

describe('solve (properties)', () => {
  it('always returns plans that checkPlan accepts', () => {
    fc.assert(
      fc.property(problemArbitrary(8), fc.integer({ min: 0, max: 1000 }), (problem, seed) => {
        const plan = solve(problem, { timeLimitMs: 25, seed, provider });
        const check = checkPlan(problem, plan, { provider });
        expect(check.errors).toEqual([]);
        for (const u of plan.unassigned) expect([50, 60, 70]).toContain(u.reason);
      }),
      { numRuns: 60 },
    );
  });

  it('finds the brute-force optimum on tiny instances (up to 6 tasks)', () => {
    fc.assert(
      fc.property(tinyProblemArbitrary(6), (problem) => {
        const plan = solve(problem, { timeLimitMs: 150, seed: 7, provider });
        expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
        const best = bruteForceOptimum(problem, provider);
        expect(plan.unassigned.length).toBe(best.unassigned);
        expect(plan.summary.vehicles).toBe(best.vehicles);
        expect(plan.summary.distance).toBeCloseTo(best.distance, 6);
      }),
      { numRuns: 25 },
    );
  });
});
