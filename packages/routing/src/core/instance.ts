import type { Dimensions, Location, Problem, Task, Vehicle } from '../model/problem.types.js';
import type { TravelProvider } from '../providers/travel.types.js';

/** Index of the free node: zero distance and time to and from every node (open route ends). */
export const FREE_NODE = 0;

/** Flat, compiled form of a problem that the search works on. */
export interface Instance {
  nNodes: number;
  dist: Float64Array;
  time: Float64Array;
  /** Transposes: distT[j*nNodes+i] = dist[i*nNodes+j], so that the arcs into one node lie in one row (cache). */
  distT: Float64Array;
  timeT: Float64Array;
  early: Float64Array;
  late: Float64Array;
  service: Float64Array;
  /** Signed demand per node: + at a pickup, - at a delivery. */
  demW: Float64Array;
  demV: Float64Array;
  nodeReq: Int32Array;
  nodeIsPickup: Uint8Array;
  /** True when some request has a delivery and no pickup (its load is on board from the start). */
  hasDeliveryOnly: boolean;
  nReq: number;
  /** Node of each request's pickup/delivery, -1 when absent. */
  pickup: Int32Array;
  delivery: Int32Array;
  nVeh: number;
  nTypes: number;
  vehType: Int32Array;
  vehUnit: Int32Array;
  startNode: Int32Array;
  endNode: Int32Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  capW: Float64Array;
  capV: Float64Array;
  /** Arc cost = arcKm*dist + arcMin*time; route cost adds flag, stops and the minimum. */
  arcKm: Float64Array;
  arcMin: Float64Array;
  perStop: Float64Array;
  flag: Float64Array;
  minPrice: Float64Array;
  /** compat[req*nTypes+type] = 1 when the vehicle type can carry the request. */
  compat: Uint8Array;
  objective: 'cost' | 'distance';
  problem: Problem;
}

const volumeOf = (d: Dimensions | null | undefined): number =>
  d ? d.altoCm * d.anchoCm * d.profundidadCm : 0;

function fits(task: Task, vehicle: Vehicle): boolean {
  const weight = task.weightKg ?? 0;
  if (vehicle.maxWeightKg != null && weight > vehicle.maxWeightKg) return false;
  if ((vehicle.refrigeration ?? 0) < (task.coldChain ?? 0)) return false;
  if (task.size && vehicle.space) {
    const item = [task.size.altoCm, task.size.anchoCm, task.size.profundidadCm].sort(
      (a, b) => a - b,
    );
    const room = [vehicle.space.altoCm, vehicle.space.anchoCm, vehicle.space.profundidadCm].sort(
      (a, b) => a - b,
    );
    for (let k = 0; k < 3; k++) if ((item[k] as number) > (room[k] as number)) return false;
  }
  return true;
}

export function unitsOf(vehicle: Vehicle, nTasks: number): number {
  if (vehicle.count === 'unlimited') return Math.max(1, nTasks);
  return Math.max(0, Math.floor(vehicle.count ?? 1));
}

export function compileInstance(problem: Problem, provider: TravelProvider): Instance {
  const { tasks, vehicles } = problem;
  const locations: Location[] = [{ lat: 0, lng: 0 }];
  const early: number[] = [-Infinity];
  const late: number[] = [Infinity];
  const service: number[] = [0];
  const demW: number[] = [0];
  const demV: number[] = [0];
  const nodeReq: number[] = [-1];
  const isPickup: number[] = [0];
  const pickup = new Int32Array(tasks.length).fill(-1);
  const delivery = new Int32Array(tasks.length).fill(-1);

  tasks.forEach((task, r) => {
    if (!task.pickup && !task.delivery)
      throw new Error(`Task ${task.id} has neither pickup nor delivery`);
    const w = task.weightKg ?? 0;
    const v = volumeOf(task.size);
    for (const [end, sign] of [
      [task.pickup, 1],
      [task.delivery, -1],
    ] as const) {
      if (!end) continue;
      const node = locations.length;
      locations.push(end.location);
      early.push(end.window?.start ?? -Infinity);
      late.push(end.window?.end ?? Infinity);
      service.push(end.serviceTime ?? 0);
      demW.push(sign * w);
      demV.push(sign * v);
      nodeReq.push(r);
      isPickup.push(sign > 0 ? 1 : 0);
      if (sign > 0) pickup[r] = node;
      else delivery[r] = node;
    }
  });

  const typeStart: number[] = [];
  const typeEnd: number[] = [];
  for (const vehicle of vehicles) {
    for (const [loc, out] of [
      [vehicle.start, typeStart],
      [vehicle.end, typeEnd],
    ] as const) {
      if (!loc) {
        out.push(FREE_NODE);
        continue;
      }
      out.push(locations.length);
      locations.push(loc);
      early.push(-Infinity);
      late.push(Infinity);
      service.push(0);
      demW.push(0);
      demV.push(0);
      nodeReq.push(-1);
      isPickup.push(0);
    }
  }

  const nNodes = locations.length;
  const m = provider.matrix(locations.slice(1));
  const dist = new Float64Array(nNodes * nNodes);
  const time = new Float64Array(nNodes * nNodes);
  const distT = new Float64Array(nNodes * nNodes);
  const timeT = new Float64Array(nNodes * nNodes);
  for (let i = 1; i < nNodes; i++) {
    for (let j = 1; j < nNodes; j++) {
      const k = (i - 1) * m.size + (j - 1);
      dist[i * nNodes + j] = m.distance[k] as number;
      time[i * nNodes + j] = m.time[k] as number;
      distT[j * nNodes + i] = m.distance[k] as number;
      timeT[j * nNodes + i] = m.time[k] as number;
    }
  }

  const nTypes = vehicles.length;
  const compat = new Uint8Array(tasks.length * nTypes);
  tasks.forEach((task, r) =>
    vehicles.forEach((veh, t) => (compat[r * nTypes + t] = fits(task, veh) ? 1 : 0)),
  );

  const units: number[] = [];
  vehicles.forEach((veh, t) => {
    const n = unitsOf(veh, tasks.length);
    for (let u = 0; u < n; u++) units.push(t);
  });
  const nVeh = units.length;
  const inst: Instance = {
    nNodes,
    dist,
    time,
    distT,
    timeT,
    early: Float64Array.from(early),
    late: Float64Array.from(late),
    service: Float64Array.from(service),
    demW: Float64Array.from(demW),
    demV: Float64Array.from(demV),
    nodeReq: Int32Array.from(nodeReq),
    nodeIsPickup: Uint8Array.from(isPickup),
    hasDeliveryOnly: tasks.some((t) => !t.pickup),
    nReq: tasks.length,
    pickup,
    delivery,
    nVeh,
    nTypes,
    vehType: Int32Array.from(units),
    vehUnit: new Int32Array(nVeh),
    startNode: new Int32Array(nVeh),
    endNode: new Int32Array(nVeh),
    shiftStart: new Float64Array(nVeh),
    shiftEnd: new Float64Array(nVeh),
    capW: new Float64Array(nVeh),
    capV: new Float64Array(nVeh),
    arcKm: new Float64Array(nVeh),
    arcMin: new Float64Array(nVeh),
    perStop: new Float64Array(nVeh),
    flag: new Float64Array(nVeh),
    minPrice: new Float64Array(nVeh),
    compat,
    objective: problem.objective ?? 'cost',
    problem,
  };
  const seen = new Array<number>(nTypes).fill(0);
  units.forEach((t, k) => {
    const veh = vehicles[t] as Vehicle;
    inst.vehUnit[k] = seen[t] as number;
    seen[t] = (seen[t] as number) + 1;
    inst.startNode[k] = typeStart[t] as number;
    inst.endNode[k] = typeEnd[t] as number;
    inst.shiftStart[k] = veh.shift?.start ?? 0;
    inst.shiftEnd[k] = veh.shift?.end ?? Infinity;
    inst.capW[k] = veh.maxWeightKg ?? Infinity;
    inst.capV[k] = veh.space ? volumeOf(veh.space) : Infinity;
    if (inst.objective === 'distance') {
      inst.arcKm[k] = 1;
    } else {
      const tariff = veh.tariff ?? {};
      inst.arcKm[k] = tariff.precioKm ?? 0;
      inst.arcMin[k] = tariff.precioMinuto ?? 0;
      inst.perStop[k] = tariff.precioParada ?? 0;
      inst.flag[k] = tariff.subidaBandera ?? 0;
      inst.minPrice[k] = tariff.precioMinimo ?? 0;
      // Without any price the cost level falls back to distance.
      if (inst.arcKm[k] === 0 && inst.arcMin[k] === 0) inst.arcKm[k] = 1e-6;
    }
  });
  return inst;
}
