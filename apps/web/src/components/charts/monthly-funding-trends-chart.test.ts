import type { MonthlyTrend } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import { fillMonthGaps } from './monthly-funding-trends-chart';

const trend = (month: string, totalFunding: number): MonthlyTrend => ({
  month,
  totalFunding,
  projectCount: 1,
  avgProcessingDays: 30,
  grantNumbers: ['101'],
  bil_application_numbers: [],
});

describe('fillMonthGaps', () => {
  it('adds empty months between the first and the last, across a year end', () => {
    const filled = fillMonthGaps([trend('2024-11', 5), trend('2025-02', 7)]);
    expect(filled.map((entry) => [entry.month, entry.totalFunding])).toEqual([
      ['2024-11', 5],
      ['2024-12', 0],
      ['2025-01', 0],
      ['2025-02', 7],
    ]);
  });

  it('leaves malformed input as it is', () => {
    expect(fillMonthGaps([trend('bad', 1), trend('2025-03', 2)]).map((entry) => entry.month)).toEqual([
      'bad',
      '2025-03',
    ]);
    expect(fillMonthGaps([])).toEqual([]);
  });
});
