import type { Location } from '../model/problem.types.js';

/** Square matrices in row-major order: entry i*size+j is from location i to location j. */
export interface TravelMatrix {
  size: number;
  distance: Float64Array;
  time: Float64Array;
}

/** Gives distances and travel times between locations; injected so the API can plug in OSRM. */
export interface TravelProvider {
  matrix(locations: readonly Location[]): TravelMatrix;
}
