import type { AirportSummary, GrantMetrics } from '@bil/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCatalogRecords } from '@/features/airports/airport-catalog-view';
import { buildGrantMetricsCsv } from '@/features/dashboard/export-grant-metrics';
import { toFundingDistributionRecords } from '../grant-chart-data';
import { toPendingApplicationRecords } from '../pending-applications-chart';
import type { ChartRecord } from './chart-records';
import { buildChartCsv, buildChartWorkbook } from './export-chart-data';

/** Finding 9: a grant number or title that is a formula must come out of every export as inert text. */
const EVIL = '=HYPERLINK("x")';

const csvCells = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.flat();

async function sheetCells(records: readonly ChartRecord[]): Promise<unknown[]> {
  const ExcelJS = await import('exceljs');
  const workbook = new (ExcelJS.default ?? ExcelJS).Workbook();
  await workbook.xlsx.load(await buildChartWorkbook(records));
  const cells: unknown[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => cells.push(cell.value));
  });
  return cells;
}

function expectInert(cells: readonly unknown[]) {
  expect(cells).toContain(`'${EVIL}`);
  expect(cells).not.toContain(EVIL);
  for (const cell of cells)
    expect(typeof cell === 'object' && cell !== null && 'formula' in cell).toBe(false);
}

const grant = {
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

const airport: AirportSummary = {
  airportCode: 'EVL',
  airportName: EVIL,
  city: '@city',
  tdotPm: null,
  projectCount: 1,
  bilFunding: 100,
  tranches: [],
  totalAllocation: 0,
  currentBalance: 0,
} as unknown as AirportSummary;

describe('exports escape spreadsheet formulae', () => {
  it('grant metrics CSV: a formula grant number is written with a leading apostrophe', () => {
    const cells = csvCells(buildGrantMetricsCsv([grant]));
    expectInert(cells);
    expect(cells).toContain('-1'); // numbers stay numbers
  });

  it('chart data CSV (funding distribution) and Excel', async () => {
    const records = toFundingDistributionRecords([grant]);
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

  it('airports catalog, CSV and Excel (airport name, city)', async () => {
    const records = toCatalogRecords([airport]);
    const csv = csvCells(buildChartCsv(records));
    expectInert(csv);
    expect(csv).toContain("'@city");
    expectInert(await sheetCells(records));
  });

  it('formula-like header keys are escaped too', async () => {
    const records = [{ [EVIL]: 1 }];
    expectInert(csvCells(buildChartCsv(records)));
    expectInert(await sheetCells(records));
  });
});
