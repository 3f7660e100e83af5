import { FREE_NODE, type Instance } from './instance.js';

/** Source of route versions: every schedule gets a number no other route state had. */
let lastVersion = 0;

/**
 * One vehicle's route: nodes[0] is its start, nodes[len-1] its end (FREE_NODE for open ends).
 * update() caches the schedule (earliest service starts, latest feasible starts) and loads for O(1) insertion checks.
 * The cached arrays are typed and may be longer than the route: only the first nodes.length entries are meaningful.
 */
export class RouteState {
  nodes: number[];
  /** Earliest service start at each position. */
  start = new Float64Array(0);
  /** Latest service start at each position that keeps the rest of the route feasible. */
  latest = new Float64Array(0);
  /** Load on board after each position. */
  loadW = new Float64Array(0);
  loadV = new Float64Array(0);
  /** Travel time and distance of the arc from each position to the next. */
  arcTime = new Float64Array(0);
  arcDist = new Float64Array(0);
  distance = 0;
  duration = 0;
  cost = 0;
  feasible = true;
  /** Changes whenever the route does; equal versions mean equal routes (kept by copyFrom and clone). */
  version = 0;

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
    const n = this.nodes.length;
    r.start = this.start.slice(0, n);
    r.latest = this.latest.slice(0, n);
    r.loadW = this.loadW.slice(0, n);
    r.loadV = this.loadV.slice(0, n);
    r.arcTime = this.arcTime.slice(0, n);
    r.arcDist = this.arcDist.slice(0, n);
    return r;
  }

  /** Makes room for a route of n nodes in the cached arrays (their contents are then stale). */
  private reserve(n: number): void {
    if (this.start.length >= n) return;
    const size = Math.max(n, 2 * this.start.length, 8);
    this.start = new Float64Array(size);
    this.latest = new Float64Array(size);
    this.loadW = new Float64Array(size);
    this.loadV = new Float64Array(size);
    this.arcTime = new Float64Array(size);
    this.arcDist = new Float64Array(size);
  }

  /** Copies another route of the same vehicle into this one (reusing arrays). */
  copyFrom(o: RouteState): void {
    const n = o.nodes.length;
    copyInto(this.nodes, o.nodes);
    this.reserve(n);
    copyPrefix(this.start, o.start, n);
    copyPrefix(this.latest, o.latest, n);
    copyPrefix(this.loadW, o.loadW, n);
    copyPrefix(this.loadV, o.loadV, n);
    copyPrefix(this.arcTime, o.arcTime, n - 1);
    copyPrefix(this.arcDist, o.arcDist, n - 1);
    this.distance = o.distance;
    this.duration = o.duration;
    this.cost = o.cost;
    this.feasible = o.feasible;
    this.version = o.version;
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

  /**
   * Makes this route (same vehicle) a copy of src without the requests a and b (b = -1 for one), and without every
   * request r with marked[r] = 1 when marked is given, and updates it: the same state as copyFrom(src),
   * removeNoUpdate of each, update(), in one pass over the nodes.
   */
  copyWithout(src: RouteState, a: number, b: number, marked?: Uint8Array): boolean {
    const { nodeReq, dist, time, nNodes } = this.inst;
    const from = src.nodes;
    const nodes = this.nodes;
    this.reserve(from.length);
    const { arcTime, arcDist } = this;
    let n = 0;
    // Source position of the last kept node: an arc between two kept neighbours is copied from src's cache,
    // only the arcs that bridge a removed node are read from the matrices.
    let last = -1;
    for (let k = 0; k < from.length; k++) {
      const node = from[k] as number;
      // Route ends carry no request (nodeReq -1), so they are never skipped.
      const r = nodeReq[node] as number;
      if (
        k > 0 &&
        k < from.length - 1 &&
        (r === a || r === b || (marked !== undefined && marked[r] === 1))
      )
        continue;
      if (n > 0) {
        if (last === k - 1) {
          arcTime[n - 1] = src.arcTime[last] as number;
          arcDist[n - 1] = src.arcDist[last] as number;
        } else {
          const arc = (nodes[n - 1] as number) * nNodes + node;
          arcTime[n - 1] = time[arc] as number;
          arcDist[n - 1] = dist[arc] as number;
        }
      }
      nodes[n++] = node;
      last = k;
    }
    nodes.length = n;
    return this.schedule();
  }

  removeNoUpdate(r: number): void {
    const p = this.inst.pickup[r] as number;
    const d = this.inst.delivery[r] as number;
    if (p >= 0) this.nodes.splice(this.nodes.indexOf(p), 1);
    if (d >= 0) this.nodes.splice(this.nodes.indexOf(d), 1);
  }

  /** Recomputes schedule, loads, distance and cost; returns feasibility. */
  update(): boolean {
    const { dist, time, nNodes } = this.inst;
    const nodes = this.nodes;
    this.reserve(nodes.length);
    const { arcTime, arcDist } = this;
    for (let k = 0; k + 1 < nodes.length; k++) {
      const arc = (nodes[k] as number) * nNodes + (nodes[k + 1] as number);
      arcTime[k] = time[arc] as number;
      arcDist[k] = dist[arc] as number;
    }
    return this.schedule();
  }

  /** update() once the arc caches hold the arcs of the current nodes. */
  private schedule(): boolean {
    this.version = ++lastVersion;
    const inst = this.inst;
    const { nodes, start, latest, loadW, loadV, arcTime, arcDist } = this;
    const { time, early, late, service, demW, demV, nodeReq, pickup, nNodes } = inst;
    const veh = this.veh;
    const n = nodes.length;
    let initW = 0;
    let initV = 0;
    if (inst.hasDeliveryOnly) {
      for (let k = 1; k < n - 1; k++) {
        const node = nodes[k] as number;
        if (pickup[nodeReq[node] as number] === -1) {
          initW -= demW[node] as number;
          initV -= demV[node] as number;
        }
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
      const at = arcTime[k - 1] as number;
      d += arcDist[k - 1] as number;
      let t = (start[k - 1] as number) + (service[prev] as number) + at;
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
      const l = k === 0 ? shiftEnd : (late[node] as number);
      const back = (latest[k + 1] as number) - (service[node] as number) - (arcTime[k] as number);
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
        : Math.max(
            start[0] as number,
            (start[1] as number) - (time[startNode * nNodes + first] as number),
          );
    const endNode = nodes[n - 1] as number;
    const finish =
      endNode === FREE_NODE
        ? (start[n - 2] as number) + (service[nodes[n - 2] as number] as number)
        : (start[n - 1] as number);
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

function copyPrefix(dst: Float64Array, src: Float64Array, n: number): void {
  for (let k = 0; k < n; k++) dst[k] = src[k] as number;
}
