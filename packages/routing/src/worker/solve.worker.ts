import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { Location, Plan, Problem } from '../model/problem.types.js';
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

/**
 * The plan and the worker's memory after the solve: heap used and committed (V8 keeps the committed size near its
 * peak) and the external memory of the typed arrays (matrices), which the heap figures leave out.
 */
export interface WorkerOutput {
  plan: Plan;
  heap: { usedBytes: number; totalBytes: number; externalBytes: number };
}

const input = workerData as WorkerInput;
const plan = solve(input.problem, {
  timeLimitMs: input.timeLimitMs,
  seed: input.seed,
  provider: matrixProvider(input.points, input.matrix),
});
const heap = getHeapStatistics();
const output: WorkerOutput = {
  plan,
  heap: {
    usedBytes: heap.used_heap_size,
    totalBytes: heap.total_heap_size,
    externalBytes: heap.external_memory,
  },
};
parentPort?.postMessage(output);
