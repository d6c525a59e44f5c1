import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AIG_FISCAL_YEARS,
  aigAwardOf,
  aigBalancesOf,
  airportCatalogSchema,
  airportDetailSchema,
  executiveOverviewSchema,
  formatCurrency,
  planningOverviewSchema,
  type AirportCatalog,
  type AirportSummary,
} from '@bil/domain';
import { sql } from 'kysely';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { clockNow, installClock } from '../src/lib/clock';
import { listDeadlines } from '../src/modules/notifications/deadline-items.service';
import { raiseDeadlineNotifications } from '../src/modules/notifications';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * Issue 30, "One AIG balance": allocated, under grant, available and lapsed per airport and fiscal year
 * come from one domain function (aigBalancesOf), and every screen that shows them agrees: the airports
 * catalogue, the airport page, the executive overview, planning's AIG check and the deadline
 * notifications (digest/calendar list and the raised warnings). Lapsed money is never inside Available.
 * On the demo data at a fixed day (the server's clock, BIL_FIXED_NOW), then on random allocations and
 * awards on random days (fast-check), through the APIs the screens use.
 */
const FIXED_NOW = new Date('2026-11-22T12:00:00-05:00');
const cents = (value: number) => Math.round(value * 100);
const sumCents = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);

describe('AIG figures agree on every screen (issue 30)', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let pm: SignedInUser;
  let pmName: string;

  const get = async (url: string, user: SignedInUser) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };

  beforeAll(async () => {
    server = await buildTestServer({ fixedNow: FIXED_NOW });
    const demo = generateDemoData();
    await replaceWithDemoData(server.ctx.db, demo);
    pmName = demo.airports[0]?.tdot_pm ?? '';
    admin = await signInAs(server.app, 'admin');
    pm = await signInAs(server.app, 'pm', { tdotPm: pmName });
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_executive: true, can_access_planning: true })
      .where('user_id', '=', pm.userId)
      .execute();
  });
  afterAll(async () => {
    installClock({ fixedNow: null });
    await server.close();
  });

  /** The airport's four figures and each tranche's, as the catalogue, page and planning must show them. */
  const figuresOf = (
    airport: Pick<AirportSummary, 'totalAllocation' | 'underGrant' | 'available' | 'lapsed'>,
  ) => ({
    allocated: cents(airport.totalAllocation),
    underGrant: cents(airport.underGrant),
    available: cents(airport.available),
    lapsed: cents(airport.lapsed),
  });
  const tranchesOf = (airport: AirportSummary) =>
    airport.tranches.map((tranche) => ({
      fiscalYear: tranche.fiscalYear,
      allocation: cents(tranche.allocation),
      underGrant: cents(tranche.underGrant),
      available: cents(tranche.available),
      lapsed: cents(tranche.lapsed),
    }));

  /** Every screen against the catalogue, for one caller; returns the catalogue. */
  async function expectAgreement(user: SignedInUser): Promise<AirportCatalog> {
    const catalog = airportCatalogSchema.parse(await get('/api/airports', user));
    expect(catalog.airports.length).toBeGreaterThan(0);

    for (const airport of catalog.airports) {
      // Lapsed money is never inside Available: each tranche's money is one or the other, by its state.
      for (const tranche of airport.tranches) {
        const where = `${airport.airportCode} FY${tranche.fiscalYear}`;
        if (tranche.available !== 0) expect(['open', 'at_risk'], where).toContain(tranche.state);
        if (tranche.lapsed !== 0) expect(tranche.state, where).toBe('past_deadline');
        expect(cents(tranche.available) + cents(tranche.lapsed), where).toBe(
          cents(Math.max(0, tranche.balance)),
        );
      }
      expect(cents(airport.available), airport.airportCode).toBe(
        sumCents(airport.tranches.map((t) => t.available)),
      );
      expect(cents(airport.lapsed), airport.airportCode).toBe(
        sumCents(airport.tranches.map((t) => t.lapsed)),
      );

      // The airport page shows the catalogue's figures.
      const detail = airportDetailSchema.parse(await get(`/api/airports/${airport.airportCode}`, user));
      expect(figuresOf(detail), airport.airportCode).toEqual(figuresOf(airport));
      expect(tranchesOf(detail), airport.airportCode).toEqual(tranchesOf(airport));
      expect(cents(detail.atRiskAmount), airport.airportCode).toBe(cents(airport.atRiskAmount));
    }

    // Planning: each airport's tranches before the plan are the catalogue's.
    const planning = planningOverviewSchema.parse(await get('/api/planning', user));
    expect(planning.today).toBe(catalog.today);
    const byCode = new Map(catalog.airports.map((airport) => [airport.airportCode, airport]));
    expect(planning.airports.map((airport) => airport.airportCode).sort()).toEqual([...byCode.keys()].sort());
    for (const planned of planning.airports) {
      const airport = byCode.get(planned.airportCode);
      expect(
        planned.tranches.map((tranche) => ({
          fiscalYear: tranche.fiscalYear,
          allocation: cents(tranche.allocation),
          underGrant: cents(tranche.underGrant),
          available: cents(tranche.available),
          lapsed: cents(tranche.lapsed),
        })),
        planned.airportCode,
      ).toEqual(airport ? tranchesOf(airport) : []);
      // A lapse flag is only ever raised on money available today.
      for (const tranche of planned.tranches)
        if (tranche.lapsing > 0) expect(tranche.available, planned.airportCode).toBeGreaterThan(0);
    }

    // Executive overview: per fiscal year and in total, the catalogue's columns summed.
    const overview = executiveOverviewSchema.parse(await get('/api/executive', user));
    expect(overview.today).toBe(catalog.today);
    const funding = overview.funding;
    expect(funding).not.toBeNull();
    for (const year of funding?.byFiscalYear ?? []) {
      const tranches = catalog.airports.flatMap((airport) =>
        airport.tranches.filter((tranche) => tranche.fiscalYear === year.fiscalYear),
      );
      expect(
        [year.allocation, year.underGrant, year.available, year.pastDeadline, year.atRisk].map(cents),
        `FY${year.fiscalYear}`,
      ).toEqual([
        sumCents(tranches.map((t) => t.allocation)),
        sumCents(tranches.map((t) => t.underGrant)),
        sumCents(tranches.map((t) => t.available)),
        sumCents(tranches.map((t) => t.lapsed)),
        sumCents(tranches.filter((t) => t.state === 'at_risk').map((t) => t.available)),
      ]);
    }
    const totals = funding?.totals;
    expect(
      [totals?.allocation, totals?.underGrant, totals?.available, totals?.pastDeadline].map((v) =>
        cents(v ?? -1),
      ),
    ).toEqual([
      sumCents(catalog.airports.map((a) => a.totalAllocation)),
      sumCents(catalog.airports.map((a) => a.underGrant)),
      sumCents(catalog.airports.map((a) => a.available)),
      sumCents(catalog.airports.map((a) => a.lapsed)),
    ]);
    return catalog;
  }

  it('shows the same allocated, under grant, available and lapsed on the demo data, per airport and summed', async () => {
    const catalog = await expectAgreement(admin);
    expect(catalog.today).toBe('2026-11-22');
    // The day makes the check bite: some money has lapsed (FY22, FY23) and some is at risk (FY24).
    expect(catalog.airports.some((airport) => airport.lapsed > 0)).toBe(true);
    expect(catalog.airports.some((airport) => airport.atRiskAmount > 0)).toBe(true);
    // Issue 30's observation: the old catalogue 'Balance' summed to the overview's Available + Lapsed. Now
    // the catalogue's Available is the overview's Available alone, and Lapsed is apart.
    const overview = executiveOverviewSchema.parse(await get('/api/executive', admin));
    const lapsed = sumCents(catalog.airports.map((a) => a.lapsed));
    expect(lapsed).toBeGreaterThan(0);
    expect(sumCents(catalog.airports.map((a) => a.available))).toBe(
      cents(overview.funding?.totals.available ?? -1),
    );

    const mine = await expectAgreement(pm);
    expect(mine.airports.every((airport) => airport.tdotPm === pmName)).toBe(true);
  });

  it('keeps the SQL sums (airport_project_totals) equal to the domain function run on the projects themselves', async () => {
    const catalog = airportCatalogSchema.parse(await get('/api/airports', admin));
    const projects = await server.ctx.db
      .selectFrom('projects')
      .select(['airport_code', 'fiscal_year', 'award_date', 'bil_aig_amount'])
      .where('award_date', 'is not', null)
      .where('bil_aig_amount', '<>', 0)
      .execute();
    const allocations = await sql<{ airport_code: string; allocations: number[] }>`
      select a.airport_code, array[coalesce(b.fy22_allocation, 0), coalesce(b.fy23_allocation, 0),
        coalesce(b.fy24_allocation, 0), coalesce(b.fy25_allocation, 0), coalesce(b.fy26_allocation, 0)]::float8[]
        as allocations
      from airport_assignments a left join airport_bil_balances b using (airport_code)`.execute(
      server.ctx.db,
    );
    const byCode = new Map(allocations.rows.map((row) => [row.airport_code, row.allocations]));
    for (const airport of catalog.airports) {
      const awards = projects
        .filter((project) => project.airport_code === airport.airportCode)
        .map((project) =>
          aigAwardOf(project.fiscal_year, String(project.award_date), project.bil_aig_amount),
        );
      const domain = aigBalancesOf(byCode.get(airport.airportCode) ?? [], awards, catalog.today);
      expect(figuresOf(airport), airport.airportCode).toEqual(figuresOf(domain.totals));
      expect(airport.tranches, airport.airportCode).toEqual(domain.tranches);
    }
  });

  it('warns about, and lists as deadlines, exactly the available money of the catalogue, never lapsed money', async () => {
    const catalog = airportCatalogSchema.parse(await get('/api/airports', pm));
    await raiseDeadlineNotifications(server.ctx, clockNow());
    const raised = await server.ctx.db
      .selectFrom('notifications')
      .select(['params'])
      .where('user_id', '=', pm.userId)
      .where('kind', '=', 'aig_deadline')
      .execute();
    const tranche = (code: string, year: number) =>
      catalog.airports.find((a) => a.airportCode === code)?.tranches.find((t) => t.fiscalYear === year);
    for (const { params } of raised) {
      const { airportCode, fiscalYear, balance } = params as {
        airportCode: string;
        fiscalYear: number;
        balance: number;
      };
      const shown = tranche(airportCode, fiscalYear);
      expect(shown?.state, `${airportCode} FY${fiscalYear}`).not.toBe('past_deadline');
      expect(cents(balance), `${airportCode} FY${fiscalYear}`).toBe(cents(shown?.available ?? -1));
    }

    const { items } = await listDeadlines(
      server.ctx.db,
      { user_id: pm.userId, tdot_pm: pmName, role: 'pm' },
      { today: catalog.today, horizonDays: 30, aigHorizonDays: 3_650, limit: 500 },
    );
    const aig = items.filter((item) => item.kind === 'aig');
    // Every tranche with money available at the PM's airports is listed, with that amount; none lapsed.
    const expected = catalog.airports.flatMap((airport) =>
      airport.tranches
        .filter((t) => t.available > 0)
        .map(
          (t) =>
            `aig:${airport.airportCode}:${t.fiscalYear} ${formatCurrency(t.available)} not yet under grant`,
        ),
    );
    expect(aig.map((item) => `${item.key} ${item.detail}`).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
  });

  it('agrees on random allocations and awards on random days (property)', async () => {
    await insertAirports(server.ctx.db, [
      { airport_code: 'PBT', airport_name: 'Property Field', city: 'Random', tdot_pm: pmName },
    ]);
    // Allocations are whole dollars (the balances form's rule); awards carry cents.
    const money = fc.integer({ min: 0, max: 500_000 });
    const day = fc
      .date({
        min: new Date('2021-10-01T12:00:00Z'),
        max: new Date('2030-12-31T12:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const award = fc.record({
      fiscalYear: fc.option(fc.integer({ min: 2021, max: 2028 }), { nil: null }),
      awardDate: day,
      amount: fc.integer({ min: 1, max: 30_000_000 }).map((value) => value / 100),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(money, { minLength: 5, maxLength: 5 }),
        fc.array(award, { maxLength: 6 }),
        day,
        async (allocations, awards, today) => {
          installClock({ fixedNow: new Date(`${today}T12:00:00-05:00`) });
          const db = server.ctx.db;
          await db.deleteFrom('projects').where('airport_code', '=', 'PBT').execute();
          const patched = await server.app.inject({
            method: 'PATCH',
            url: '/api/airports/PBT/balances',
            headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
            payload: {
              allocations: Object.fromEntries(
                AIG_FISCAL_YEARS.map((year, index) => [`fy${year % 100}`, allocations[index] ?? 0]),
              ),
            },
          });
          expect(patched.statusCode, patched.body).toBe(200);
          if (awards.length > 0)
            await insertProjects(
              db,
              awards.map((item) => ({
                airport_code: 'PBT',
                tdot_pm: pmName,
                fiscal_year: item.fiscalYear,
                bil_aig_amount: item.amount,
                application_date: item.awardDate,
                award_date: item.awardDate,
                grant_number: '9999',
                status: 'pending sub-award',
              })),
            );
          const expected = aigBalancesOf(
            allocations,
            awards.map((item) => aigAwardOf(item.fiscalYear, item.awardDate, item.amount)),
            today,
          );
          const catalog = airportCatalogSchema.parse(await get('/api/airports', admin));
          expect(catalog.today).toBe(today);
          const row = catalog.airports.find((airport) => airport.airportCode === 'PBT');
          expect(row).toBeDefined();
          if (!row) return;
          expect(figuresOf(row)).toEqual(figuresOf(expected.totals));
          expect(tranchesOf(row)).toEqual(tranchesOf({ ...row, tranches: expected.tranches }));
          // allocated - under grant = available + lapsed - overdrawn, in cents.
          const overdrawn = sumCents(expected.tranches.map((t) => Math.max(0, -t.balance)));
          expect(cents(row.totalAllocation) - cents(row.underGrant)).toBe(
            cents(row.available) + cents(row.lapsed) - overdrawn,
          );
          const detail = airportDetailSchema.parse(await get('/api/airports/PBT', admin));
          expect(figuresOf(detail)).toEqual(figuresOf(row));
          const planning = planningOverviewSchema.parse(await get('/api/planning', admin));
          const planned = planning.airports.find((airport) => airport.airportCode === 'PBT');
          expect(planned?.tranches.map((t) => [cents(t.available), cents(t.lapsed)])).toEqual(
            row.tranches.map((t) => [cents(t.available), cents(t.lapsed)]),
          );
          const overview = executiveOverviewSchema.parse(await get('/api/executive', admin));
          expect(cents(overview.funding?.totals.available ?? -1)).toBe(
            sumCents(catalog.airports.map((a) => a.available)),
          );
          expect(cents(overview.funding?.totals.pastDeadline ?? -1)).toBe(
            sumCents(catalog.airports.map((a) => a.lapsed)),
          );
        },
      ),
      { numRuns: 12, seed: 30 },
    );
  });
});
