import { now, type SearchContext } from '../core/search-context.js';
import { compareSolutions, type Solution } from '../core/solution.js';
import { alns, convergedAfter } from './alns.js';

/**
 * The distance phase moves to another basin after BARREN_RESTARTS restarts of the ALNS in a row without a new best.
 * On long horizons the ALNS finds the floor of its basin within a few restarts and then spends the rest of the
 * budget there (lr2_2_9 at 30 s: its last real improvement at 5.7 s of 19 s, 10.7 % above the best known).
 */
const BARREN_RESTARTS = 5;

/**
 * ALNS on `sol`, in basins: each new basin comes from `newBasin` (null when there is none) and the best solution
 * over all of them is left in `sol`. Ends at the deadline, the iteration cap, or once the basins since the last
 * improvement of `sol` have run as many iterations as one ALNS needs to converge.
 */
export function distancePhase(
  sol: Solution,
  newBasin: ((end: number) => Solution | null) | null,
  ctx: SearchContext,
  deadline: number,
  pending: (s: Solution) => number[],
  maxIterations: number,
): void {
  const basin = sol.clone();
  const converged = convergedAfter(sol.assigned().length + pending(sol).length);
  let left = maxIterations;
  let barren = 0;
  for (;;) {
    const end = alns(basin, ctx, deadline, pending, left, newBasin ? BARREN_RESTARTS : Infinity);
    left -= end.iterations;
    if (compareSolutions(basin, sol) < 0) {
      sol.copyFrom(basin);
      barren = 0;
    } else barren += end.iterations;
    if (!newBasin || end.converged || barren > converged || left <= 0 || !(now() < deadline))
      return;
    const next = newBasin(deadline);
    if (!next) {
      // No squeeze reached the level again: the rest of the budget goes to the best basin.
      basin.copyFrom(sol);
      newBasin = null;
    } else basin.copyFrom(next);
  }
}
