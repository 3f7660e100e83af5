import { describe, expect, it } from 'vitest';
import {
  instancesOfSet,
  parseBenchArgs,
  seedFigures,
  selectInstances,
  targetFor,
  verdicts,
  type RunResult,
} from './li-lim-bench.js';

const names = [
  'lc101',
  'lc1_2_1',
  'lc1_2_3',
  'lc1_4_1',
  'lr102',
  'lr1_2_1',
  'lrc1_2_1',
  'lrc207',
  'lrc2_4_9',
];

const run = (seed: number, vehicles: number, distance: number, feasible = true): RunResult => ({
  instance: `x${distance}`,
  seed,
  feasible,
  vehicles,
  distance,
  ms: 10,
  bestVehicles: 10,
  bestDistance: 100,
});

describe('Li & Lim bench helpers', () => {
  it('parses the command of issue 18 and defaults the time limit per set', () => {
    expect(
      parseBenchArgs([
        '--set',
        '200',
        '--time-limit-ms',
        '30000',
        '--seeds',
        '1,2,3',
        '--sample',
        '6',
      ]),
    ).toMatchObject({
      set: 200,
      timeLimitMs: 30_000,
      seeds: [1, 2, 3],
      sample: 6,
      instances: [],
    });
    expect(parseBenchArgs(['--set', '400']).timeLimitMs).toBe(60_000);
    expect(parseBenchArgs(['--instances', 'lc101,lr102']).instances).toEqual(['lc101', 'lr102']);
    expect(() => parseBenchArgs(['--set', '300'])).toThrow();
    expect(() => parseBenchArgs(['--sample', '2', '--instances', 'lc101'])).toThrow();
    expect(() => parseBenchArgs(['--seeds', 'a'])).toThrow();
  });

  it('selects a set, an explicit list or an evenly spaced sample', () => {
    expect(instancesOfSet(names, 100)).toEqual(['lc101', 'lr102', 'lrc207']);
    expect(instancesOfSet(names, 200)).toEqual(['lc1_2_1', 'lc1_2_3', 'lr1_2_1', 'lrc1_2_1']);
    expect(instancesOfSet(names, 400)).toEqual(['lc1_4_1', 'lrc2_4_9']);
    const set200 = instancesOfSet(names, 200);
    expect(selectInstances(set200, { instances: [], sample: 2 })).toEqual(['lc1_2_3', 'lrc1_2_1']);
    expect(selectInstances(set200, { instances: [], sample: 0 })).toEqual(set200);
    expect(() => selectInstances(set200, { instances: ['lc101'], sample: 0 })).toThrow();
  });

  it('reports the mean and the worst seed against the target, never the best seed', () => {
    const figures = [
      seedFigures(1, [run(1, 10, 100), run(1, 10, 100.2)]),
      seedFigures(2, [run(2, 11, 120), run(2, 10, 101.5)]),
    ];
    expect(figures[0]).toMatchObject({ vehiclesPct: 100, feasible: 2 });
    expect(figures[1]?.vehiclesPct).toBe(50);
    const [veh, meanGap, maxGap, feasible] = verdicts(figures, targetFor(100, 5000));
    expect(veh).toMatchObject({ spread: { mean: 75, worst: 50 }, meanOk: false, worstOk: false });
    expect(meanGap?.spread.mean).toBeCloseTo((0.1 + 1.5) / 2, 9);
    expect(meanGap?.spread.worst).toBeCloseTo(1.5, 9);
    expect(maxGap?.worstOk).toBe(false);
    expect(feasible?.meanOk).toBe(true);
    expect(targetFor(100, 1000)).toMatchObject({ vehiclesPct: 95, meanGapPct: 0.5 });
    expect(
      verdicts([seedFigures(1, [run(1, 10, 100, false)])], targetFor(200, 30_000))[1]?.meanOk,
    ).toBe(false);
  });
});
