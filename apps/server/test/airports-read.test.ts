import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportCatalogSchema,
  airportDetailSchema,
  buildFlags,
  formatAirportNotFound,
  projectPageSchema,
  trancheState,
  type AirportCatalog,
  type AirportDetail,
} from '@bil/domain';
import { sql } from 'kysely';
import { getAirportDetail } from '../src/modules/airports/airports.service';
import { AAA_EXPECTED, ALICE, BOB, startAirportReaders } from './airports.fixtures';
import { insertProjects } from './support/project-factory';
import type { TestServer } from './support/build-test-server';
import type { SignedInUser } from './support/sign-in-as';

describe('reading airports: catalogue, one airport, its projects', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let pmWithoutName: SignedInUser;
  let viewer: SignedInUser;
  let flagless: SignedInUser;

  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    ({ server, admin, alice, pmWithoutName, viewer, flagless } = await startAirportReaders());
  });
  afterAll(async () => {
    await server.close();
  });

  const catalogCodes = async (user: SignedInUser) => {
    const response = await get('/api/airports', user);
    expect(response.statusCode).toBe(200);
    const body = airportCatalogSchema.parse(response.json());
    return body.airports.map((airport) => airport.airportCode);
  };

  it('shows administrators and viewers every airport, a PM theirs, a PM without a name none', async () => {
    expect(await catalogCodes(admin)).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
    expect(await catalogCodes(viewer)).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
    expect(await catalogCodes(alice)).toEqual(['AAA', 'BBB']);
    expect(await catalogCodes(pmWithoutName)).toEqual([]);
  });

  it('computes the hand-checked balances: allocations minus the AIG under grant, oldest tranche first', async () => {
    const body = (await get('/api/airports', admin)).json<AirportCatalog>();
    const aaa = body.airports.find((airport) => airport.airportCode === 'AAA');
    expect(aaa).toBeDefined();
    if (!aaa) return;
    expect(aaa.tranches.map((tranche) => tranche.allocation)).toEqual(AAA_EXPECTED.allocations);
    expect(aaa.tranches.map((tranche) => tranche.underGrant)).toEqual(AAA_EXPECTED.underGrant);
    expect(aaa.tranches.map((tranche) => tranche.balance)).toEqual(AAA_EXPECTED.balances);
    expect(aaa.tranches.map((tranche) => tranche.deadline)).toEqual([
      '2025-09-30',
      '2026-09-30',
      '2027-09-30',
      '2028-09-30',
      '2029-09-30',
    ]);
    expect(aaa.tranches.map((tranche) => tranche.state)).toEqual(
      aaa.tranches.map((tranche) => trancheState(tranche.fiscalYear, tranche.balance, body.today)),
    );
    // Balances equal the allocations minus the sum of the projects under grant.
    const awardedAig = 450_000 + 120_000.5 + 100_000;
    expect(body.today).toBe('2026-11-22');
    expect(aaa.underGrant).toBeCloseTo(awardedAig, 2);
    expect(aaa.totalAllocation - aaa.underGrant).toBeCloseTo(aaa.available + aaa.lapsed, 2);
    expect(aaa).toMatchObject({
      airportName: 'Alpha Field',
      city: 'Alpha',
      tdotPm: ALICE,
      projectCount: AAA_EXPECTED.projectCount,
      bilFunding: AAA_EXPECTED.bilFunding,
      totalAllocation: AAA_EXPECTED.totalAllocation,
      underGrant: AAA_EXPECTED.underGrantTotal,
      available: AAA_EXPECTED.available,
      lapsed: AAA_EXPECTED.lapsed,
    });
    const ddd = body.airports.find((airport) => airport.airportCode === 'DDD');
    expect(ddd).toMatchObject({ projectCount: 0, bilFunding: 0, totalAllocation: 0, atRisk: false });
  });

  it('judges the tranches on 2026-11-22: FY23 past deadline, FY24 at risk', async () => {
    const detail = await getAirportDetail(
      server.ctx,
      { ...adminPrincipal() },
      'aaa',
      new Date('2026-11-22T15:00:00Z'),
    );
    expect(detail.today).toBe('2026-11-22');
    expect(detail.tranches.map((tranche) => tranche.state)).toEqual([
      'under_grant',
      'past_deadline',
      'at_risk',
      'open',
      'open',
    ]);
    expect(detail).toMatchObject({
      atRisk: true,
      atRiskAmount: 300_000,
      pastDeadline: true,
      lapsed: 229_999.5,
      available: 600_000,
    });
  });

  it('answers one airport with the computation and chart data', async () => {
    const response = await get('/api/airports/AAA', alice);
    expect(response.statusCode).toBe(200);
    const detail: AirportDetail = airportDetailSchema.parse(response.json());
    expect(detail.tranches.map((tranche) => tranche.balance)).toEqual(AAA_EXPECTED.balances);
    expect(detail.notes).toBe('Seeded');
    expect(detail.canEditBalances).toBe(false);
    expect(detail.computation).toMatchObject({
      projectsUnderGrant: AAA_EXPECTED.projectsUnderGrant,
      latestGrantNumber: AAA_EXPECTED.latestGrantNumber,
      lastCalculatedGrantNumber: null,
      balanceUpdatedAt: null,
    });
    expect(detail.computation.rule).toContain('award date');
    expect(detail.fundingByYear).toEqual([
      { fiscalYear: 2022, projectCount: 1, aig: 450_000, atp: 0, fct: 0, state: 0, local: 0 },
      { fiscalYear: 2023, projectCount: 1, aig: 120_000.5, atp: 0, fct: 0, state: 0, local: 0 },
      { fiscalYear: 2024, projectCount: 2, aig: 350_000, atp: 40_000, fct: 0, state: 0, local: 0 },
      { fiscalYear: 2025, projectCount: 2, aig: 0, atp: 0, fct: 30_000, state: 5_000, local: 2_000 },
    ]);
    expect(detail.totalFunding).toBe(AAA_EXPECTED.bilFunding + 7_000);
    const asAdmin = airportDetailSchema.parse((await get('/api/airports/AAA', admin)).json());
    expect(asAdmin.canEditBalances).toBe(true);
  });

  it("answers 404 with the same words for an unknown code and one outside the caller's airports", async () => {
    const unknown = await get('/api/airports/ZZZ', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: formatAirportNotFound('ZZZ') });
    const notHers = await get('/api/airports/CCC', alice);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toEqual({ error: formatAirportNotFound('CCC') });
    expect((await get('/api/airports/AAA', pmWithoutName)).statusCode).toBe(404);
    expect((await get('/api/airports/not%20a%20code', admin)).statusCode).toBe(404);
  });

  it("lists the airport's projects the caller may see", async () => {
    const asAdmin = projectPageSchema.parse((await get('/api/airports/AAA/projects', admin)).json());
    expect(asAdmin.total).toBe(6);
    expect(asAdmin.data.map((project) => project.grant_number)).toEqual([
      '140',
      '130',
      '120',
      '101',
      null,
      null,
    ]);
    const asAlice = projectPageSchema.parse((await get('/api/airports/AAA/projects', alice)).json());
    expect(asAlice.data.map((project) => project.tdot_pm)).toEqual(Array(5).fill(ALICE));
    expect(asAlice.data.every((project) => !project.abilities.canForceDelete)).toBe(true);
    expect((await get('/api/airports/CCC/projects', alice)).statusCode).toBe(404);
    const bobsAirport = projectPageSchema.parse((await get('/api/airports/CCC/projects', viewer)).json());
    expect(bobsAirport.data.map((project) => project.tdot_pm)).toEqual([BOB]);
  });

  it('refuses the signed out and a viewer without the projects flag', async () => {
    for (const url of ['/api/airports', '/api/airports/AAA', '/api/airports/AAA/projects']) {
      expect((await get(url)).statusCode).toBe(401);
      const refused = await get(url, flagless);
      expect(refused.statusCode).toBe(403);
    }
  });

  // Runs last: it changes the fixture.
  it('keeps airport_project_totals in step with project inserts, edits, renames and deletes', async () => {
    const db = server.ctx.db;
    const direct = sql<Record<string, unknown>>`
      select airport_code, coalesce(fiscal_year, 0) as fiscal_year_key,
        coalesce(extract(year from award_date + interval '3 months')::integer, 0) as award_year_key,
        count(*) as project_count,
        sum(bil_aig_amount + bil_atp_amount + bil_fct_amount) as bil, sum(bil_aig_amount) as aig,
        sum(bil_atp_amount) as atp, sum(bil_fct_amount) as fct, sum(state_amount) as state,
        sum(local_amount) as local,
        coalesce(sum(bil_aig_amount) filter (where award_date is not null), 0) as aig_under_grant,
        count(*) filter (where award_date is not null and bil_aig_amount > 0) as projects_under_grant
      from projects group by 1, 2, 3 order by 1, 2, 3`;
    const kept = sql<Record<string, unknown>>`
      select airport_code, fiscal_year_key, award_year_key, project_count, bil, aig, atp, fct, state, local,
        aig_under_grant, projects_under_grant
      from airport_project_totals order by 1, 2, 3`;
    const same = async () => {
      expect((await kept.execute(db)).rows).toEqual((await direct.execute(db)).rows);
    };
    await same();
    await db.updateTable('projects').set({ award_date: null }).where('grant_number', '=', '130').execute();
    await db.updateTable('projects').set({ fiscal_year: null }).where('grant_number', '=', '101').execute();
    await db.deleteFrom('projects').where('airport_code', '=', 'CCC').execute();
    await insertProjects(db, [{ airport_code: 'DDD', bil_aig_amount: 5, award_date: '2025-01-01' }]);
    await db
      .updateTable('airport_assignments')
      .set({ airport_code: 'DDE' })
      .where('airport_code', '=', 'DDD')
      .execute();
    await same();
    const body = airportCatalogSchema.parse((await get('/api/airports', admin)).json());
    expect(body.airports.find((airport) => airport.airportCode === 'CCC')?.projectCount).toBe(0);
    expect(body.airports.find((airport) => airport.airportCode === 'DDE')?.projectCount).toBe(1);
  });

  function adminPrincipal() {
    return {
      signedIn: true as const,
      userId: admin.userId,
      role: 'admin' as const,
      isAdmin: true,
      tdotPm: null,
      flags: buildFlags([]),
    } as unknown as Parameters<typeof getAirportDetail>[1];
  }
});
