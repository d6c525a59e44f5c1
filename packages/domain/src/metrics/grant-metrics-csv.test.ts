import { describe, expect, it } from 'vitest';
import { computeGrantMetrics } from './grant-metrics';
import {
  buildGrantMetricsCsvRows,
  GRANT_METRICS_CSV_FILE_NAME,
  pickGrantsForExport,
} from './grant-metrics-csv';
import { SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';

const grants = computeGrantMetrics(SAMPLE_PROJECTS, TODAY); // 101, 99, Unknown

describe('buildGrantMetricsCsvRows', () => {
  it('uses exactly the SPEC §7 columns, in order', () => {
    expect(GRANT_METRICS_CSV_FILE_NAME).toBe('grant-metrics.csv');
    expect(buildGrantMetricsCsvRows([]).headers).toEqual([
      'Grant',
      'BIL Amount',
      'State Amount',
      'Local Amount',
      'Total Amount',
      'Total Projects',
      'Executed Projects',
      'Pending Sub-Award Projects',
      'Pending Award Projects',
      'Days to Award',
      'Avg Days to Sub-Award',
      'Days Pending Sub-Award',
      'Days Pending Award',
      'Completed Sub-Award Days',
      'Primary Status',
      'Award Status',
      'Sub-Award Status',
    ]);
  });

  it('writes one row per grant: numbers as numbers, missing days empty, statuses title-cased', () => {
    const { headers, rows } = buildGrantMetricsCsvRows(grants);
    expect(rows).toEqual([
      [
        '101',
        150_000,
        6_000,
        5_000,
        161_000,
        3,
        1,
        2,
        0,
        59,
        25,
        120,
        '',
        30,
        'Approved',
        'Awarded',
        'Pending',
      ],
      ['99', 200_000, 0, 0, 200_000, 3, 0, 0, 2, '', '', '', 130, '', 'Pending', 'Pending', 'Pending'],
      ['Unknown', 0, 0, 1_000, 1_000, 2, 1, 0, 0, 31, 30, '', '', 30, 'Executed', 'Awarded', 'Completed'],
    ]);
    expect(rows.every((row) => row.length === headers.length)).toBe(true);
  });
});

describe('pickGrantsForExport', () => {
  it('exports all filtered grants when none are selected', () => {
    expect(pickGrantsForExport(grants, new Set())).toHaveLength(3);
  });

  it('exports only the selected grants that are shown', () => {
    expect(pickGrantsForExport(grants, new Set(['99', ''])).map((grant) => grant.name)).toEqual([
      '99',
      'Unknown',
    ]);
    expect(pickGrantsForExport(grants.slice(0, 1), new Set(['99']))).toEqual([]);
  });
});
