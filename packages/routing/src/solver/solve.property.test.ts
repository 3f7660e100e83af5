import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { bruteForceOptimum } from '../testing/brute-force.oracle.js';
import { problemArbitrary, tinyProblemArbitrary } from '../testing/problem.arbitrary.js';
import { solve } from './solve.js';

const provider = euclideanProvider(1);
/**
 * fc.assert is synchronous, so Vitest's timeout cannot stop it: a failure that shrinks for thousands of runs would
 * keep the process busy for minutes (issue 18). Past this limit the property stops and fails, with its seed.
 */
const bounded = { plugins: [fc.interruptAfterTimeLimit(45_000, { failOnInterrupt: true })] };
/** Margin over timeLimitMs for the last phase step, plan building and a loaded machine. */
const OVERRUN_MS = 1000;

describe('solve (properties)', () => {
  it('always returns plans that checkPlan accepts', () => {
    fc.assert(
      fc.property(problemArbitrary(8), fc.integer({ min: 0, max: 1000 }), (problem, seed) => {
        const plan = solve(problem, { timeLimitMs: 25, seed, provider });
        const check = checkPlan(problem, plan, { provider });
        expect(check.errors).toEqual([]);
        for (const u of plan.unassigned) expect([50, 60, 70]).toContain(u.reason);
      }),
      { numRuns: 60, ...bounded },
    );
  });

  it('ends within timeLimitMs plus a margin', () => {
    fc.assert(
      fc.property(
        problemArbitrary(8),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 40 }),
        (problem, seed, timeLimitMs) => {
          const started = performance.now();
          const plan = solve(problem, { timeLimitMs, seed, provider });
          expect(performance.now() - started).toBeLessThan(timeLimitMs + OVERRUN_MS);
          expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
        },
      ),
      { numRuns: 150, ...bounded },
    );
  });

  it('finds the brute-force optimum on tiny instances (up to 6 tasks)', () => {
    fc.assert(
      fc.property(tinyProblemArbitrary(6), (problem) => {
        // An iteration budget, not a wall-clock one, so that the outcome does not depend on the machine's load.
        const plan = solve(problem, {
          timeLimitMs: 30_000,
          maxIterations: 2000,
          seed: 7,
          provider,
        });
        expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
        const best = bruteForceOptimum(problem, provider);
        expect(plan.unassigned.length).toBe(best.unassigned);
        expect(plan.summary.vehicles).toBe(best.vehicles);
        expect(plan.summary.distance).toBeCloseTo(best.distance, 6);
      }),
      { numRuns: 25, seed: 20261124, ...bounded },
    );
  });
});
