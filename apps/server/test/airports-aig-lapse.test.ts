import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aigAwardOf,
  airportCatalogSchema,
  airportDetailSchema,
  computeTrancheBalances,
  drawAigAwards,
  federalFiscalYearOf,
} from '@bil/domain';
import { sql } from 'kysely';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { insertAirports, insertProjects } from './support/project-factory';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * Issue 19: an award draws only on tranches still open on its award date. The catalogue's figures come from
 * airport_project_totals (SQL, keyed by the award's federal fiscal year); these tests prove they equal the
 * domain's drawAigAwards run project by project, on hand-worked edge cases and on the whole demo set.
 */
describe('AIG tranches drawn by award date: SQL and domain agree', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const catalog = async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/airports',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    return airportCatalogSchema.parse(response.json());
  };

  /** The domain's figures from the projects themselves, one award per project (no SQL sums). */
  const domainTranches = async (today: string) => {
    const db = server.ctx.db;
    const projects = await db
      .selectFrom('projects')
      .select(['airport_code', 'fiscal_year', 'award_date', 'bil_aig_amount'])
      .where('award_date', 'is not', null)
      .where('bil_aig_amount', '<>', 0)
      .execute();
    const airports = await sql<{ airport_code: string; allocations: number[] }>`
      select a.airport_code, array[coalesce(b.fy22_allocation, 0), coalesce(b.fy23_allocation, 0),
        coalesce(b.fy24_allocation, 0), coalesce(b.fy25_allocation, 0), coalesce(b.fy26_allocation, 0)]::float8[]
        as allocations
      from airport_assignments a left join airport_bil_balances b using (airport_code)`.execute(db);
    return new Map(
      airports.rows.map((airport) => {
        const awards = projects
          .filter((project) => project.airport_code === airport.airport_code)
          .map((project) =>
            aigAwardOf(project.fiscal_year, String(project.award_date), project.bil_aig_amount),
          );
        return [
          airport.airport_code,
          {
            tranches: computeTrancheBalances(airport.allocations, awards, today),
            uncovered: drawAigAwards(airport.allocations, awards).uncovered,
          },
        ];
      }),
    );
  };

  it('puts award dates in the same federal fiscal year in SQL as in the domain', async () => {
    const days = ['2021-10-01', '2022-09-30', '2025-09-30', '2025-10-01', '2026-09-30', '2026-12-31'];
    const result = await sql<{ day: string; year: number }>`
      select day::text as day, extract(year from day::date + interval '3 months')::integer as year
      from unnest(${days}::text[]) as day`.execute(server.ctx.db);
    expect(result.rows.map((row) => row.year)).toEqual(days.map(federalFiscalYearOf));
    expect(result.rows.map((row) => row.year)).toEqual([2022, 2022, 2025, 2026, 2026, 2027]);
  });

  it('keeps a lapsed tranche whole and shrinks the current one (hand-worked)', async () => {
    const db = server.ctx.db;
    await insertAirports(db, [
      { airport_code: 'LAP', airport_name: 'Lapse Field', city: 'Lapse', tdot_pm: null },
      { airport_code: 'EDG', airport_name: 'Edge Field', city: 'Edge', tdot_pm: null },
    ]);
    const million = 1_000_000;
    await db
      .insertInto('airport_bil_balances')
      .values([
        {
          airport_code: 'LAP',
          fy22_allocation: million,
          fy23_allocation: million,
          fy24_allocation: million,
          fy25_allocation: million,
          fy26_allocation: million,
        },
        { airport_code: 'EDG', fy22_allocation: 100_000, fy23_allocation: 100_000 },
      ])
      .execute();
    await insertProjects(db, [
      // LAP: FY23 award of 600,000 on 2023-03-01 takes FY22 (400,000 left); a FY26 award of 900,000 on
      // 2026-10-15 (FY22 and FY23 lapsed) takes FY24 (100,000 left). The old rule left FY22 0, FY23 500,000.
      { airport_code: 'LAP', fiscal_year: 2023, bil_aig_amount: 600_000, award_date: '2023-03-01' },
      { airport_code: 'LAP', fiscal_year: 2026, bil_aig_amount: 900_000, award_date: '2026-10-15' },
      // EDG: on FY22's deadline day 50,000 still draw on FY22; a day later 30,000 go to FY23; a FY22 project
      // awarded after FY22 lapsed (20,000) draws on nothing.
      { airport_code: 'EDG', fiscal_year: 2025, bil_aig_amount: 50_000, award_date: '2025-09-30' },
      { airport_code: 'EDG', fiscal_year: 2025, bil_aig_amount: 30_000, award_date: '2025-10-01' },
      { airport_code: 'EDG', fiscal_year: 2022, bil_aig_amount: 20_000, award_date: '2025-10-01' },
    ]);
    const body = await catalog();
    const lap = body.airports.find((airport) => airport.airportCode === 'LAP');
    expect(lap?.tranches.map((tranche) => tranche.balance)).toEqual([
      400_000,
      million,
      100_000,
      million,
      million,
    ]);
    const edg = body.airports.find((airport) => airport.airportCode === 'EDG');
    expect(edg?.tranches.map((tranche) => tranche.balance)).toEqual([50_000, 70_000, 0, 0, 0]);
    const detail = airportDetailSchema.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/airports/EDG',
          headers: { cookie: admin.cookie },
        })
      ).json(),
    );
    expect(detail.computation.awardedAfterLapse).toBe(20_000);
    expect(detail.computation.projectsUnderGrant).toBe(3);

    const domain = await domainTranches(body.today);
    for (const airport of body.airports)
      expect(airport.tranches).toEqual(domain.get(airport.airportCode)?.tranches);
  });

  it('gives the same tranches, counts and BIL sums from the SQL totals as from the projects, on the demo set', async () => {
    await replaceWithDemoData(server.ctx.db, generateDemoData({ projects: 2_000 }));
    const body = await catalog();
    expect(body.airports.length).toBeGreaterThan(50);
    const domain = await domainTranches(body.today);
    const direct = await sql<{ airport_code: string; project_count: number; bil: number }>`
      select a.airport_code, count(p.id)::int as project_count,
        coalesce(sum(p.bil_aig_amount + p.bil_atp_amount + p.bil_fct_amount), 0) as bil
      from airport_assignments a left join projects p using (airport_code) group by 1`.execute(server.ctx.db);
    const sums = new Map(direct.rows.map((row) => [row.airport_code, row]));
    for (const airport of body.airports) {
      expect(airport.tranches, airport.airportCode).toEqual(domain.get(airport.airportCode)?.tranches);
      const sum = sums.get(airport.airportCode);
      expect([airport.projectCount, airport.bilFunding], airport.airportCode).toEqual([
        sum?.project_count,
        sum?.bil,
      ]);
    }
    expect(body.airports.some((airport) => airport.projectCount === 0)).toBe(false);
    // The demo follows the rule too: no award outside its open tranches, no tranche overdrawn.
    expect([...domain.values()].filter((entry) => entry.uncovered > 0)).toEqual([]);
    expect(
      body.airports.flatMap((airport) => airport.tranches).filter((t) => t.state === 'overdrawn'),
    ).toEqual([]);
  });
});
