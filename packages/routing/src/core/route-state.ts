import { FREE_NODE, type Instance } from './instance.js';

/**
 * One vehicle's route: nodes[0] is its start, nodes[len-1] its end (FREE_NODE for open ends).
 * update() caches the schedule (earliest service starts, latest feasible starts) and loads for O(1) insertion checks.
 */
export class RouteState {
  nodes: number[];
  /** Earliest service start at each position. */
  start: number[] = [];
  /** Latest service start at each position that keeps the rest of the route feasible. */
  latest: number[] = [];
  /** Load on board after each position. */
  loadW: number[] = [];
  loadV: number[] = [];
  distance = 0;
  duration = 0;
  cost = 0;
  feasible = true;

  constructor(
    readonly inst: Instance,
    readonly veh: number,
    nodes?: number[],
  ) {
    this.nodes = nodes ?? [inst.startNode[veh] as number, inst.endNode[veh] as number];
    this.update();
  }

  get isEmpty(): boolean {
    return this.nodes.length === 2;
  }

  clone(): RouteState {
    const r = Object.create(RouteState.prototype) as RouteState;
    Object.assign(r, this);
    r.nodes = this.nodes.slice();
    r.start = this.start.slice();
    r.latest = this.latest.slice();
    r.loadW = this.loadW.slice();
    r.loadV = this.loadV.slice();
    return r;
  }

  /** Copies another route of the same vehicle into this one (reusing arrays). */
  copyFrom(o: RouteState): void {
    copyInto(this.nodes, o.nodes);
    copyInto(this.start, o.start);
    copyInto(this.latest, o.latest);
    copyInto(this.loadW, o.loadW);
    copyInto(this.loadV, o.loadV);
    this.distance = o.distance;
    this.duration = o.duration;
    this.cost = o.cost;
    this.feasible = o.feasible;
  }

  /** Requests served by this route, in order of first visit. */
  requests(): number[] {
    const out: number[] = [];
    const { nodes } = this;
    const { nodeReq, pickup } = this.inst;
    for (let k = 1; k < nodes.length - 1; k++) {
      const node = nodes[k] as number;
      const r = nodeReq[node] as number;
      if (pickup[r] === node || pickup[r] === -1) out.push(r);
    }
    return out;
  }

  /** Inserts request r: its pickup after position i, its delivery after position j (original indices, j >= i). */
  insert(r: number, i: number, j: number): void {
    const p = this.inst.pickup[r] as number;
    const d = this.inst.delivery[r] as number;
    if (p >= 0 && d >= 0) {
      this.nodes.splice(j + 1, 0, d);
      this.nodes.splice(i + 1, 0, p);
    } else {
      this.nodes.splice(i + 1, 0, p >= 0 ? p : d);
    }
    this.update();
  }

  remove(r: number): void {
    this.removeNoUpdate(r);
    this.update();
  }

  removeNoUpdate(r: number): void {
    const p = this.inst.pickup[r] as number;
    const d = this.inst.delivery[r] as number;
    if (p >= 0) this.nodes.splice(this.nodes.indexOf(p), 1);
    if (d >= 0) this.nodes.splice(this.nodes.indexOf(d), 1);
  }

  /** Recomputes schedule, loads, distance and cost; returns feasibility. */
  update(): boolean {
    const inst = this.inst;
    const { nodes, start, latest, loadW, loadV } = this;
    const { dist, time, early, late, service, demW, demV, nodeReq, pickup, nNodes } = inst;
    const veh = this.veh;
    const n = nodes.length;
    start.length = n;
    latest.length = n;
    loadW.length = n;
    loadV.length = n;
    let initW = 0;
    let initV = 0;
    for (let k = 1; k < n - 1; k++) {
      const node = nodes[k] as number;
      if (pickup[nodeReq[node] as number] === -1) {
        initW -= demW[node] as number;
        initV -= demV[node] as number;
      }
    }
    const capW = inst.capW[veh] as number;
    const capV = inst.capV[veh] as number;
    let ok = initW <= capW && initV <= capV;
    start[0] = inst.shiftStart[veh] as number;
    loadW[0] = initW;
    loadV[0] = initV;
    let d = 0;
    let prev = nodes[0] as number;
    for (let k = 1; k < n; k++) {
      const node = nodes[k] as number;
      const arc = prev * nNodes + node;
      d += dist[arc] as number;
      let t = (start[k - 1] as number) + (service[prev] as number) + (time[arc] as number);
      const e = early[node] as number;
      if (t < e) t = e;
      start[k] = t;
      if (k < n - 1) {
        if (t > (late[node] as number)) ok = false;
        const w = (loadW[k - 1] as number) + (demW[node] as number);
        const v = (loadV[k - 1] as number) + (demV[node] as number);
        loadW[k] = w;
        loadV[k] = v;
        if (w > capW || v > capV) ok = false;
      } else {
        loadW[k] = loadW[k - 1] as number;
        loadV[k] = loadV[k - 1] as number;
      }
      prev = node;
    }
    const shiftEnd = inst.shiftEnd[veh] as number;
    if ((start[n - 1] as number) > shiftEnd) ok = false;
    latest[n - 1] = shiftEnd;
    for (let k = n - 2; k >= 0; k--) {
      const node = nodes[k] as number;
      const next = nodes[k + 1] as number;
      const l = k === 0 ? shiftEnd : (late[node] as number);
      const back = (latest[k + 1] as number) - (service[node] as number) - (time[node * nNodes + next] as number);
      latest[k] = back < l ? back : l;
    }
    this.distance = d;
    this.feasible = ok && Number.isFinite(d);
    if (n === 2) {
      this.duration = 0;
      this.cost = 0;
      return this.feasible;
    }
    const first = nodes[1] as number;
    const startNode = nodes[0] as number;
    const depart =
      startNode === FREE_NODE
        ? (start[1] as number)
        : Math.max(start[0] as number, (start[1] as number) - (time[startNode * nNodes + first] as number));
    const endNode = nodes[n - 1] as number;
    const finish =
      endNode === FREE_NODE ? (start[n - 2] as number) + (service[nodes[n - 2] as number] as number) : (start[n - 1] as number);
    this.duration = finish - depart;
    if (inst.objective === 'distance') {
      this.cost = d;
    } else {
      const raw =
        (inst.flag[veh] as number) +
        (inst.arcKm[veh] as number) * d +
        (inst.arcMin[veh] as number) * this.duration +
        (inst.perStop[veh] as number) * (n - 2);
      const min = inst.minPrice[veh] as number;
      this.cost = raw < min ? min : raw;
    }
    return this.feasible;
  }
}

function copyInto(dst: number[], src: number[]): void {
  dst.length = src.length;
  for (let k = 0; k < src.length; k++) dst[k] = src[k] as number;
}
