import { GRANT_METRICS_CSV_HEADERS, type GrantMetrics } from '@bil/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvCells, EVIL, expectInert } from '@/test-support/spreadsheet-cells';
import { readDashboardTab } from './components/grant-analysis-dashboard';
import { buildGrantMetricsCsv } from './export-grant-metrics';

const grant: GrantMetrics = {
  key: '101',
  name: '101',
  displayName: 'Grant #101',
  originalGrantNumber: '101',
  bilAmount: 1000,
  stateAmount: 50,
  localAmount: 50,
  totalAmount: 1100,
  projectCount: 2,
  daysToAward: 95,
  avgDaysToSubAward: null,
  daysPendingAward: null,
  daysPendingSubAward: 12,
  executedProjects: 1,
  pendingSubAwardProjects: 1,
  pendingAwardProjects: 0,
  completedSubAwardDays: 40,
  primaryStatus: 'pending sub-award',
  applicationDate: '2025-01-02',
  awardDate: '2025-04-07',
  bilApplicationNumbers: ['BIL-25-001'],
  bil_application_number: 'BIL-25-001',
  awardState: 'awarded',
  awardDisplayStatus: 'awarded',
  subAwardDisplayStatus: 'pending',
};

describe('grant metrics CSV', () => {
  it('has the SPEC §7 columns and one row per grant', () => {
    const parsed = Papa.parse<string[]>(buildGrantMetricsCsv([grant]), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...GRANT_METRICS_CSV_HEADERS]);
    expect(parsed.data[1]).toEqual([
      '101',
      '1000',
      '50',
      '50',
      '1100',
      '2',
      '1',
      '1',
      '0',
      '95',
      '',
      '12',
      '',
      '40',
      'Pending Sub-Award',
      'Awarded',
      'Pending',
    ]);
  });
});

describe('grant metrics CSV and formulae', () => {
  it('writes a formula-like grant number with a leading apostrophe, and numbers as numbers', () => {
    const cells = csvCells(
      buildGrantMetricsCsv([
        { ...grant, key: EVIL, name: EVIL, displayName: EVIL, originalGrantNumber: EVIL, bilAmount: -1 },
      ]),
    );
    expectInert(cells);
    expect(cells).toContain('-1');
  });
});

describe('dashboard tab parameter', () => {
  it('is overview unless ?tab=grant-analysis', () => {
    expect(readDashboardTab(new URLSearchParams(''))).toBe('overview');
    expect(readDashboardTab(new URLSearchParams('tab=overview'))).toBe('overview');
    expect(readDashboardTab(new URLSearchParams('tab=nonsense'))).toBe('overview');
    expect(readDashboardTab(new URLSearchParams('tab=grant-analysis'))).toBe('grant-analysis');
  });
});
