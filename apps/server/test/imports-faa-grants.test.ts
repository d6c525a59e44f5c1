import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportCatalogSchema,
  airportDetailSchema,
  grantListSchema,
  importReportSchema,
  type ImportReport,
} from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { FIXED_NOW } from './airports.fixtures';
import { errorOf, importClient } from './imports.fixtures';
import { GRANT_REPORT_ROWS, grantReportWorkbook } from './imports-faa-grants.fixtures';

/**
 * Issue 31, kind faa-grants: FAA's Grant Detail Report, built here in FAA's layout (a title row above the
 * header, `Total\nAmount`, an Excel-serial Award Date, a statewide * row, an unknown airport), imported
 * through the API. Every figure read back equals the file's, and AAA's AIG tranches are worked by hand.
 */
describe('FAA Grant Detail Report (faa-grants)', { timeout: 120_000 }, () => {
  let server: TestServer;
  let api: ReturnType<typeof importClient>;
  let admin: SignedInUser;

  beforeAll(async () => {
    // 2026-11-22: FY22 and FY23 have lapsed, FY24 is at risk, FY25 and FY26 are open.
    server = await buildTestServer({ fixedNow: FIXED_NOW });
    api = importClient(server);
    admin = await signInAs(server.app, 'admin');
    const db = server.ctx.db;
    await insertAirports(db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alphaville', tdot_pm: null },
      { airport_code: 'BBB', airport_name: 'Bravo Field', city: 'Bravoton', tdot_pm: null },
    ]);
    await db
      .insertInto('airport_bil_balances')
      .values({
        airport_code: 'AAA',
        fy22_allocation: 500_000,
        fy23_allocation: 400_000,
        fy24_allocation: 300_000,
        fy25_allocation: 200_000,
        fy26_allocation: 100_000,
      })
      .execute();
    // A BIL project already counting 120,000 of grant 3-47-0001-022-2025's AIG as under grant.
    await insertProjects(db, [
      {
        airport_code: 'AAA',
        grant_number: '3-47-0001-022-2025',
        fiscal_year: 2025,
        award_date: '2025-08-15',
        bil_aig_amount: 120_000,
        total_amount: 120_000,
        status: 'pending sub-award',
      },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  const report = (response: { statusCode: number; body: string; json: () => unknown }): ImportReport => {
    expect(response.statusCode, response.body).toBe(200);
    return importReportSchema.parse(response.json());
  };
  const get = async (url: string): Promise<unknown> => {
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  it('refuses callers who may not import GC&I records', async () => {
    const file = await grantReportWorkbook();
    const anonymous = await api.dryRun(undefined, file, { kind: 'faa-grants' });
    expect(anonymous.statusCode).toBe(401);
    const viewer = await signInAs(server.app, 'viewer');
    const refused = await api.apply(viewer, file, { kind: 'faa-grants' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe('Only administrators and project managers can import');
  });

  it('the dry run finds the header under the title and says what it will create; * rows skipped, unknown airports refused', async () => {
    const dry = report(await api.dryRun(admin, await grantReportWorkbook(), { kind: 'faa-grants' }));
    expect(dry.sheetsRead).toEqual([
      { sheet: 'Grant Detail', headerRow: 2, fiscalYear: null, fiscalYearFrom: null },
    ]);
    expect(dry.mapping['Total Amount']).toBe('total_amount');
    expect(dry.mapping.LocID).toBe('airport_code');
    expect(dry.counts).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 1 });
    expect(dry.skipped).toBe(1);
    expect(dry.rows.map((row) => [row.row, row.action, row.key])).toEqual([
      [3, 'create', '3-47-0001-021-2025'],
      [4, 'create', '3-47-0001-022-2025'],
      [5, 'skipped', '*TNS'],
      [6, 'refused', '3-47-0099-003-2025'],
      [7, 'create', '3-47-0002-010-2025'],
      [8, 'create', '3-47-0001-030-2027'],
    ]);
    expect(dry.rows[2]?.issues[0]?.message).toBe(
      'Statewide row (*TNS): it belongs to no airport, so it is not imported',
    );
    expect(dry.rows[3]?.issues).toEqual([
      { field: 'airport_code', message: 'Airport ZZ9 is not in the airport list' },
    ]);
    expect(dry.unknownAirports).toEqual([
      { code: 'ZZ9', name: 'Left NPIAS Field', city: 'Faraway', rows: 1 },
    ]);
  });

  it('applies: each grant read back through the API equals the file; a second import changes nothing', async () => {
    const file = await grantReportWorkbook();
    const applied = report(await api.apply(admin, file, { kind: 'faa-grants', skipInvalid: true }));
    expect(applied.applied).toBe(true);
    expect(applied.counts).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 1 });

    const list = grantListSchema.parse(await get('/api/gci/grants?limit=100&sort=grant_number&dir=asc'));
    const figures = list.rows.map((grant) => [
      grant.grant_number,
      grant.airport_code,
      grant.program,
      grant.sponsor,
      grant.execution_date,
      grant.pop_end_date,
      grant.entitlement_amount,
      grant.discretionary_amount,
      grant.aig_amount,
      grant.cares_amount,
      grant.federal_amount,
      grant.title,
    ]);
    expect(figures).toEqual([
      [
        '3-47-0001-021-2025',
        'AAA',
        'bil_aig',
        'City of Alphaville',
        '2025-03-10',
        '2029-03-10',
        150_000,
        0,
        450_000,
        0,
        600_000,
        'Rehabilitate Runway 3/21',
      ],
      [
        '3-47-0001-022-2025',
        'AAA',
        'bil_aig',
        'City of Alphaville',
        '2025-08-15',
        '2029-08-15',
        0,
        250_000,
        300_000,
        0,
        550_000,
        'Construct Taxiway B',
      ],
      [
        '3-47-0001-030-2027',
        'AAA',
        'bil_aig',
        'City of Alphaville',
        '2026-10-15',
        '2030-10-15',
        0,
        0,
        100_000,
        0,
        100_000,
        'Replace beacon',
      ],
      [
        '3-47-0002-010-2025',
        'BBB',
        'aip_entitlement',
        'Bravo Airport Authority',
        '2024-12-02',
        '2028-12-02',
        90_000.5,
        0,
        0,
        0,
        90_000.5,
        'Update airport master plan',
      ],
    ]);

    const again = report(await api.apply(admin, file, { kind: 'faa-grants', skipInvalid: true }));
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 4, refused: 1 });
    expect(grantListSchema.parse(await get('/api/gci/grants?limit=100')).total).toBe(4);

    // FAA revises one figure: the dry run says it updates that grant, by its number.
    const revised = GRANT_REPORT_ROWS.map((row) =>
      row[5] === '3-47-0002-010-2025' ? row.map((cell, index) => (index === 11 ? 95_000 : cell)) : row,
    );
    const dry = report(
      await api.dryRun(admin, await grantReportWorkbook(revised), { kind: 'faa-grants', skipInvalid: true }),
    );
    expect(dry.counts).toEqual({ created: 0, updated: 1, unchanged: 3, refused: 1 });
    expect(dry.rows.find((row) => row.action === 'update')?.key).toBe('3-47-0002-010-2025');
  });

  /*
   * AAA by hand. Allocations FY22..FY26: 500,000 / 400,000 / 300,000 / 200,000 / 100,000. AIG awards:
   * - the project on 3-47-0001-022-2025: 120,000, awarded 2025-08-15 (FY25);
   * - grant 3-47-0001-021-2025: FAA's 450,000, no project on it: 450,000 (FY25);
   * - grant 3-47-0001-022-2025: FAA's 300,000 less the project's 120,000: 180,000 (FY25), not 300,000;
   * - grant 3-47-0001-030-2027: 100,000, awarded 2026-10-15 (FY27): FY22 and FY23 had lapsed by then.
   * FY25 awards (750,000) draw oldest first: FY22 500,000, FY23 250,000. The FY27 award may not touch FY23's
   * 150,000 left (lapsed), so it draws FY24 100,000. Under grant 500,000 / 250,000 / 100,000 / 0 / 0 =
   * 850,000; left 0 / 150,000 lapsed / 200,000 at risk / 200,000 / 100,000: available 500,000.
   */
  it('counts each grant number’s AIG once against AAA’s tranches, oldest open first (worked by hand)', async () => {
    const detail = airportDetailSchema.parse(await get('/api/airports/AAA'));
    expect(detail.tranches.map((tranche) => tranche.underGrant)).toEqual([500_000, 250_000, 100_000, 0, 0]);
    expect(detail.tranches.map((tranche) => tranche.balance)).toEqual([
      0, 150_000, 200_000, 200_000, 100_000,
    ]);
    expect(detail.tranches.map((tranche) => tranche.available)).toEqual([0, 0, 200_000, 200_000, 100_000]);
    expect(detail.tranches.map((tranche) => tranche.lapsed)).toEqual([0, 150_000, 0, 0, 0]);
    expect(detail.tranches.map((tranche) => tranche.state)).toEqual([
      'under_grant',
      'past_deadline',
      'at_risk',
      'open',
      'open',
    ]);
    expect(detail).toMatchObject({
      totalAllocation: 1_500_000,
      underGrant: 850_000,
      available: 500_000,
      lapsed: 150_000,
      atRiskAmount: 200_000,
    });
    expect(detail.computation.awardedAfterLapse).toBe(0);

    // The catalogue reads the same awards (summariseAirports): the same figures.
    const catalog = airportCatalogSchema.parse(await get('/api/airports'));
    const aaa = catalog.airports.find((airport) => airport.airportCode === 'AAA');
    expect(aaa).toMatchObject({ underGrant: 850_000, available: 500_000, lapsed: 150_000 });
    // BBB's grant has no AIG: nothing under grant.
    expect(catalog.airports.find((airport) => airport.airportCode === 'BBB')?.underGrant).toBe(0);
  });

  it('adds an unknown airport from the file’s own columns when asked, and undoes it with its grant', async () => {
    const file = await grantReportWorkbook();
    const adding = report(await api.apply(admin, file, { kind: 'faa-grants', createAirports: true }));
    expect(adding.counts).toEqual({ created: 1, updated: 0, unchanged: 4, refused: 0 });
    expect(adding.unknownAirports).toEqual([
      { code: 'ZZ9', name: 'Left NPIAS Field', city: 'Faraway', rows: 1 },
    ]);
    const zz9 = airportDetailSchema.parse(await get('/api/airports/ZZ9'));
    expect([zz9.airportName, zz9.city]).toEqual(['Left NPIAS Field', 'Faraway']);
    const list = grantListSchema.parse(await get('/api/gci/grants?limit=100&airport=ZZ9'));
    expect(list.rows.map((grant) => [grant.grant_number, grant.program, grant.entitlement_amount])).toEqual([
      ['3-47-0099-003-2025', 'aip_entitlement', 80_000],
    ]);
    expect((await api.undo(admin, adding.runId ?? '')).statusCode).toBe(204);
    expect(grantListSchema.parse(await get('/api/gci/grants?limit=100')).total).toBe(4);
    const gone = await server.app.inject({
      method: 'GET',
      url: '/api/airports/ZZ9',
      headers: { cookie: admin.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
