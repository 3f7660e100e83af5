import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPlan } from '../check/check-plan.js';
import { parseLiLim } from '../lilim/li-lim.parser.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { solve } from '../solver/solve.js';

/** Runs every Li & Lim instance of a folder on this thread and compares with best-known.csv. */
function main(argv: string[]): void {
  let dir = fileURLToPath(new URL('../../../../../shared/benchmarks/li-lim/', import.meta.url));
  let timeLimitMs = 5000;
  let seed = 1;
  let filter = '';
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k];
    if (arg === '--time-limit-ms') timeLimitMs = Number(argv[++k]);
    else if (arg === '--seed') seed = Number(argv[++k]);
    else if (arg === '--dir') dir = argv[++k] ?? dir;
    else if (arg === '--only') filter = argv[++k] ?? '';
  }
  const best = new Map<string, { vehicles: number; distance: number }>();
  for (const line of readFileSync(join(dir, 'best-known.csv'), 'utf8').split(/\r?\n/).slice(1)) {
    const [name, v, d] = line.split(',');
    if (name && v && d) best.set(name, { vehicles: Number(v), distance: Number(d) });
  }
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && f.includes(filter))
    .sort();
  const provider = euclideanProvider(1);
  let feasible = 0;
  let equal = 0;
  let known = 0;
  const gaps: number[] = [];
  const times: number[] = [];
  console.log(`instance   veh  bkV  distance     bkDist      gap%    ms  feasible`);
  for (const f of files) {
    const name = basename(f, '.txt');
    const { problem } = parseLiLim(readFileSync(join(dir, f), 'utf8'));
    const started = performance.now();
    const plan = solve(problem, { timeLimitMs, seed, provider });
    const ms = performance.now() - started;
    times.push(ms);
    const check = checkPlan(problem, plan, { provider });
    const ok = check.ok && plan.unassigned.length === 0;
    if (ok) feasible++;
    const bk = best.get(name);
    let gap = '';
    if (bk) {
      known++;
      if (ok && plan.summary.vehicles === bk.vehicles) {
        equal++;
        const g = ((plan.summary.distance - bk.distance) / bk.distance) * 100;
        gaps.push(g);
        gap = g.toFixed(2);
      }
    }
    console.log(
      [
        name.padEnd(10),
        String(plan.summary.vehicles).padStart(3),
        String(bk?.vehicles ?? '-').padStart(4),
        plan.summary.distance.toFixed(2).padStart(10),
        (bk?.distance.toFixed(2) ?? '-').padStart(10),
        gap.padStart(8),
        ms.toFixed(0).padStart(6),
        ok ? ' yes' : ` NO ${check.errors.slice(0, 2).join('; ')}`,
      ].join(' '),
    );
  }
  const mean = gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : NaN;
  const max = gaps.length ? Math.max(...gaps) : NaN;
  const meanMs = times.reduce((s, t) => s + t, 0) / Math.max(1, times.length);
  console.log(
    `\nsummary: ${files.length} instances, time limit ${timeLimitMs} ms, seed ${seed}\n` +
      `  feasible: ${feasible}/${files.length}\n` +
      `  vehicles equal to best known: ${equal}/${known} (${((100 * equal) / Math.max(1, known)).toFixed(1)} %)\n` +
      `  distance gap where vehicles equal: mean ${mean.toFixed(3)} %, max ${max.toFixed(3)} %\n` +
      `  time per instance: mean ${meanMs.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
}

main(process.argv.slice(2));
