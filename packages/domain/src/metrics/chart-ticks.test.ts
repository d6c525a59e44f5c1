import { describe, expect, it } from 'vitest';
import {
  buildFundingAxisTicks,
  buildRoundAxisTicks,
  DAY_AXIS_TICKS,
  PENDING_AXIS_TICKS,
} from './chart-ticks';

const M = 1_000_000;

describe('chart ticks', () => {
  it('runs day axes 0-180 and the pending axis 0-150 by 30', () => {
    expect(DAY_AXIS_TICKS).toEqual([0, 30, 60, 90, 120, 150, 180]);
    expect(PENDING_AXIS_TICKS).toEqual([0, 30, 60, 90, 120, 150]);
  });

  it('steps the funding axis by one million up to the first million at or above the top', () => {
    expect(buildFundingAxisTicks(3.2 * M)).toEqual([0, M, 2 * M, 3 * M, 4 * M]);
    expect(buildFundingAxisTicks(3 * M)).toEqual([0, M, 2 * M, 3 * M]);
    expect(buildFundingAxisTicks(10 * M)).toHaveLength(11);
  });

  it('shows one step for an empty axis', () => {
    expect(buildFundingAxisTicks(0)).toEqual([0, M]);
    expect(buildFundingAxisTicks(Number.NaN)).toEqual([0, M]);
  });

  it('widens the step to 2, 5, 10 million when the axis would be crowded', () => {
    expect(buildFundingAxisTicks(10.5 * M)).toEqual([0, 2, 4, 6, 8, 10, 12].map((value) => value * M));
    expect(buildFundingAxisTicks(45 * M)).toEqual(
      [0, 5, 10, 15, 20, 25, 30, 35, 40, 45].map((value) => value * M),
    );
    expect(buildFundingAxisTicks(100 * M)).toEqual(Array.from({ length: 11 }, (_, index) => index * 10 * M));
  });
});

describe('buildRoundAxisTicks', () => {
  it('steps by 1, 2, 2.5 or 5 times a power of ten, from 0 to the first tick at or above the top', () => {
    expect(buildRoundAxisTicks(458_678)).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000]);
    expect(buildRoundAxisTicks(120_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000, 125_000]);
    expect(buildRoundAxisTicks(1_000_000)).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000]);
    expect(buildRoundAxisTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('gives a plain 0-1 axis when there is nothing to draw', () => {
    expect(buildRoundAxisTicks(0)).toEqual([0, 1]);
    expect(buildRoundAxisTicks(Number.NaN)).toEqual([0, 1]);
  });
});
