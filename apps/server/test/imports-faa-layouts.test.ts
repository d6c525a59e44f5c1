import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportDetailSchema } from '@bil/domain';
import type { TestServer } from './support/build-test-server';
import type { SignedInUser } from './support/sign-in-as';
import type { importClient } from './imports.fixtures';
import { countRows, reportOf, startImportServer, workbookOf, workbookOfSheets } from './imports.fixtures';

/**
 * Issue 31: FAA's workbooks as an office receives them, built here in each real layout. Every figure read
 * back through the API is the file's own figure (FY22..FY26 tranche allocations, in dollars).
 */
describe('FAA workbook layouts', { timeout: 120_000 }, () => {
  let server: TestServer;
  let api: ReturnType<typeof importClient>;
  let admin: SignedInUser;

  beforeAll(async () => {
    ({ server, api, admin } = await startImportServer([
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alphaville', tdot_pm: null },
      { airport_code: 'BBB', airport_name: 'Bravo Field', city: 'Bravoton', tdot_pm: null },
    ]));
  });
  afterAll(async () => {
    await server.close();
  });

  const report = reportOf;
  const allocations = async (code: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/airports/${code}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return airportDetailSchema.parse(response.json()).tranches.map((tranche) => tranche.allocation);
  };
  const undo = async (runId: string | null) => {
    expect((await api.undo(admin, runId ?? '')).statusCode).toBe(204);
  };

  it('a merged title row above a line-break header: header row 3, FY 2025 from the title, FAA spellings', async () => {
    const file = await workbookOf(
      [
        ['FY 2025 Airport Infrastructure Grant (AIG) Allocations'],
        [],
        ['LOCID', 'Airport Name', 'City', 'ST', 'AIG Allocation\nAmount'],
        ['AAA', 'Alpha Field', 'Alphaville', 'TN', 1_295_000],
        ['BBB', 'Bravo Field', 'Bravoton', 'TN', '$763,000.50'],
      ],
      {
        sheet: 'Allocations',
        edit: (sheet) => {
          sheet.mergeCells('A1:E1');
        },
      },
    );
    const dry = report(await api.dryRun(admin, file, { kind: 'allocations' }));
    expect(dry.sheetsRead).toEqual([
      { sheet: 'Allocations', headerRow: 3, fiscalYear: 2025, fiscalYearFrom: 'title' },
    ]);
    expect(dry.headers).toEqual(['LOCID', 'Airport Name', 'City', 'ST', 'AIG Allocation Amount']);
    expect(dry.mapping).toEqual({
      LOCID: 'airport_code',
      'Airport Name': 'airport_name',
      City: 'city',
      ST: 'state',
      'AIG Allocation Amount': 'amount',
    });
    expect(dry.counts).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 0 });

    const applied = report(await api.apply(admin, file, { kind: 'allocations' }));
    expect(applied.applied).toBe(true);
    expect(await allocations('AAA')).toEqual([0, 0, 0, 1_295_000, 0]);
    expect(await allocations('BBB')).toEqual([0, 0, 0, 763_000.5, 0]);
    await undo(applied.runId);
  });

  it('the fiscal year chosen (wizard / --fiscal-year) wins over the title', async () => {
    const file = await workbookOf([
      ['FY 2025 AIG Allocations'],
      ['Loc ID', 'Total\nAmount'],
      ['AAA', 100_000],
    ]);
    const dry = report(await api.dryRun(admin, file, { kind: 'allocations', fiscalYear: 2024 }));
    expect(dry.sheetsRead[0]).toMatchObject({ headerRow: 2, fiscalYear: 2024, fiscalYearFrom: 'chosen' });
    const applied = report(await api.apply(admin, file, { kind: 'allocations', fiscalYear: 2024 }));
    expect(await allocations('AAA')).toEqual([0, 0, 100_000, 0, 0]);
    await undo(applied.runId);
  });

  it('no year anywhere: refused naming the columns found, on one line, and saying the year can be given', async () => {
    const file = await workbookOf([['AIG Allocations'], ['LocID', 'Total\nAmount'], ['AAA', 1]]);
    const response = await api.dryRun(admin, file, { kind: 'allocations' });
    expect(response.statusCode).toBe(400);
    const message = response.json<{ error: string }>().error;
    expect(message).toContain('missing the column Fiscal Year');
    expect(message).toContain('header taken from row 2');
    expect(message).toContain('found: LocID, Total Amount');
    expect(message).toContain('give the fiscal year');
    expect(message).not.toMatch(/[\r\n]/);
  });

  it('one sheet per year: every year sheet is imported with its own year', async () => {
    const file = await workbookOfSheets([
      {
        name: 'FY2023',
        rows: [
          ['LocID', 'Total Amount'],
          ['AAA', 10_000],
          ['BBB', 20_000],
        ],
      },
      { name: 'FY24', rows: [['FY 2024 allocations'], ['LocID', 'Total Amount'], ['AAA', 30_000]] },
      { name: 'Notes', rows: [['Read me']] },
    ]);
    const dry = report(await api.dryRun(admin, file, { kind: 'allocations' }));
    expect(dry.sheetsRead).toEqual([
      { sheet: 'FY2023', headerRow: 1, fiscalYear: 2023, fiscalYearFrom: 'sheet name' },
      { sheet: 'FY24', headerRow: 2, fiscalYear: 2024, fiscalYearFrom: 'sheet name' },
    ]);
    expect(dry.counts.created).toBe(3);
    const applied = report(await api.apply(admin, file, { kind: 'allocations' }));
    expect(await allocations('AAA')).toEqual([0, 10_000, 30_000, 0, 0]);
    expect(await allocations('BBB')).toEqual([0, 20_000, 0, 0, 0]);
    await undo(applied.runId);
  });

  it('statewide * rows are skipped with the reason, and do not block the rest', async () => {
    const file = await workbookOf(
      [
        ['LocID', 'Airport', 'City', 'Amount'],
        ['*AKS', 'Alaska statewide', '', 5_000_000],
        ['AAA', 'Alpha Field', 'Alphaville', 42_000],
      ],
      { sheet: 'FY 2026' },
    );
    const applied = report(await api.apply(admin, file, { kind: 'allocations' }));
    expect(applied.applied).toBe(true);
    expect(applied.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 0 });
    expect(applied.skipped).toBe(1);
    expect(applied.rows[0]).toEqual({
      row: 2,
      action: 'skipped',
      key: '*AKS',
      issues: [
        {
          field: 'airport_code',
          message: 'Statewide row (*AKS): it belongs to no airport, so it is not imported',
        },
      ],
    });
    expect(await allocations('AAA')).toEqual([0, 0, 0, 0, 42_000]);
    await undo(applied.runId);
  });

  it('unknown airports are listed once; skipped with skipInvalid, or added from the file with createAirports', async () => {
    const file = await workbookOf(
      [
        ['LocID', 'Airport', 'City', 'State', 'FY', 'Amount'],
        ['ZZ9', 'Left NPIAS Field', 'Faraway', 'TN', 'FY22', 150_000],
        ['AAA', 'Alpha Field', 'Alphaville', 'TN', 'FY22', 11_000],
        ['ZZ9', 'Left NPIAS Field', 'Faraway', 'TN', 'FY23', 160_000],
      ],
      { sheet: 'Allocations' },
    );
    const dry = report(await api.dryRun(admin, file, { kind: 'allocations' }));
    expect(dry.unknownAirports).toEqual([
      { code: 'ZZ9', name: 'Left NPIAS Field', city: 'Faraway', rows: 2 },
    ]);
    expect(dry.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 2 });
    expect(dry.sheetsRead[0]).toMatchObject({ fiscalYear: null, fiscalYearFrom: 'column' });

    const skipping = report(await api.apply(admin, file, { kind: 'allocations', skipInvalid: true }));
    expect(skipping.applied).toBe(true);
    expect(await allocations('AAA')).toEqual([11_000, 0, 0, 0, 0]);
    await undo(skipping.runId);

    const airportsBefore = await countRows(server, 'airport_assignments');
    const adding = report(await api.apply(admin, file, { kind: 'allocations', createAirports: true }));
    expect(adding.counts).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 0 });
    expect(adding.unknownAirports).toEqual([
      { code: 'ZZ9', name: 'Left NPIAS Field', city: 'Faraway', rows: 2 },
    ]);
    expect(await countRows(server, 'airport_assignments')).toBe(airportsBefore + 1);
    const added = await server.app.inject({
      method: 'GET',
      url: '/api/airports/ZZ9',
      headers: { cookie: admin.cookie },
    });
    const detail = airportDetailSchema.parse(added.json());
    expect(detail).toMatchObject({ airportName: 'Left NPIAS Field', city: 'Faraway' });
    expect(detail.tranches.map((tranche) => tranche.allocation)).toEqual([150_000, 160_000, 0, 0, 0]);
    // Undo takes the added airport away with its allocations.
    await undo(adding.runId);
    expect(await countRows(server, 'airport_assignments')).toBe(airportsBefore);
  });
});
