import type {
  ColdChainLevel,
  Dimensions,
  Location,
  Problem,
  Task,
  Vehicle,
} from '../model/problem.types.js';
import { mulberry32 } from '../util/mulberry32.js';

/**
 * A dispatch-shaped problem generated from a seed, with the shape of the simulated day of the dispatch issue
 * (apps/api/src/scripts/dia-simulado/escenario.ts) as the dispatch adapter (apps/api/src/modules/despacho/adaptador.ts)
 * turns it into a problem: one task per sales order (an order with two suppliers gives two), the pickup at the
 * supplier within its opening hours, the delivery at the customer within the chosen slot or the default window,
 * orders picked up at the store left out, cold chain, weight and box per order, and one vehicle type per fleet
 * profile with its count, tariff, capacity and the carriers' working day, on open routes. The constants are copied
 * here (a package does not import from the apps); minutes count from midnight in Asunción.
 */

/** City centres and weights of Gran Asunción (escenario.ts). */
const CITIES: readonly { lat: number; lng: number; weight: number }[] = [
  { lat: -25.2865, lng: -57.612, weight: 34 },
  { lat: -25.27, lng: -57.4872, weight: 12 },
  { lat: -25.3397, lng: -57.5088, weight: 13 },
  { lat: -25.3468, lng: -57.6065, weight: 9 },
  { lat: -25.3386, lng: -57.5217, weight: 10 },
  { lat: -25.3552, lng: -57.4455, weight: 8 },
  { lat: -25.2079, lng: -57.532, weight: 6 },
  { lat: -25.3676, lng: -57.5927, weight: 5 },
  { lat: -25.1661, lng: -57.4856, weight: 3 },
];

/** Delivery slots (escenario.ts FRANJAS) and the window of an order without one (VENTANA_ENTREGA_SIN_HORA). */
const SLOTS: readonly [number, number][] = [
  [9 * 60, 12 * 60],
  [12 * 60, 15 * 60],
  [15 * 60, 18 * 60],
];
const NO_SLOT: [number, number] = [8 * 60, 20 * 60];
/** Supplier opening hours of the simulated day (siembra.ts) and the carriers' day (despacho.config.ts defaults). */
const SUPPLIER_HOURS: [number, number] = [7 * 60, 19 * 60];
const WORKING_DAY: [number, number] = [6 * 60, 22 * 60];
const PICKUP_MIN = 10;
const DELIVERY_MIN = 5;

type Kind = 'comun' | 'frio' | 'bulto';
/** Products of the simulated day (siembra.ts): weight, dimensions in cm, refrigeration. */
const PRODUCTS: Record<Kind, { kg: number; dims: [number, number, number]; cold: ColdChainLevel }> =
  {
    comun: { kg: 4, dims: [30, 30, 30], cold: 0 },
    frio: { kg: 3, dims: [25, 30, 30], cold: 10 },
    bulto: { kg: 40, dims: [45, 60, 120], cold: 0 },
  };

interface VehicleType {
  name: string;
  share: number;
  flag: number;
  minimum: number;
  perKm: number;
  perMinute: number;
  perStop: number;
  cold: ColdChainLevel;
  kg: number;
  space: Dimensions;
}
/** Fleet mix of the simulated day (escenario.ts FLOTA) with the reference tariffs and sizes (referencia.data.ts). */
const FLEET: readonly VehicleType[] = [
  {
    name: 'Camioneta',
    share: 0.55,
    flag: 18_000,
    minimum: 40_000,
    perKm: 4_500,
    perMinute: 550,
    perStop: 5_000,
    cold: 0,
    kg: 700,
    space: { altoCm: 50, anchoCm: 150, profundidadCm: 160 },
  },
  {
    name: 'Furgón refrigerado',
    share: 0.2,
    flag: 32_000,
    minimum: 80_000,
    perKm: 6_500,
    perMinute: 750,
    perStop: 7_000,
    cold: 10,
    kg: 1_200,
    space: { altoCm: 160, anchoCm: 150, profundidadCm: 280 },
  },
  {
    name: 'Furgón',
    share: 0.15,
    flag: 25_000,
    minimum: 60_000,
    perKm: 5_500,
    perMinute: 650,
    perStop: 6_000,
    cold: 0,
    kg: 1_500,
    space: { altoCm: 170, anchoCm: 160, profundidadCm: 300 },
  },
  {
    name: 'Auto',
    share: 0.1,
    flag: 12_000,
    minimum: 25_000,
    perKm: 3_500,
    perMinute: 450,
    perStop: 4_000,
    cold: 0,
    kg: 200,
    space: { altoCm: 50, anchoCm: 100, profundidadCm: 90 },
  },
];

function placeIn(random: () => number, radiusKm: number): Location {
  let r = random() * CITIES.reduce((s, c) => s + c.weight, 0);
  const c = CITIES.find((x) => (r -= x.weight) < 0) ?? (CITIES[0] as (typeof CITIES)[number]);
  const d = radiusKm * Math.sqrt(random());
  const angle = random() * 2 * Math.PI;
  return {
    lat: c.lat + (d * Math.sin(angle)) / 111.32,
    lng: c.lng + (d * Math.cos(angle)) / (111.32 * Math.cos((c.lat * Math.PI) / 180)),
  };
}

/** Weight, cold chain and box of one sales order, as the adapter's cargaDe (two largest sides of the largest item). */
function loadOf(lines: { kind: Kind; qty: number }[]): {
  kg: number;
  cold: ColdChainLevel;
  box: Dimensions;
} {
  let kg = 0;
  let volume = 0;
  let cold: ColdChainLevel = 0;
  let largest: number[] | null = null;
  for (const { kind, qty } of lines) {
    const p = PRODUCTS[kind];
    kg += p.kg * qty;
    if (p.cold > cold) cold = p.cold;
    const sides = [...p.dims].sort((a, b) => b - a);
    volume += (sides[0] as number) * (sides[1] as number) * (sides[2] as number) * qty;
    if (
      !largest ||
      (sides[0] as number) * (sides[1] as number) > (largest[0] as number) * (largest[1] as number)
    )
      largest = sides;
  }
  const [a, b, c] = largest as [number, number, number];
  return { kg, cold, box: { altoCm: a, anchoCm: b, profundidadCm: Math.max(c, volume / (a * b)) } };
}

export interface DispatchShape {
  orders: number;
  suppliers: number;
  carriers: number;
}

export const DEFAULT_SHAPE: DispatchShape = { orders: 500, suppliers: 60, carriers: 40 };

/** The problem of one simulated day for a seed (same seed, same problem). */
export function dispatchProblem(seed: number, shape: DispatchShape = DEFAULT_SHAPE): Problem {
  const random = mulberry32(seed);
  const suppliers = Array.from({ length: shape.suppliers }, () => placeIn(random, 3));
  const nCustomers = Math.max(1, Math.round(shape.orders * 0.85));
  const customers = Array.from({ length: nCustomers }, () => placeIn(random, 3.5));
  const kind = (): Kind => {
    const r = random();
    return r < 0.12 ? 'frio' : r < 0.18 ? 'bulto' : 'comun';
  };
  const tasks: Task[] = [];
  for (let k = 0; k < shape.orders; k++) {
    const p1 = Math.floor(random() * shape.suppliers);
    const bySupplier = new Map<number, { kind: Kind; qty: number }[]>([
      [p1, [{ kind: kind(), qty: 1 + Math.floor(random() * 3) }]],
    ]);
    // One order in ten joins products of two suppliers: two sales orders, two tasks to the same customer.
    if (shape.suppliers > 1 && random() < 0.1) {
      const p2 = (p1 + 1 + Math.floor(random() * (shape.suppliers - 1))) % shape.suppliers;
      bySupplier.set(p2, [{ kind: 'comun', qty: 1 }]);
    }
    const r = random();
    const delivered = random() >= 0.03;
    const slot =
      r < 0.35 ? (SLOTS[Math.floor((r / 0.35) * SLOTS.length)] as [number, number]) : NO_SLOT;
    // Picked up at the store by the customer: never reaches the optimiser.
    if (!delivered) continue;
    const customer = customers[k % nCustomers] as Location;
    for (const [supplier, lines] of bySupplier) {
      const load = loadOf(lines);
      tasks.push({
        id: `ov${k + 1}-${supplier + 1}`,
        pickup: {
          location: suppliers[supplier] as Location,
          window: { start: SUPPLIER_HOURS[0], end: SUPPLIER_HOURS[1] },
          serviceTime: PICKUP_MIN,
        },
        delivery: {
          location: customer,
          window: { start: slot[0], end: slot[1] },
          serviceTime: DELIVERY_MIN,
        },
        weightKg: load.kg,
        coldChain: load.cold,
        size: load.box,
      });
    }
  }
  // The carriers' vehicles by the fleet shares; identical vehicles form one type with its count.
  const counts = new Map<VehicleType, number>();
  for (let k = 0; k < shape.carriers; k++) {
    let r = (k + 0.5) / shape.carriers;
    const type = FLEET.find((t) => (r -= t.share) < 0) ?? (FLEET[0] as VehicleType);
    counts.set(type, (counts.get(type) ?? 0) + 1);
    placeIn(random, 4); // the carrier's home base: drawn as in the simulated day, unused on open routes
  }
  const vehicles: Vehicle[] = [...counts].map(([t, count]) => ({
    id: t.name,
    maxWeightKg: t.kg,
    space: t.space,
    refrigeration: t.cold,
    count,
    shift: { start: WORKING_DAY[0], end: WORKING_DAY[1] },
    tariff: {
      subidaBandera: t.flag,
      precioKm: t.perKm,
      precioMinuto: t.perMinute,
      precioParada: t.perStop,
      precioMinimo: t.minimum,
    },
  }));
  return { tasks, vehicles, objective: 'cost' };
}
