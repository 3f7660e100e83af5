import type { Location, Plan, Problem, Task, Vehicle } from '../model/problem.types.js';
import { unitsOf } from '../core/instance.js';
import { haversineProvider } from '../providers/haversine.provider.js';
import type { TravelProvider } from '../providers/travel.types.js';

export interface CheckOptions {
  provider?: TravelProvider;
  /** Allowed numeric slack on times, loads and distances. */
  tolerance?: number;
}

export interface CheckResult {
  ok: boolean;
  errors: string[];
}

const sameLocation = (a: Location, b: Location): boolean => a.lat === b.lat && a.lng === b.lng;

function sizeFits(task: Task, vehicle: Vehicle): boolean {
  if (!task.size || !vehicle.space) return true;
  const item = [task.size.altoCm, task.size.anchoCm, task.size.profundidadCm].sort((a, b) => a - b);
  const room = [vehicle.space.altoCm, vehicle.space.anchoCm, vehicle.space.profundidadCm].sort((a, b) => a - b);
  return item.every((x, k) => x <= (room[k] as number));
}

const volume = (task: Task): number => (task.size ? task.size.altoCm * task.size.anchoCm * task.size.profundidadCm : 0);

/**
 * Verifies a plan against its problem on its own, recomputing every schedule from the provider: each task
 * routed once or reported unassigned, pickup before delivery on one route, capacity at every stop, windows,
 * shift, cold chain, size, fleet counts and reported distances.
 */
export function checkPlan(problem: Problem, plan: Plan, options: CheckOptions = {}): CheckResult {
  const provider = options.provider ?? haversineProvider();
  const tol = options.tolerance ?? 1e-6;
  const errors: string[] = [];
  const tasks = new Map(problem.tasks.map((t) => [t.id, t]));
  const vehicles = new Map(problem.vehicles.map((v) => [v.id, v]));
  const visits = new Map<string, number>();
  const usedUnits = new Set<string>();

  plan.routes.forEach((route, ri) => {
    const tag = `route ${ri} (${route.vehicleId}#${route.unit})`;
    const vehicle = vehicles.get(route.vehicleId);
    if (!vehicle) {
      errors.push(`${tag}: unknown vehicle`);
      return;
    }
    const unitKey = `${route.vehicleId}#${route.unit}`;
    if (usedUnits.has(unitKey)) errors.push(`${tag}: vehicle unit used twice`);
    usedUnits.add(unitKey);
    if (route.unit < 0 || route.unit >= unitsOf(vehicle, problem.tasks.length)) errors.push(`${tag}: unit beyond the vehicle count`);
    const capW = vehicle.maxWeightKg ?? Infinity;
    const capV = vehicle.space ? vehicle.space.altoCm * vehicle.space.anchoCm * vehicle.space.profundidadCm : Infinity;
    const stops: { task: Task; pickup: boolean; loc: Location; window?: { start: number; end: number }; service: number }[] = [];
    const onRoute = new Map<string, { p: number; d: number }>();
    route.stops.forEach((s, k) => {
      const task = tasks.get(s.taskId);
      if (!task) {
        errors.push(`${tag}: unknown task ${s.taskId}`);
        return;
      }
      const end = s.kind === 'pickup' ? task.pickup : task.delivery;
      if (!end) {
        errors.push(`${tag}: task ${task.id} has no ${s.kind}`);
        return;
      }
      if (!sameLocation(end.location, s.location)) errors.push(`${tag}: stop ${k} location differs from task ${task.id}`);
      const seen = onRoute.get(task.id) ?? { p: -1, d: -1 };
      if ((s.kind === 'pickup' ? seen.p : seen.d) >= 0) errors.push(`${tag}: task ${task.id} ${s.kind} visited twice`);
      if (s.kind === 'pickup') seen.p = stops.length;
      else seen.d = stops.length;
      onRoute.set(task.id, seen);
      if ((vehicle.refrigeration ?? 0) < (task.coldChain ?? 0)) errors.push(`${tag}: task ${task.id} needs cold chain ${task.coldChain}`);
      if (!sizeFits(task, vehicle)) errors.push(`${tag}: task ${task.id} does not fit the vehicle`);
      stops.push({ task, pickup: s.kind === 'pickup', loc: end.location, window: end.window, service: end.serviceTime ?? 0 });
    });
    for (const [id, seen] of onRoute) {
      const task = tasks.get(id) as Task;
      if (task.pickup && seen.p < 0) errors.push(`${tag}: task ${id} delivered without its pickup`);
      if (task.delivery && seen.d < 0) errors.push(`${tag}: task ${id} picked up but not delivered`);
      if (seen.p >= 0 && seen.d >= 0 && seen.p > seen.d) errors.push(`${tag}: task ${id} delivered before pickup`);
      visits.set(id, (visits.get(id) ?? 0) + 1);
    }
    if (stops.length === 0) {
      errors.push(`${tag}: route without stops`);
      return;
    }
    const locs: Location[] = [];
    if (vehicle.start) locs.push(vehicle.start);
    for (const s of stops) locs.push(s.loc);
    if (vehicle.end) locs.push(vehicle.end);
    const m = provider.matrix(locs);
    const at = (i: number, j: number): number => i * m.size + j;
    const off = vehicle.start ? 1 : 0;
    let w = 0;
    let v = 0;
    for (const s of stops) {
      if (!s.task.pickup) {
        w += s.task.weightKg ?? 0;
        v += volume(s.task);
      }
    }
    if (w > capW + tol || v > capV + tol) errors.push(`${tag}: initial load exceeds capacity`);
    const shiftStart = vehicle.shift?.start ?? 0;
    const shiftEnd = vehicle.shift?.end ?? Infinity;
    let t = shiftStart;
    let distance = 0;
    stops.forEach((s, k) => {
      const idx = k + off;
      if (idx > 0) {
        t += m.time[at(idx - 1, idx)] as number;
        distance += m.distance[at(idx - 1, idx)] as number;
      }
      if (s.window && t < s.window.start) t = s.window.start;
      if (s.window && t > s.window.end + tol) errors.push(`${tag}: stop ${k} (${s.task.id}) starts at ${t} after its window ends at ${s.window.end}`);
      const sign = s.pickup ? 1 : -1;
      w += sign * (s.task.weightKg ?? 0);
      v += sign * volume(s.task);
      if (w > capW + tol) errors.push(`${tag}: weight ${w} over ${capW} after stop ${k}`);
      if (v > capV + tol) errors.push(`${tag}: volume ${v} over ${capV} after stop ${k}`);
      t += s.service;
    });
    if (vehicle.end) {
      const last = stops.length - 1 + off;
      t += m.time[at(last, last + 1)] as number;
      distance += m.distance[at(last, last + 1)] as number;
    }
    if (t > shiftEnd + tol) errors.push(`${tag}: ends at ${t} after the shift end ${shiftEnd}`);
    if (Math.abs(distance - route.distance) > tol * Math.max(1, distance)) errors.push(`${tag}: distance ${route.distance} differs from ${distance}`);
  });

  const unassigned = new Set<string>();
  for (const u of plan.unassigned) {
    if (!tasks.has(u.taskId)) errors.push(`unassigned: unknown task ${u.taskId}`);
    if (unassigned.has(u.taskId)) errors.push(`unassigned: task ${u.taskId} listed twice`);
    unassigned.add(u.taskId);
  }
  for (const task of problem.tasks) {
    const n = visits.get(task.id) ?? 0;
    if (n > 1) errors.push(`task ${task.id} served by ${n} routes`);
    if (n === 0 && !unassigned.has(task.id)) errors.push(`task ${task.id} neither routed nor unassigned`);
    if (n > 0 && unassigned.has(task.id)) errors.push(`task ${task.id} routed and unassigned`);
  }
  return { ok: errors.length === 0, errors };
}
