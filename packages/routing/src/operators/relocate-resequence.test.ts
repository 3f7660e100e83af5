import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPlan } from '../check/check-plan.js';
import { compileInstance } from '../core/instance.js';
import { RouteState } from '../core/route-state.js';
import { buildContext } from '../core/search-context.js';
import { Solution } from '../core/solution.js';
import { parseLiLim } from '../lilim/li-lim.parser.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { buildPlan } from '../solver/plan-builder.js';
import { expectOperatorImprovesFeasibly } from '../testing/operator.contract.js';
import { Rng } from '../util/rng.js';
import { localSearch } from './local-search.js';
import { relocateResequence } from './relocate-resequence.js';

/** lrc201 at 1455.54 (3.45 % above its best known), where the ALNS stayed on seeds 1, 2, 14 and 20 at 5 s. */
const TRAP = [
  [65, 14, 47, 59, 75, 16, 15, 11, 12, 73, 78, 79, 7, 6, 8, 46, 3, 101, 4, 1, 55, 68],
  [
    36, 72, 69, 82, 52, 83, 64, 19, 23, 21, 18, 76, 85, 84, 51, 49, 22, 20, 66, 56, 96, 54, 37, 43,
    35, 93, 91, 80,
  ],
  [
    92, 95, 63, 33, 28, 27, 29, 31, 30, 62, 67, 71, 90, 99, 57, 86, 87, 9, 53, 10, 97, 74, 13, 17,
    60, 100, 70, 102,
  ],
  [39, 42, 5, 45, 2, 98, 88, 61, 44, 40, 38, 41, 81, 94, 50, 34, 32, 26, 89, 48, 24, 25, 77, 58],
];

function trapSolution() {
  const { problem, stopIds } = parseLiLim(
    readFileSync(new URL('../lilim/fixtures/lrc201.txt', import.meta.url), 'utf8'),
  );
  const inst = compileInstance(problem, euclideanProvider(1));
  const nodeOf = new Map<number, number>();
  problem.tasks.forEach((task, r) => {
    const ids = stopIds.get(task.id);
    if (!ids) throw new Error(`sin paradas: ${task.id}`);
    nodeOf.set(ids.pickup, inst.pickup[r] as number);
    nodeOf.set(ids.delivery, inst.delivery[r] as number);
  });
  const sol = new Solution(inst);
  TRAP.forEach((ids, k) => {
    const nodes = ids.map((id) => nodeOf.get(id) as number);
    sol.routes[k] = new RouteState(inst, k, [
      inst.startNode[k] as number,
      ...nodes,
      inst.endNode[k] as number,
    ]);
    for (const node of nodes) sol.routeOf[inst.nodeReq[node] as number] = k;
  });
  const ctx = buildContext(inst, new Rng(1), Infinity, new Uint8Array(inst.nReq).fill(1));
  return { problem, sol, ctx };
}

describe('relocateResequence', () => {
  it('improves a poor solution and keeps it feasible', () => {
    expectOperatorImprovesFeasibly(relocateResequence);
  });

  it('leaves the lrc201 basin that relocate, exchange and 2-opt* cannot leave', () => {
    const { problem, sol, ctx } = trapSolution();
    expect(sol.routes.every((r) => r.feasible)).toBe(true);
    expect(sol.cost()).toBeCloseTo(1455.54, 2);
    localSearch(sol, ctx, Infinity);
    expect(sol.cost()).toBeCloseTo(1455.54, 2);

    expect(relocateResequence(sol, ctx)).toBe(true);
    expect(sol.cost()).toBeCloseTo(1406.94, 2);
    expect(sol.vehicles()).toBe(4);
    const plan = buildPlan(sol.inst, sol, new Map());
    expect(plan.unassigned).toEqual([]);
    expect(checkPlan(problem, plan, { provider: euclideanProvider(1) }).errors).toEqual([]);
  });
});
