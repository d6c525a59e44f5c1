import type { GrantMetrics } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import { toFundingDistributionRecords } from '../grant-chart-data';
import { toPendingApplicationRecords } from '../pending-applications-chart';
import { csvCells, EVIL, expectInert, sheetCells } from '@/test-support/spreadsheet-cells';
import { buildChartCsv } from './export-chart-data';

/** Finding 9: a grant number or title that is a formula must come out of every export as inert text. */
const FORMULA_GRANT = {
  key: EVIL,
  name: EVIL,
  displayName: EVIL,
  originalGrantNumber: EVIL,
  bilAmount: 1,
  stateAmount: 0,
  localAmount: 0,
  totalAmount: -1,
  projectCount: 1,
  daysToAward: null,
  avgDaysToSubAward: null,
  daysPendingAward: null,
  daysPendingSubAward: null,
  executedProjects: 0,
  pendingSubAwardProjects: 0,
  pendingAwardProjects: 1,
  completedSubAwardDays: null,
  primaryStatus: 'pending award',
  applicationDate: null,
  awardDate: null,
  bilApplicationNumbers: [],
  bil_application_number: '',
  awardState: 'pending_award',
  awardDisplayStatus: 'pending',
  subAwardDisplayStatus: 'pending',
} satisfies GrantMetrics;

describe('exports escape spreadsheet formulae', () => {
  it('chart data CSV (funding distribution) and Excel', async () => {
    const records = toFundingDistributionRecords([FORMULA_GRANT]);
    expectInert(csvCells(buildChartCsv(records)));
    const cells = await sheetCells(records);
    expectInert(cells);
    expect(cells).toContain(-1);
  });

  it('pending applications chart data, CSV and Excel', async () => {
    const records = toPendingApplicationRecords([
      {
        grantName: EVIL,
        displayName: EVIL,
        applicationDate: '2025-01-01',
        ageDays: 10,
        band: 'green',
        color: '#0f0',
        daysOverTarget: 0,
        projectCount: 1,
        bilAmount: 1,
        totalAmount: 1,
        bil_application_number: '+BIL',
      },
    ]);
    expectInert(csvCells(buildChartCsv(records)));
    expect(csvCells(buildChartCsv(records))).toContain("'+BIL");
    expectInert(await sheetCells(records));
  });

  it('formula-like header keys are escaped too', async () => {
    const records = [{ [EVIL]: 1 }];
    expectInert(csvCells(buildChartCsv(records)));
    expectInert(await sheetCells(records));
  });
});
