/** Public input/output types of the route optimiser. Times are minutes, distances kilometres (or benchmark units). */

export interface Location {
  lat: number;
  lng: number;
}

export interface TimeWindow {
  start: number;
  end: number;
}

/** Cold-chain level (specification §4): 0 none, 10 cold, 20 frozen. */
export const ColdChain = { None: 0, Cold: 10, Frozen: 20 } as const;
export type ColdChainLevel = (typeof ColdChain)[keyof typeof ColdChain];

/** Reasons for an unassigned task, mapped to the routing states of the specification. */
export const RoutingReason = {
  /** 50 No ruteable: feasible on its own but no vehicle left for it; reschedule. */
  NoRuteable: 50,
  /** 60 Ruta no encontrada: a compatible vehicle exists but its windows or shift cannot be met. */
  RutaNoEncontrada: 60,
  /** 70 Sin vehículos válidos: no vehicle can carry it (weight, size or cold chain). */
  SinVehiculosValidos: 70,
} as const;
export type RoutingReasonCode = (typeof RoutingReason)[keyof typeof RoutingReason];

export interface Dimensions {
  altoCm: number;
  anchoCm: number;
  profundidadCm: number;
}

/** One end of a task: where, when and how long it takes. */
export interface TaskStop {
  location: Location;
  window?: TimeWindow;
  serviceTime?: number;
}

/** A pickup and/or a delivery. No pickup: goods ride from the vehicle start; no delivery: goods ride to the vehicle end. */
export interface Task {
  id: string;
  pickup?: TaskStop;
  delivery?: TaskStop;
  weightKg?: number;
  size?: Dimensions;
  coldChain?: ColdChainLevel;
}

export interface Tariff {
  subidaBandera?: number | null;
  precioKm?: number | null;
  precioMinuto?: number | null;
  precioParada?: number | null;
  precioMinimo?: number | null;
}

/** A vehicle or a vehicle type (count > 1 or 'unlimited'). No start/end location gives an open route. */
export interface Vehicle {
  id: string;
  maxWeightKg?: number | null;
  space?: Dimensions | null;
  refrigeration?: ColdChainLevel;
  tariff?: Tariff;
  shift?: TimeWindow;
  start?: Location;
  end?: Location;
  count?: number | 'unlimited';
}

export type Objective = 'cost' | 'distance';

export interface Problem {
  tasks: Task[];
  vehicles: Vehicle[];
  /** Third level of the hierarchical objective (after unassigned tasks and vehicles). Default 'cost'. */
  objective?: Objective;
}

export interface Load {
  weightKg: number;
  volumeCm3: number;
}

export interface Stop {
  taskId: string;
  kind: 'pickup' | 'delivery';
  location: Location;
  arrival: number;
  waiting: number;
  /** Start of service. */
  start: number;
  departure: number;
  /** Load on board after the stop. */
  load: Load;
}

export interface Route {
  vehicleId: string;
  /** Which unit of the vehicle type (0-based). */
  unit: number;
  departure: number;
  arrival: number;
  stops: Stop[];
  distance: number;
  duration: number;
  cost: number;
}

export interface UnassignedTask {
  taskId: string;
  reason: RoutingReasonCode;
}

export interface PlanSummary {
  vehicles: number;
  distance: number;
  cost: number;
  unassigned: number;
}

export interface Plan {
  routes: Route[];
  unassigned: UnassignedTask[];
  summary: PlanSummary;
}
