import fc from 'fast-check';
import type { ColdChainLevel, Location, Problem, Task, TaskStop, Vehicle } from '../model/problem.types.js';

const level = fc.constantFrom<ColdChainLevel>(0, 10, 20);
const location = fc.record({ lat: fc.integer({ min: 0, max: 100 }), lng: fc.integer({ min: 0, max: 100 }) });
const stop = fc
  .record({ location, start: fc.integer({ min: 0, max: 300 }), width: fc.integer({ min: 10, max: 400 }), service: fc.integer({ min: 0, max: 10 }) })
  .map(({ location: l, start, width, service }): TaskStop => ({ location: l, window: { start, end: start + width }, serviceTime: service }));

/** Random small problems with every kind of task and vehicle (euclidean coordinates, time = distance). */
export const problemArbitrary = (maxTasks: number): fc.Arbitrary<Problem> =>
  fc
    .record({
      tasks: fc.array(
        fc.record({
          kind: fc.constantFrom('pair', 'pair', 'pair', 'pickup', 'delivery'),
          pickup: stop,
          delivery: stop,
          weightKg: fc.integer({ min: 1, max: 40 }),
          coldChain: level,
        }),
        { minLength: 1, maxLength: maxTasks },
      ),
      vehicles: fc.array(
        fc.record({
          maxWeightKg: fc.integer({ min: 20, max: 100 }),
          refrigeration: level,
          count: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant<'unlimited'>('unlimited')),
          shiftEnd: fc.integer({ min: 300, max: 1200 }),
          start: fc.option(location, { nil: undefined }),
          end: fc.option(location, { nil: undefined }),
          precioKm: fc.integer({ min: 0, max: 5 }),
          precioMinuto: fc.integer({ min: 0, max: 3 }),
          subidaBandera: fc.integer({ min: 0, max: 50 }),
          precioMinimo: fc.integer({ min: 0, max: 200 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      objective: fc.constantFrom<'cost' | 'distance'>('cost', 'distance'),
    })
    .map(({ tasks, vehicles, objective }): Problem => ({
      objective,
      tasks: tasks.map((t, k): Task => ({
        id: `t${k}`,
        pickup: t.kind === 'delivery' ? undefined : t.pickup,
        delivery: t.kind === 'pickup' ? undefined : t.delivery,
        weightKg: t.weightKg,
        coldChain: t.coldChain,
      })),
      vehicles: vehicles.map(
        (v, k): Vehicle => ({
          id: `v${k}`,
          maxWeightKg: v.maxWeightKg,
          refrigeration: v.refrigeration,
          count: v.count,
          shift: { start: 0, end: v.shiftEnd },
          start: v.start as Location | undefined,
          end: v.end as Location | undefined,
          tariff: { precioKm: v.precioKm, precioMinuto: v.precioMinuto, subidaBandera: v.subidaBandera, precioMinimo: v.precioMinimo },
        }),
      ),
    }));

/** Tiny pickup-and-delivery problems with one vehicle type from one depot, for the brute-force oracle. */
export const tinyProblemArbitrary = (maxTasks: number): fc.Arbitrary<Problem> =>
  fc
    .record({
      tasks: fc.array(fc.record({ pickup: stop, delivery: stop, weightKg: fc.integer({ min: 1, max: 30 }) }), { minLength: 1, maxLength: maxTasks }),
      depot: location,
      capacity: fc.integer({ min: 20, max: 60 }),
      count: fc.integer({ min: 1, max: 3 }),
      shiftEnd: fc.integer({ min: 400, max: 1000 }),
    })
    .map(({ tasks, depot, capacity, count, shiftEnd }): Problem => ({
      objective: 'distance',
      tasks: tasks.map((t, k) => ({ id: `t${k}`, pickup: t.pickup, delivery: t.delivery, weightKg: t.weightKg })),
      vehicles: [{ id: 'v', maxWeightKg: capacity, count, shift: { start: 0, end: shiftEnd }, start: depot, end: depot }],
    }));
