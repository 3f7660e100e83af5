import { loadavg } from 'node:os';
import { DEFAULT_SHAPE, dispatchProblem } from '../bench/dispatch-problem.js';
import { checkPlan } from '../check/check-plan.js';
import { haversineProvider } from '../providers/haversine.provider.js';
import { locationsOf, runSolveWorker } from '../worker/solve-in-worker.js';

/** Heap cap of the solve worker (issue 18: ≤ 500 MB); past it the worker dies and the bench fails. */
const HEAP_LIMIT_MB = 500;
const MB = 1024 * 1024;

const guaranies = (x: number): string => `Gs. ${Math.round(x).toLocaleString('es-PY')}`;

function option(argv: readonly string[], name: string, fallback: number): number {
  const k = argv.indexOf(name);
  if (k < 0) return fallback;
  const v = Number(argv[k + 1]);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
}

/**
 * Dispatch-shaped bench: the simulated day's problem for a seed (about 500 orders, 1 000 stops), solved in a worker
 * thread (the path of solveInWorker: the matrix here, the search there) with its heap capped, once per budget of
 * the quality curve; the last budget is the main result. Every plan goes through checkPlan.
 * Usage: bench:despacho -- [--seed 1] [--orders 500] [--time-limit-ms 30000] [--curve 1000,5000,10000]
 */
async function main(argv: string[]): Promise<number> {
  const seed = option(argv, '--seed', 1);
  const orders = option(argv, '--orders', DEFAULT_SHAPE.orders);
  const limit = option(argv, '--time-limit-ms', 30_000);
  const k = argv.indexOf('--curve');
  const curve = (k >= 0 ? (argv[k + 1] ?? '').split(',').map(Number) : [1000, 5000, 10_000]).filter(
    (x) => x > 0 && x < limit,
  );
  const problem = dispatchProblem(seed, { ...DEFAULT_SHAPE, orders });
  const provider = haversineProvider();
  const stops = problem.tasks.reduce((s, t) => s + (t.pickup ? 1 : 0) + (t.delivery ? 1 : 0), 0);
  console.log(
    `Problema de despacho, semilla ${seed}: ${orders} pedidos → ${problem.tasks.length} órdenes de venta, ${stops} paradas; ` +
      `flota ${problem.vehicles.map((v) => `${String(v.count)} ${v.id}`).join(', ')}; rutas abiertas; ` +
      `carga ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  const points = locationsOf(problem);
  const matrix = provider.matrix(points);
  let failed = false;
  let last = '';
  console.log(
    'presupuesto   costo               vehículos  sin asignar  km       ms total  heap worker usado/total + externo  checkPlan',
  );
  for (const budget of [...curve, limit]) {
    const started = performance.now();
    const { plan, heap } = await runSolveWorker(
      { problem, timeLimitMs: budget, seed, points, matrix },
      { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    );
    const ms = performance.now() - started;
    const check = checkPlan(problem, plan, { provider });
    if (!check.ok) failed = true;
    const reasons = new Map<number, number>();
    for (const u of plan.unassigned) reasons.set(u.reason, (reasons.get(u.reason) ?? 0) + 1);
    last = [...reasons].map(([r, n]) => `${n} con motivo ${r}`).join(', ');
    console.log(
      [
        `${(budget / 1000).toString()} s`.padEnd(12),
        guaranies(plan.summary.cost).padEnd(19),
        String(plan.summary.vehicles).padStart(9),
        String(plan.summary.unassigned).padStart(12),
        plan.summary.distance.toFixed(1).padStart(8),
        ms.toFixed(0).padStart(10),
        `${(heap.usedBytes / MB).toFixed(0)} / ${(heap.totalBytes / MB).toFixed(0)} + ${(heap.externalBytes / MB).toFixed(0)} MB`.padStart(
          33,
        ),
        check.ok ? '  sí' : `  NO ${check.errors.slice(0, 3).join('; ')}`,
      ].join(' '),
    );
  }
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `\nNo asignadas con ${limit / 1000} s: ${last || 'ninguna'}. Heap del worker limitado a ${HEAP_LIMIT_MB} MB (resourceLimits); ` +
      `RSS máximo del proceso entero ${rssMb.toFixed(0)} MB. Carga al terminar ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
