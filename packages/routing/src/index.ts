export type {
  ColdChainLevel,
  Dimensions,
  Load,
  Location,
  Objective,
  Plan,
  PlanSummary,
  Problem,
  Route,
  RoutingReasonCode,
  Stop,
  Tariff,
  Task,
  TaskStop,
  TimeWindow,
  UnassignedTask,
  Vehicle,
} from './model/problem.types.js';
export { ColdChain, RoutingReason } from './model/problem.types.js';
export type { TravelMatrix, TravelProvider } from './providers/travel.types.js';
export {
  haversineKm,
  haversineProvider,
  type HaversineOptions,
} from './providers/haversine.provider.js';
export { euclideanProvider } from './providers/euclidean.provider.js';
export { matrixProvider } from './providers/matrix.provider.js';
export { solve, type SolveOptions } from './solver/solve.js';
export { checkPlan, type CheckOptions, type CheckResult } from './check/check-plan.js';
export { solveInWorker } from './worker/solve-in-worker.js';
export { mulberry32 } from './util/mulberry32.js';
export { parseLiLim, type LiLimInstance } from './lilim/li-lim.parser.js';
