import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  gapPct,
  instancesOfSet,
  parseBenchArgs,
  seedFigures,
  selectInstances,
  targetFor,
  verdicts,
  type RunResult,
} from '../bench/li-lim-bench.js';
import { checkPlan } from '../check/check-plan.js';
import { parseLiLim } from '../lilim/li-lim.parser.js';
import { euclideanProvider } from '../providers/euclidean.provider.js';
import { solve } from '../solver/solve.js';

const fmt = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : '-');

/**
 * Li & Lim benchmark: every selected instance with every seed, one at a time on this thread (one core), each plan
 * verified by checkPlan and compared with best-known.csv; then the figures per seed and their spread against the
 * targets of issue 18.
 */
function main(argv: string[]): void {
  const args = parseBenchArgs(argv);
  const dir =
    args.dir ?? fileURLToPath(new URL('../../../../../shared/benchmarks/li-lim/', import.meta.url));
  const best = new Map<string, { vehicles: number; distance: number }>();
  for (const line of readFileSync(join(dir, 'best-known.csv'), 'utf8').split(/\r?\n/).slice(1)) {
    const [name, v, d] = line.split(',');
    if (name && v && d) best.set(name, { vehicles: Number(v), distance: Number(d) });
  }
  const all = instancesOfSet(
    readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => f.slice(0, -4)),
    args.set,
  );
  const names = selectInstances(all, args);
  const provider = euclideanProvider(1);
  const iterations = Number.isFinite(args.maxIterations)
    ? `, máx. ${args.maxIterations} iteraciones`
    : '';
  console.log(
    `Li & Lim ${args.set} tareas: ${names.length} instancias × semillas ${args.seeds.join(',')}, ${args.timeLimitMs} ms por resolución${iterations}; ` +
      `carga al empezar ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  console.log('instancia   semilla  veh  mejV   distancia    mejDist    gap%      ms  factible');
  const runs: RunResult[] = [];
  for (const name of names) {
    const bk = best.get(name);
    if (!bk) throw new Error(`${name} is not in best-known.csv`);
    const { problem } = parseLiLim(readFileSync(join(dir, `${name}.txt`), 'utf8'));
    for (const seed of args.seeds) {
      const started = performance.now();
      const plan = solve(problem, {
        timeLimitMs: args.timeLimitMs,
        seed,
        provider,
        maxIterations: args.maxIterations,
      });
      const ms = performance.now() - started;
      const check = checkPlan(problem, plan, { provider });
      const run: RunResult = {
        instance: name,
        seed,
        feasible: check.ok && plan.unassigned.length === 0,
        vehicles: plan.summary.vehicles,
        distance: plan.summary.distance,
        ms,
        bestVehicles: bk.vehicles,
        bestDistance: bk.distance,
      };
      runs.push(run);
      const gap = run.feasible && run.vehicles === bk.vehicles ? fmt(gapPct(run)) : '';
      console.log(
        [
          name.padEnd(11),
          String(seed).padStart(7),
          String(run.vehicles).padStart(4),
          String(bk.vehicles).padStart(5),
          fmt(run.distance).padStart(11),
          fmt(bk.distance).padStart(10),
          gap.padStart(7),
          ms.toFixed(0).padStart(7),
          run.feasible
            ? '  sí'
            : `  NO ${check.errors.slice(0, 2).join('; ')}${plan.unassigned.length ? ` (${plan.unassigned.length} sin asignar)` : ''}`,
        ].join(' '),
      );
    }
  }
  const figures = args.seeds.map((seed) =>
    seedFigures(
      seed,
      runs.filter((r) => r.seed === seed),
    ),
  );
  console.log('\nPor semilla:');
  for (const f of figures)
    console.log(
      `  semilla ${f.seed}: factibles ${f.feasible}/${f.runs}, vehículos = mejor conocido ${fmt(f.vehiclesPct, 1)} %, ` +
        `gap medio ${fmt(f.meanGapPct, 3)} %, peor gap ${fmt(f.maxGapPct, 3)} %, ms medio ${f.meanMs.toFixed(0)}, máx ${f.maxMs.toFixed(0)}`,
    );
  const target = targetFor(args.set, args.timeLimitMs);
  console.log(
    `\nMetas (issue 18, ${target.label}; medido a ${args.timeLimitMs} ms). Dispersión entre ${args.seeds.length} semillas:`,
  );
  for (const v of verdicts(figures, target)) {
    const mark = (ok: boolean): string => (ok ? 'cumple' : 'NO CUMPLE');
    console.log(
      `  ${v.metric.padEnd(46)} meta ${v.target.padEnd(10)} media ${fmt(v.spread.mean, 3).padStart(8)} → ${mark(v.meanOk).padEnd(9)}  ` +
        `peor semilla ${fmt(v.spread.worst, 3).padStart(8)} → ${mark(v.worstOk)}`,
    );
  }
  console.log(
    `carga al terminar ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

main(process.argv.slice(2));
