import { readFileSync } from 'node:fs';
import { parseLiLim } from '../lilim/li-lim.parser.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { solve } from '../solver/solve.js';

/** Solves one Li & Lim instance and prints one JSON line: routes of file ids, vehicles, distance, ms. */
function main(argv: string[]): void {
  let file: string | undefined;
  let timeLimitMs = 5000;
  let seed = 1;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k];
    if (arg === '--time-limit-ms') timeLimitMs = Number(argv[++k]);
    else if (arg === '--seed') seed = Number(argv[++k]);
    else file = arg;
  }
  if (!file || !Number.isFinite(timeLimitMs) || !Number.isFinite(seed)) {
    console.error('usage: lilim <file> --time-limit-ms <ms> [--seed <n>]');
    process.exit(2);
  }
  const { problem, stopIds } = parseLiLim(readFileSync(file, 'utf8'));
  const started = performance.now();
  const plan = solve(problem, { timeLimitMs, seed, provider: euclideanProvider(1) });
  const ms = Math.round(performance.now() - started);
  const routes = plan.routes.map((r) =>
    r.stops.map((s) => {
      const ids = stopIds.get(s.taskId);
      return s.kind === 'pickup' ? ids?.pickup : ids?.delivery;
    }),
  );
  console.log(JSON.stringify({ routes, vehicles: plan.summary.vehicles, distance: plan.summary.distance, ms }));
}

main(process.argv.slice(2));
