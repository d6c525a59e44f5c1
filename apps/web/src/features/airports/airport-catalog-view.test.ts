import { describe, expect, it } from 'vitest';
import type { AirportSummary } from '@bil/domain';
import {
  applyCatalogView,
  DEFAULT_CATALOG_VIEW,
  listPms,
  pageOfCatalog,
  toCatalogRecords,
  UNASSIGNED_PM,
} from './airport-catalog-view';

function airport(code: string, overrides: Partial<AirportSummary> = {}): AirportSummary {
  return {
    airportCode: code,
    airportName: `${code} Field`,
    city: `${code} City`,
    tdotPm: 'Pat',
    projectCount: 1,
    bilFunding: 100,
    tranches: [
      {
        fiscalYear: 2022,
        allocation: 10,
        underGrant: 10,
        balance: 0,
        available: 0,
        lapsed: 0,
        deadline: '2025-09-30',
        state: 'under_grant',
      },
    ],
    totalAllocation: 10,
    underGrant: 10,
    available: 0,
    atRisk: false,
    atRiskAmount: 0,
    pastDeadline: false,
    lapsed: 0,
    ...overrides,
  };
}

const airports = [
  airport('BNA', { tdotPm: 'Zoe', bilFunding: 500, atRisk: true, atRiskAmount: 5 }),
  airport('MQY', { tdotPm: null, bilFunding: 50, pastDeadline: true }),
  airport('JWN', { airportName: 'John Tune', bilFunding: 300 }),
];

describe('applyCatalogView', () => {
  it('sorts by code by default and by any column either way', () => {
    expect(applyCatalogView(airports, DEFAULT_CATALOG_VIEW).map((a) => a.airportCode)).toEqual([
      'BNA',
      'JWN',
      'MQY',
    ]);
    const byFunding = { ...DEFAULT_CATALOG_VIEW, sort: 'bilFunding' as const, direction: 'desc' as const };
    expect(applyCatalogView(airports, byFunding).map((a) => a.airportCode)).toEqual(['BNA', 'JWN', 'MQY']);
    const byPm = { ...DEFAULT_CATALOG_VIEW, sort: 'tdotPm' as const };
    expect(applyCatalogView(airports, byPm).map((a) => a.airportCode)).toEqual(['JWN', 'BNA', 'MQY']);
  });

  it('searches code, name, city and PM, and filters by PM and risk', () => {
    expect(
      applyCatalogView(airports, { ...DEFAULT_CATALOG_VIEW, search: 'tune' }).map((a) => a.airportCode),
    ).toEqual(['JWN']);
    expect(
      applyCatalogView(airports, { ...DEFAULT_CATALOG_VIEW, pm: 'Zoe' }).map((a) => a.airportCode),
    ).toEqual(['BNA']);
    expect(
      applyCatalogView(airports, { ...DEFAULT_CATALOG_VIEW, pm: UNASSIGNED_PM }).map((a) => a.airportCode),
    ).toEqual(['MQY']);
    expect(
      applyCatalogView(airports, { ...DEFAULT_CATALOG_VIEW, risk: 'at_risk' }).map((a) => a.airportCode),
    ).toEqual(['BNA']);
    expect(
      applyCatalogView(airports, { ...DEFAULT_CATALOG_VIEW, risk: 'any' }).map((a) => a.airportCode),
    ).toEqual(['BNA', 'MQY']);
  });

  it('lists the PMs and flattens rows for export', () => {
    expect(listPms(airports)).toEqual(['Pat', 'Zoe']);
    expect(toCatalogRecords([airports[1] as AirportSummary])[0]).toMatchObject({
      LID: 'MQY',
      'TDOT PM': 'Unassigned',
      'FY22 Allocation': 10,
      'FY22 Available': 0,
      'FY22 Lapsed': 0,
      'FY22 State': 'Under grant',
    });
    // Available and lapsed apart, never one balance (issue 30).
    const lapsedAirport = airport('LAP', {
      available: 300,
      lapsed: 20,
      pastDeadline: true,
      tranches: [
        {
          fiscalYear: 2023,
          allocation: 200,
          underGrant: 180,
          balance: 20,
          available: 0,
          lapsed: 20,
          deadline: '2026-09-30',
          state: 'past_deadline',
        },
      ],
    });
    const record = toCatalogRecords([lapsedAirport])[0];
    expect(record).toMatchObject({ Available: 300, Lapsed: 20, 'FY23 Available': 0, 'FY23 Lapsed': 20 });
    expect(Object.keys(record ?? {}).some((key) => key.includes('Balance'))).toBe(false);
  });
});

describe('pageOfCatalog', () => {
  const rows = Array.from({ length: 250 }, (_, index) => index + 1);

  it('cuts 250 rows into pages of 100, 100 and 50 and says where each page is', () => {
    expect(pageOfCatalog(rows, 1)).toMatchObject({ page: 1, totalPages: 3, first: 1, last: 100 });
    const second = pageOfCatalog(rows, 2);
    expect(second.rows[0]).toBe(101);
    expect(second).toMatchObject({ first: 101, last: 200 });
    expect(pageOfCatalog(rows, 3)).toMatchObject({ first: 201, last: 250 });
    expect(pageOfCatalog(rows, 3).rows).toHaveLength(50);
  });

  it('shows the last page for a page past the end (after a filter shrank the list), one page when empty', () => {
    expect(pageOfCatalog(rows.slice(0, 30), 3)).toMatchObject({ page: 1, totalPages: 1, first: 1, last: 30 });
    expect(pageOfCatalog([], 2)).toMatchObject({ page: 1, totalPages: 1, rows: [] });
  });
});
