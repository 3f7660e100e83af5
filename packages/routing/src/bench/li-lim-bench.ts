/** Pure parts of the Li & Lim benchmark CLI: arguments, instance selection, targets and the summary over seeds. */

export type BenchSet = 100 | 200 | 400;

export interface BenchArgs {
  set: BenchSet;
  timeLimitMs: number;
  seeds: number[];
  /** Explicit instance names (without .txt); empty for the whole set or a sample. */
  instances: string[];
  /** Evenly spaced sample of the set (0 for all). */
  sample: number;
  /** Iteration cap passed to solve() (Infinity for none): with it a run no longer depends on machine speed. */
  maxIterations: number;
  dir: string | undefined;
}

const DEFAULT_LIMIT: Record<BenchSet, number> = { 100: 5000, 200: 30_000, 400: 60_000 };

const numberList = (s: string | undefined): number[] =>
  (s ?? '')
    .split(',')
    .filter((x) => x.trim() !== '')
    .map(Number);

/** Parses `--set 100|200|400 --time-limit-ms N --seeds 1,2,3 [--instances a,b | --sample K] [--max-iterations N] [--dir D]`. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  let set: BenchSet = 100;
  let timeLimitMs: number | undefined;
  let seeds = [1, 2, 3];
  let instances: string[] = [];
  let sample = 0;
  let maxIterations = Infinity;
  let dir: string | undefined;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k];
    const value = argv[k + 1];
    if (arg === '--set') {
      const n = Number(value);
      if (n !== 100 && n !== 200 && n !== 400)
        throw new Error(`--set must be 100, 200 or 400 (got ${value})`);
      set = n;
    } else if (arg === '--time-limit-ms') timeLimitMs = Number(value);
    else if (arg === '--seeds' || arg === '--seed') seeds = numberList(value);
    else if (arg === '--instances') instances = (value ?? '').split(',').filter((x) => x !== '');
    else if (arg === '--sample') sample = Number(value);
    else if (arg === '--max-iterations') maxIterations = Number(value);
    else if (arg === '--dir') dir = value;
    else throw new Error(`unknown option ${arg}`);
    k++;
  }
  const limit = timeLimitMs ?? DEFAULT_LIMIT[set];
  if (!Number.isFinite(limit) || limit <= 0)
    throw new Error('--time-limit-ms must be a positive number');
  if (seeds.length === 0 || seeds.some((s) => !Number.isInteger(s)))
    throw new Error('--seeds must be a list of integers');
  if (!Number.isInteger(sample) || sample < 0)
    throw new Error('--sample must be a non-negative integer');
  if (instances.length > 0 && sample > 0) throw new Error('use --instances or --sample, not both');
  if (!(maxIterations > 0)) throw new Error('--max-iterations must be positive');
  return { set, timeLimitMs: limit, seeds, instances, sample, maxIterations, dir };
}

/** Instance names of a set, sorted: 100 = lc101…lrc208, 200 = l*_2_*, 400 = l*_4_*. */
export function instancesOfSet(names: readonly string[], set: BenchSet): string[] {
  const pattern = set === 100 ? /^l(c|r|rc)\d{3}$/ : new RegExp(`^l(c|r|rc)\\d_${set / 100}_\\d+$`);
  return names.filter((n) => pattern.test(n)).sort();
}

/** The explicit list, or k instances evenly spaced over the sorted set (one per class when k = 6), or all. */
export function selectInstances(
  all: readonly string[],
  args: Pick<BenchArgs, 'instances' | 'sample'>,
): string[] {
  if (args.instances.length > 0) {
    const missing = args.instances.filter((n) => !all.includes(n));
    if (missing.length > 0) throw new Error(`not in the set: ${missing.join(', ')}`);
    return [...args.instances];
  }
  if (args.sample <= 0 || args.sample >= all.length) return [...all];
  return Array.from(
    { length: args.sample },
    (_, i) => all[Math.floor(((i + 0.5) * all.length) / args.sample)] as string,
  );
}

export interface Target {
  label: string;
  /** Minimum share of instances with the best-known vehicle count, %. */
  vehiclesPct: number;
  /** Maximum mean distance gap where vehicles are equal, %. */
  meanGapPct: number;
  /** Maximum gap on any instance, % (undefined when the target sets none). */
  maxGapPct?: number;
}

/** The targets of issue 18 for a set and time limit (100 tasks: the 5 s target from 5 s on, else the 1 s one). */
export function targetFor(set: BenchSet, timeLimitMs: number): Target {
  if (set === 100)
    return timeLimitMs >= 5000
      ? { label: '100 tareas a 5 s', vehiclesPct: 100, meanGapPct: 0.1, maxGapPct: 1 }
      : { label: '100 tareas a 1 s', vehiclesPct: 95, meanGapPct: 0.5 };
  if (set === 200) return { label: '200 tareas a 30 s', vehiclesPct: 90, meanGapPct: 1 };
  return { label: '400 tareas a 60 s', vehiclesPct: 75, meanGapPct: 3 };
}

export interface RunResult {
  instance: string;
  seed: number;
  feasible: boolean;
  vehicles: number;
  distance: number;
  ms: number;
  bestVehicles: number;
  bestDistance: number;
}

export interface SeedFigures {
  seed: number;
  feasible: number;
  runs: number;
  vehiclesPct: number;
  /** Mean and worst distance gap (%) over the instances at the best-known vehicle count; NaN when none. */
  meanGapPct: number;
  maxGapPct: number;
  meanMs: number;
  maxMs: number;
}

export const gapPct = (r: RunResult): number =>
  ((r.distance - r.bestDistance) / r.bestDistance) * 100;

/** Figures of one seed: a run counts for the vehicles only when feasible and at the best-known count. */
export function seedFigures(seed: number, runs: readonly RunResult[]): SeedFigures {
  const equal = runs.filter((r) => r.feasible && r.vehicles === r.bestVehicles);
  const gaps = equal.map(gapPct);
  return {
    seed,
    feasible: runs.filter((r) => r.feasible).length,
    runs: runs.length,
    vehiclesPct: runs.length ? (100 * equal.length) / runs.length : NaN,
    meanGapPct: gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : NaN,
    maxGapPct: gaps.length ? Math.max(...gaps) : NaN,
    meanMs: runs.reduce((s, r) => s + r.ms, 0) / Math.max(1, runs.length),
    maxMs: Math.max(0, ...runs.map((r) => r.ms)),
  };
}

export interface Spread {
  mean: number;
  /** The worst seed: lowest for a share, highest for a gap. */
  worst: number;
}

export interface Verdict {
  metric: string;
  target: string;
  spread: Spread;
  /** Judged on the mean over seeds and on the worst seed. */
  meanOk: boolean;
  worstOk: boolean;
}

function spread(values: number[], higherIsBetter: boolean): Spread {
  const mean = values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
  const worst = higherIsBetter ? Math.min(...values) : Math.max(...values);
  return { mean, worst };
}

/** Compares the spread over seeds with the target; a NaN gap (no instance at the best count) fails. */
export function verdicts(figures: readonly SeedFigures[], target: Target): Verdict[] {
  const out: Verdict[] = [];
  const veh = spread(
    figures.map((f) => f.vehiclesPct),
    true,
  );
  out.push({
    metric: 'vehículos = mejor conocido',
    target: `≥ ${target.vehiclesPct} %`,
    spread: veh,
    meanOk: veh.mean >= target.vehiclesPct,
    worstOk: veh.worst >= target.vehiclesPct,
  });
  const mean = spread(
    figures.map((f) => f.meanGapPct),
    false,
  );
  out.push({
    metric: 'gap medio (vehículos iguales)',
    target: `≤ ${target.meanGapPct} %`,
    spread: mean,
    meanOk: mean.mean <= target.meanGapPct,
    worstOk: mean.worst <= target.meanGapPct,
  });
  const max = spread(
    figures.map((f) => f.maxGapPct),
    false,
  );
  const maxTarget = target.maxGapPct;
  out.push({
    metric: 'peor gap de una instancia',
    target: maxTarget === undefined ? '(sin meta)' : `≤ ${maxTarget} %`,
    spread: max,
    meanOk: maxTarget === undefined || max.mean <= maxTarget,
    worstOk: maxTarget === undefined || max.worst <= maxTarget,
  });
  const feasible = figures.every((f) => f.feasible === f.runs);
  out.push({
    metric: 'planes factibles (checkPlan, sin no asignados)',
    target: 'todos',
    spread: {
      mean: figures.reduce((s, f) => s + f.feasible, 0) / Math.max(1, figures.length),
      worst: Math.min(...figures.map((f) => f.feasible)),
    },
    meanOk: feasible,
    worstOk: feasible,
  });
  return out;
}
