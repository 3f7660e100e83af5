import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import { haversineProvider } from '../providers/haversine.provider.js';
import { solve } from '../solver/solve.js';
import { dispatchProblem } from './dispatch-problem.js';

describe('dispatch-shaped problem', () => {
  it('is the same for a seed and has the shape of the simulated day', () => {
    const problem = dispatchProblem(1);
    expect(dispatchProblem(1)).toEqual(problem);
    expect(dispatchProblem(2)).not.toEqual(problem);
    const stops = problem.tasks.length * 2;
    expect(stops).toBeGreaterThan(950);
    expect(stops).toBeLessThan(1150);
    expect(problem.vehicles.map((v) => [v.id, v.count])).toEqual([
      ['Camioneta', 22],
      ['Furgón refrigerado', 8],
      ['Furgón', 6],
      ['Auto', 4],
    ]);
    expect(
      problem.vehicles.every(
        (v) => v.start === undefined && v.end === undefined && v.tariff?.precioKm,
      ),
    ).toBe(true);
    const cold = problem.tasks.filter((t) => t.coldChain === 10).length / problem.tasks.length;
    expect(cold).toBeGreaterThan(0.05);
    expect(cold).toBeLessThan(0.2);
    const slotted =
      problem.tasks.filter((t) => t.delivery?.window?.start !== 8 * 60).length /
      problem.tasks.length;
    expect(slotted).toBeGreaterThan(0.25);
    expect(slotted).toBeLessThan(0.45);
    for (const t of problem.tasks) {
      expect(t.pickup?.window).toEqual({ start: 7 * 60, end: 19 * 60 });
      expect(Math.abs((t.pickup?.location.lat ?? 0) + 25.3)).toBeLessThan(0.2);
    }
  });

  it('solves a small day with every plan verified', () => {
    const problem = dispatchProblem(3, { orders: 40, suppliers: 8, carriers: 6 });
    const provider = haversineProvider();
    const plan = solve(problem, { timeLimitMs: 400, seed: 3, provider });
    expect(checkPlan(problem, plan, { provider }).errors).toEqual([]);
    expect(plan.summary.unassigned).toBe(0);
    expect(plan.routes.every((r) => r.cost >= 25_000)).toBe(true);
  });
});
