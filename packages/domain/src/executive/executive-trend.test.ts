import { describe, expect, it } from 'vitest';
import { fillTrendMonths } from './executive-trend';

describe('fillTrendMonths', () => {
  it('gives the 12 months ending with this one, across a year end, empty months with no projects', () => {
    const rows = [
      { month: '2026-01', averageDays: 80, projectCount: 3 },
      { month: '2026-11', averageDays: 95, projectCount: 2 },
    ];
    const months = fillTrendMonths(rows, '2026-11-22');
    // December 2025 through November 2026.
    expect(months.map((row) => row.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(months[1]).toEqual({ month: '2026-01', averageDays: 80, projectCount: 3 });
    expect(months[0]).toEqual({ month: '2025-12', averageDays: null, projectCount: 0 });
    expect(months[11]).toEqual({ month: '2026-11', averageDays: 95, projectCount: 2 });
  });
});
