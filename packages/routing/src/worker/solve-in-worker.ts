import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { Location, Plan, Problem } from '../model/problem.types.js';
import { haversineProvider } from '../providers/haversine.provider.js';
import type { SolveOptions } from '../solver/solve.js';
import type { WorkerInput, WorkerOutput } from './solve.worker.js';

/** Distinct locations of a problem, in a stable order. */
export function locationsOf(problem: Problem): Location[] {
  const seen = new Map<string, Location>();
  const add = (l: Location | undefined): void => {
    if (l) seen.set(`${l.lat},${l.lng}`, l);
  };
  for (const t of problem.tasks) {
    add(t.pickup?.location);
    add(t.delivery?.location);
  }
  for (const v of problem.vehicles) {
    add(v.start);
    add(v.end);
  }
  return [...seen.values()];
}

/**
 * Runs solve() on a worker thread so the caller's event loop stays responsive. The matrix is computed here
 * with the given provider (which may hold functions or connections) and handed over as plain data.
 */
export function solveInWorker(problem: Problem, options: SolveOptions = {}): Promise<Plan> {
  const points = locationsOf(problem);
  const matrix = (options.provider ?? haversineProvider()).matrix(points);
  return runSolveWorker({
    problem,
    timeLimitMs: options.timeLimitMs,
    seed: options.seed,
    points,
    matrix,
  }).then((out) => out.plan);
}

/** Starts the solve worker on prepared input; `resourceLimits` caps its heap (the dispatch bench uses it). */
export function runSolveWorker(
  input: WorkerInput,
  resourceLimits?: ResourceLimits,
): Promise<WorkerOutput> {
  // From TypeScript sources (tests, tsx) the worker needs the tsx loader; the built package runs plain JS.
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './solve.worker.ts' : './solve.worker.js', import.meta.url);
  return new Promise<WorkerOutput>((resolve, reject) => {
    const worker = fromSource
      ? new Worker(
          `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`,
          {
            eval: true,
            workerData: input,
            resourceLimits,
          },
        )
      : new Worker(url, { workerData: input, resourceLimits });
    worker.once('message', (out: WorkerOutput) => resolve(out));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`routing worker exited with code ${code}`));
    });
  });
}
