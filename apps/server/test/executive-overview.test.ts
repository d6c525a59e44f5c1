import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportCatalogSchema,
  dashboardSummaryResponseSchema,
  executiveOverviewSchema,
  pmManagementResponseSchema,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

const cents = (value: number) => Math.round(value * 100);

describe('GET /api/executive', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let leader: SignedInUser;
  let pm: SignedInUser;

  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    server = await buildTestServer();
    const demo = generateDemoData();
    await replaceWithDemoData(server.ctx.db, demo);
    admin = await signInAs(server.app, 'admin');
    viewer = await signInAs(server.app, 'viewer');
    leader = await signInAs(server.app, 'viewer');
    pm = await signInAs(server.app, 'pm', { tdotPm: demo.airports[0]?.tdot_pm ?? null });
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_executive: true })
      .where('user_id', 'in', [leader.userId, pm.userId])
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses the signed out (401) and a viewer without the flag (403)', async () => {
    expect((await get('/api/executive')).statusCode).toBe(401);
    expect((await get('/api/executive', viewer)).statusCode).toBe(403);
  });

  /** Every figure of the overview against the screen it links to, for one caller. */
  async function expectAgreement(user: SignedInUser) {
    const overview = executiveOverviewSchema.parse((await get('/api/executive', user)).json());
    const catalog = airportCatalogSchema.parse((await get('/api/airports', user)).json());
    const dashboard = dashboardSummaryResponseSchema.parse(
      (await get('/api/analytics/dashboard', user)).json(),
    );
    const management = pmManagementResponseSchema.parse((await get('/api/pm/management', user)).json());

    // AIG money: each fiscal year's allocation and at-risk sum equal the airports screen's columns.
    const funding = overview.funding;
    expect(funding).not.toBeNull();
    for (const year of funding?.byFiscalYear ?? []) {
      const tranches = catalog.airports.flatMap((airport) =>
        airport.tranches.filter((tranche) => tranche.fiscalYear === year.fiscalYear),
      );
      expect(cents(year.allocation)).toBe(
        tranches.reduce((sum, tranche) => sum + cents(tranche.allocation), 0),
      );
      expect(year.airportsAtRisk).toBe(tranches.filter((tranche) => tranche.state === 'at_risk').length);
    }
    expect(cents(funding?.totals.atRisk ?? -1)).toBe(
      catalog.airports.reduce((sum, airport) => sum + cents(airport.atRiskAmount), 0),
    );
    expect(cents(funding?.totals.pastDeadline ?? -1)).toBe(
      catalog.airports.reduce((sum, airport) => sum + cents(airport.lapsed), 0),
    );
    // Issue 30: the catalogue's Available summed over its airports is the overview's Available (lapsed
    // money sits in neither).
    expect(cents(funding?.totals.available ?? -1)).toBe(
      catalog.airports.reduce((sum, airport) => sum + cents(airport.available), 0),
    );
    expect(funding?.bilTotal).toBe(dashboard.kpis.totalBilAmount);

    // Timeliness: the dashboard's KPIs, and its oldest pending application first.
    expect(overview.timeliness.award.averageDays).toBe(dashboard.kpis.averageAward.days);
    expect(overview.timeliness.subAward.averageDays).toBe(dashboard.kpis.averageSubAward.days);
    expect(overview.timeliness.exceeding90Days).toBe(dashboard.kpis.exceeding90Days);
    expect(overview.timeliness.award.waiting).toBe(dashboard.kpis.pendingAwardProjects);
    expect(overview.timeliness.subAward.waiting).toBe(dashboard.kpis.pendingSubAwardProjects);
    expect(funding?.projectCount).toBe(dashboard.kpis.totalProjects);
    expect(overview.oldestWaiting.length).toBeGreaterThan(0);
    expect(overview.oldestWaiting).toEqual(
      dashboard.pendingApplications.slice(0, overview.oldestWaiting.length).map((item) => ({
        grant: item.displayName,
        applicationDate: item.applicationDate,
        ageDays: item.ageDays,
        daysOverTarget: item.daysOverTarget,
        bilAmount: item.bilAmount,
        projectCount: item.projectCount,
      })),
    );
    // The 12-month trend: all 12 months (issue 35), the dashboard's figures where it has the month, and a
    // month it has not with no average and no projects.
    expect(overview.timeliness.trend).toHaveLength(12);
    for (const month of overview.timeliness.trend) {
      const source = dashboard.monthlyTrends.find((trend) => trend.month === month.month);
      expect(month).toEqual({
        month: month.month,
        averageDays: source ? source.avgProcessingDays : null,
        projectCount: source ? source.projectCount : 0,
      });
    }
    // BIL by program and fiscal year adds up to the airports screen's BIL funding.
    const programs = funding?.byProgram ?? [];
    expect(cents(programs.reduce((sum, row) => sum + row.aig + row.atp + row.fct, 0))).toBe(
      catalog.airports.reduce((sum, airport) => sum + cents(airport.bilFunding), 0),
    );

    // Who holds the overdue items: PM management's counts.
    for (const row of overview.overdueByPm) {
      const source = management.pms.find((pm) => pm.pm === row.pm);
      expect(row).toEqual({
        pm: row.pm,
        overdueAward: source?.overdueAwardCount,
        overdueSubAward: source?.overdueSubAwardCount,
      });
    }
    expect(overview.overdueByPm.length).toBeGreaterThan(0);
  }

  it('agrees with the airports screen, the dashboard and PM management it links to', async () => {
    for (const user of [admin, leader, pm]) await expectAgreement(user);
  });

  it('keeps agreeing with the dashboard after projects are awarded, moved to another grant and deleted', async () => {
    const db = server.ctx.db;
    const pending = await db
      .selectFrom('projects')
      .select(['id', 'grant_number', 'tdot_pm'])
      .where('award_date', 'is', null)
      .where('application_date', 'is not', null)
      .where('grant_number', 'is not', null)
      .orderBy('application_date')
      .limit(3)
      .execute();
    expect(pending.length).toBe(3);
    await db
      .updateTable('projects')
      .set({ award_date: '2026-01-15', status: 'approved' })
      .where('id', '=', pending[0]?.id ?? '')
      .execute();
    await db
      .updateTable('projects')
      .set({ grant_number: `  ${pending[0]?.grant_number ?? ''} ` })
      .where('id', '=', pending[1]?.id ?? '')
      .execute();
    await db
      .deleteFrom('projects')
      .where('id', '=', pending[2]?.id ?? '')
      .execute();
    await db
      .updateTable('projects')
      .set({ sub_award_date: null, days_to_sub_award: null })
      .where('grant_number', '=', pending[0]?.grant_number ?? '')
      .execute();
    for (const user of [admin, pm]) await expectAgreement(user);
  });

  it('takes DBE attainment from the DBE report and grants ending soon from the GC&I grants list', async () => {
    const overview = executiveOverviewSchema.parse((await get('/api/executive', admin)).json());
    const dbe = overview.slots.dbeAttainment;
    expect(dbe).not.toBeNull();
    const report = (await get(`/api/dbe/reports/${dbe?.fiscalYear ?? 0}`, admin)).json<{
      report: {
        items: { overallGoal: { overallPct: number } | null };
        sectionA: { total: { dbePercent: number | null; dbeDollars: number; totalDollars: number } };
      };
    }>().report;
    expect(dbe).toEqual({
      fiscalYear: dbe?.fiscalYear,
      goalPct: report.items.overallGoal?.overallPct ?? null,
      attainedPct: report.sectionA.total.dbePercent,
      dbeDollars: report.sectionA.total.dbeDollars,
      totalDollars: report.sectionA.total.totalDollars,
    });

    const ending = overview.slots.grantsEndingSoon;
    const grants = (await get('/api/gci/grants?alert=pop_ending&sort=pop_end_date&dir=asc', admin)).json<{
      total: number;
      rows: { id: string; pop_end_date: string; funding: { remaining: number } }[];
    }>();
    expect(ending?.count).toBe(grants.total);
    expect(ending?.grants.map((grant) => [grant.id, grant.popEndDate, grant.remaining])).toEqual(
      grants.rows.slice(0, 5).map((row) => [row.id, row.pop_end_date, row.funding.remaining]),
    );

    // Overdue inspections and corrective actions are the Inspections tab's own counts.
    const inspections = (await get('/api/gci/inspections', admin)).json<{
      counts: { overdueInspections: number; overdueActions: number; openActions: number };
    }>();
    expect(overview.slots.overdueInspections).toEqual(inspections.counts);

    // A viewer with only the executive flag reads neither area's figures, even right after a viewer who
    // may read DBE reports was answered (the cached answer is kept apart by flags).
    const reporter = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_executive: true, can_access_dbe_annual_reporting: true })
      .where('user_id', '=', reporter.userId)
      .execute();
    const reported = executiveOverviewSchema.parse((await get('/api/executive', reporter)).json());
    expect(reported.slots.dbeAttainment).toEqual(dbe);
    const limited = executiveOverviewSchema.parse((await get('/api/executive', leader)).json());
    expect(limited.slots.dbeAttainment).toBeNull();
    expect(limited.slots.grantsEndingSoon).toBeNull();
    expect(limited.slots.overdueInspections).toBeNull();
  });

  it('downloads the overview as a letter-size PDF for those who may read it', async () => {
    expect((await get('/api/executive.pdf', viewer)).statusCode).toBe(403);
    const response = await get('/api/executive.pdf', leader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const overview = executiveOverviewSchema.parse((await get('/api/executive', leader)).json());
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="executive-overview-${overview.today}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  });

  it('answers from its cache until the projects or the allocations change', async () => {
    const read = async () => executiveOverviewSchema.parse((await get('/api/executive', admin)).json());
    const before = await read();
    expect((await read()).asOf).toBe(before.asOf);
    const catalog = airportCatalogSchema.parse((await get('/api/airports', admin)).json());
    const airport = catalog.airports[0];
    const fy26 = airport?.tranches.find((tranche) => tranche.fiscalYear === 2026)?.allocation ?? 0;
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/api/airports/${airport?.airportCode ?? ''}/balances`,
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { allocations: { fy26: fy26 + 1_000 } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = await read();
    expect(cents(after.funding?.totals.allocation ?? 0) - cents(before.funding?.totals.allocation ?? 0)).toBe(
      100_000,
    );
  });
});
