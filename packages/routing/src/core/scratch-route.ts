import type { Instance } from './instance.js';
import { RouteState } from './route-state.js';

const scratchRoutes = new WeakMap<Instance, (RouteState | undefined)[]>();

/**
 * A reusable route state of vehicle `veh`, created on first use. Each search that holds several at once takes
 * its own slots: route elimination slot 0, the re-sequencing relocate slots 1–3.
 */
export function scratchRoute(inst: Instance, veh: number, slot = 0): RouteState {
  let scratch = scratchRoutes.get(inst);
  if (!scratch) {
    scratch = [];
    scratchRoutes.set(inst, scratch);
  }
  const k = slot * inst.nVeh + veh;
  let route = scratch[k];
  if (!route) {
    route = new RouteState(inst, veh);
    scratch[k] = route;
  }
  return route;
}
