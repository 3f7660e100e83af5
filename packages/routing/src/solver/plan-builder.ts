import { FREE_NODE, type Instance } from '../core/instance.js';
import type { Solution } from '../core/solution.js';
import type { Location, Plan, Route, RoutingReasonCode, Stop, UnassignedTask } from '../model/problem.types.js';

/** Turns an internal solution into the public plan with times, loads and costs. */
export function buildPlan(inst: Instance, sol: Solution, reasons: Map<number, RoutingReasonCode>): Plan {
  const { tasks, vehicles } = inst.problem;
  const routes: Route[] = [];
  for (const route of sol.routes) {
    if (route.isEmpty) continue;
    const { nodes, start, loadW, loadV } = route;
    const stops: Stop[] = [];
    const n = nodes.length;
    for (let k = 1; k < n - 1; k++) {
      const node = nodes[k] as number;
      const prev = nodes[k - 1] as number;
      const r = inst.nodeReq[node] as number;
      const task = tasks[r];
      if (!task) continue;
      const isPickup = inst.pickup[r] === node;
      const end = isPickup ? task.pickup : task.delivery;
      const arrival =
        k === 1 && prev === FREE_NODE
          ? (start[1] as number)
          : (start[k - 1] as number) + (inst.service[prev] as number) + (inst.time[prev * inst.nNodes + node] as number);
      const begin = start[k] as number;
      stops.push({
        taskId: task.id,
        kind: isPickup ? 'pickup' : 'delivery',
        location: end?.location as Location,
        arrival,
        waiting: begin - arrival,
        start: begin,
        departure: begin + (inst.service[node] as number),
        load: { weightKg: loadW[k] as number, volumeCm3: loadV[k] as number },
      });
    }
    const last = stops[stops.length - 1] as Stop;
    const endNode = nodes[n - 1] as number;
    const arrival = endNode === FREE_NODE ? last.departure : (start[n - 1] as number);
    routes.push({
      vehicleId: vehicles[inst.vehType[route.veh] as number]?.id ?? '',
      unit: inst.vehUnit[route.veh] as number,
      departure: arrival - route.duration,
      arrival,
      stops,
      distance: route.distance,
      duration: route.duration,
      cost: route.cost,
    });
  }
  const unassigned: UnassignedTask[] = [];
  sol.routeOf.forEach((k, r) => {
    if (k < 0) unassigned.push({ taskId: (tasks[r] as { id: string }).id, reason: reasons.get(r) ?? 50 });
  });
  return {
    routes,
    unassigned,
    summary: {
      vehicles: routes.length,
      distance: routes.reduce((s, r) => s + r.distance, 0),
      cost: routes.reduce((s, r) => s + r.cost, 0),
      unassigned: unassigned.length,
    },
  };
}
