import type { Problem, Task } from '../model/problem.types.js';

/** A Li & Lim instance as a problem; task ids are the pickup ids, deliveryIdOf maps them to delivery ids. */
export interface LiLimInstance {
  problem: Problem;
  /** File id of each task's pickup and delivery stop. */
  stopIds: Map<string, { pickup: number; delivery: number }>;
}

/** Parses the Li & Lim PDPTW text format (see the benchmark README); Euclidean distances, travel time = distance. */
export function parseLiLim(text: string): LiLimInstance {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .map((l) => l.split(/\s+/).map(Number));
  const [header, ...rows] = lines;
  if (!header || header.length < 2) throw new Error('Li & Lim: missing header');
  const [vehicles, capacity] = header as [number, number];
  const byId = new Map<number, number[]>();
  for (const row of rows) byId.set(row[0] as number, row);
  const depot = byId.get(0);
  if (!depot) throw new Error('Li & Lim: missing depot');
  const loc = (row: number[]): { lat: number; lng: number } => ({ lat: row[2] as number, lng: row[1] as number });
  const tasks: Task[] = [];
  const stopIds = new Map<string, { pickup: number; delivery: number }>();
  for (const row of rows) {
    const [id, , , demand, , , , , deliveryId] = row as [number, number, number, number, number, number, number, number, number];
    if (id === 0 || demand <= 0) continue;
    const del = byId.get(deliveryId);
    if (!del) throw new Error(`Li & Lim: pickup ${id} has no delivery ${deliveryId}`);
    const stop = (r: number[]) => ({ location: loc(r), window: { start: r[4] as number, end: r[5] as number }, serviceTime: r[6] as number });
    tasks.push({ id: String(id), pickup: stop(row), delivery: stop(del), weightKg: demand });
    stopIds.set(String(id), { pickup: id, delivery: deliveryId });
  }
  return {
    problem: {
      tasks,
      vehicles: [
        {
          id: 'vehicle',
          maxWeightKg: capacity,
          shift: { start: depot[4] as number, end: depot[5] as number },
          start: loc(depot),
          end: loc(depot),
          count: vehicles,
        },
      ],
      objective: 'distance',
    },
    stopIds,
  };
}
