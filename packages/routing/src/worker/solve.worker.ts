import { parentPort, workerData } from 'node:worker_threads';
import type { Location, Problem } from '../model/problem.types.js';
import { matrixProvider } from '../providers/matrix.provider.js';
import type { TravelMatrix } from '../providers/travel.types.js';
import { solve } from '../solver/solve.js';

/** Worker entry: solves with the matrix computed by the caller and posts the plan back. */
export interface WorkerInput {
  problem: Problem;
  timeLimitMs?: number;
  seed?: number;
  points: Location[];
  matrix: TravelMatrix;
}

const input = workerData as WorkerInput;
const plan = solve(input.problem, {
  timeLimitMs: input.timeLimitMs,
  seed: input.seed,
  provider: matrixProvider(input.points, input.matrix),
});
parentPort?.postMessage(plan);
