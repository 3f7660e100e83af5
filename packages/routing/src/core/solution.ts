import type { Instance } from './instance.js';
import { RouteState } from './route-state.js';

/** A complete assignment: one route per vehicle unit (possibly empty) and the route of each request (-1 unassigned). */
export class Solution {
  routes: RouteState[];
  routeOf: Int32Array;

  constructor(
    readonly inst: Instance,
    routes?: RouteState[],
    routeOf?: Int32Array,
  ) {
    this.routes = routes ?? Array.from({ length: inst.nVeh }, (_, v) => new RouteState(inst, v));
    this.routeOf = routeOf ?? new Int32Array(inst.nReq).fill(-1);
  }

  clone(): Solution {
    return new Solution(
      this.inst,
      this.routes.map((r) => r.clone()),
      this.routeOf.slice(),
    );
  }

  /** Overwrites this solution with another of the same instance. */
  copyFrom(o: Solution): void {
    for (let k = 0; k < this.routes.length; k++) (this.routes[k] as RouteState).copyFrom(o.routes[k] as RouteState);
    this.routeOf.set(o.routeOf);
  }

  route(k: number): RouteState {
    return this.routes[k] as RouteState;
  }

  insert(r: number, k: number, i: number, j: number): void {
    this.route(k).insert(r, i, j);
    this.routeOf[r] = k;
  }

  remove(r: number): void {
    const k = this.routeOf[r] as number;
    if (k < 0) return;
    this.route(k).remove(r);
    this.routeOf[r] = -1;
  }

  /** Removes several requests, updating each touched route once. */
  removeMany(reqs: readonly number[]): void {
    const touched = new Set<number>();
    for (const r of reqs) {
      const k = this.routeOf[r] as number;
      if (k < 0) continue;
      this.route(k).removeNoUpdate(r);
      this.routeOf[r] = -1;
      touched.add(k);
    }
    for (const k of touched) this.route(k).update();
  }

  vehicles(): number {
    let n = 0;
    for (const r of this.routes) if (!r.isEmpty) n++;
    return n;
  }

  /** Slots of the routes in use, in slot order. */
  usedRoutes(): number[] {
    const out: number[] = [];
    for (let k = 0; k < this.routes.length; k++) if (!this.route(k).isEmpty) out.push(k);
    return out;
  }

  cost(): number {
    let c = 0;
    for (const r of this.routes) c += r.cost;
    return c;
  }

  unassignedCount(): number {
    let n = 0;
    for (let r = 0; r < this.routeOf.length; r++) if (this.routeOf[r] === -1) n++;
    return n;
  }

  unassigned(): number[] {
    const out: number[] = [];
    for (let r = 0; r < this.routeOf.length; r++) if (this.routeOf[r] === -1) out.push(r);
    return out;
  }

  assigned(): number[] {
    const out: number[] = [];
    for (let r = 0; r < this.routeOf.length; r++) if ((this.routeOf[r] as number) >= 0) out.push(r);
    return out;
  }
}

/** Hierarchical comparison: unassigned, then vehicles, then cost. Negative when a is better. */
export function compareSolutions(a: Solution, b: Solution): number {
  const du = a.unassignedCount() - b.unassignedCount();
  if (du !== 0) return du;
  const dv = a.vehicles() - b.vehicles();
  if (dv !== 0) return dv;
  return a.cost() - b.cost();
}
