import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { solve } from '../solver/solve.js';
import { parseLiLim } from './li-lim.parser.js';

const SAMPLE = `3\t50\t1
0\t0\t0\t0\t0\t500\t0\t0\t0
1\t3\t4\t10\t0\t100\t5\t0\t2
2\t6\t8\t-10\t0\t200\t5\t1\t0
`;

describe('parseLiLim', () => {
  it('reads vehicles, capacity, depot horizon and pairs', () => {
    const { problem, stopIds } = parseLiLim(SAMPLE);
    expect(problem.vehicles[0]).toMatchObject({
      maxWeightKg: 50,
      count: 3,
      shift: { start: 0, end: 500 },
      start: { lat: 0, lng: 0 },
    });
    expect(problem.tasks).toEqual([
      {
        id: '1',
        pickup: { location: { lat: 4, lng: 3 }, window: { start: 0, end: 100 }, serviceTime: 5 },
        delivery: { location: { lat: 8, lng: 6 }, window: { start: 0, end: 200 }, serviceTime: 5 },
        weightKg: 10,
      },
    ]);
    expect(stopIds.get('1')).toEqual({ pickup: 1, delivery: 2 });
  });

  it('solves lc101 feasibly with the best-known vehicle count in a short run', () => {
    const text = readFileSync(new URL('./fixtures/lc101.txt', import.meta.url), 'utf8');
    const { problem } = parseLiLim(text);
    const provider = euclideanProvider(1);
    const plan = solve(problem, { timeLimitMs: 1500, seed: 1, provider });
    expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
    expect(plan.unassigned).toEqual([]);
    expect(plan.summary.vehicles).toBe(10);
  });
});
