import type { AirportSummary } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import { buildChartCsv } from '@/components/charts';
import { csvCells, EVIL, expectInert, sheetCells } from '@/test-support/spreadsheet-cells';
import { toCatalogRecords } from './airport-catalog-view';

const airport = {
  airportCode: 'EVL',
  airportName: EVIL,
  city: '@city',
  tdotPm: null,
  projectCount: 1,
  bilFunding: 100,
  tranches: [],
  totalAllocation: 0,
  underGrant: 0,
  available: 0,
  atRisk: false,
  atRiskAmount: 0,
  pastDeadline: false,
  lapsed: 0,
} as unknown as AirportSummary;

describe('airports catalog export', () => {
  it('writes formula-like airport names and cities as inert text, in CSV and Excel', async () => {
    const records = toCatalogRecords([airport]);
    const csv = csvCells(buildChartCsv(records));
    expectInert(csv);
    expect(csv).toContain("'@city");
    expectInert(await sheetCells(records));
  });
});
