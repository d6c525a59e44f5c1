import type { MonthlyTrend } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import { fillMonthGaps, toMonthlyTrendRecords } from './monthly-funding-trends-chart';

const trend = (month: string, totalFunding: number): MonthlyTrend => ({
  month,
  totalFunding,
  projectCount: 1,
  avgProcessingDays: 30,
  grantNumbers: ['101'],
  grantCount: 1,
  bil_application_numbers: [],
  bilApplicationCount: 0,
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

describe('toMonthlyTrendRecords', () => {
  it("writes a month's numbers as the tooltip does, with '+N more' for those not sent", () => {
    const month = {
      ...trend('2025-03', 9),
      grantNumbers: ['105', '104', '103', '102', '101'],
      grantCount: 8,
      bil_application_numbers: ['BIL-1', 'BIL-2'],
      bilApplicationCount: 2,
    };
    const [record] = toMonthlyTrendRecords([month]);
    expect(record?.['Grant Numbers']).toBe('105, 104, 103, 102, 101 +3 more');
    expect(record?.['BIL Application Numbers']).toBe('BIL-1, BIL-2');
  });
});
