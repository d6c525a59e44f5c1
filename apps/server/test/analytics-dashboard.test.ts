import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildFlags,
  computeDashboardKpis,
  computeGrantMetrics,
  computeMonthlyTrends,
  dashboardSummaryResponseSchema,
  filterDashboardProjects,
  GRANT_CHART_SORT_OPTIONS,
  listPendingApplications,
  normaliseStatus,
  summarizePendingApplications,
  topGrantsForChart,
  type DashboardSummaryResponse,
  type GrantMetrics,
  type GrantMetricsPageResponse,
} from '@bil/domain';
import {
  buildProject,
  SAMPLE_PROJECTS,
  TODAY,
} from '../../../packages/domain/src/metrics/grant-metrics.fixtures';
import { buildDashboard } from '../src/modules/analytics/analytics.service';
import { insertAnalyticsFixture, PM_ALICE, PM_BOB, type AnalyticsFixture } from './analytics.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

// 12:00 in New York on the fixture's today, so 'today' is 2025-06-30 whatever the zone of the machine.
const NOW = new Date('2025-06-30T16:00:00.000Z');

describe('GET /api/analytics/dashboard', () => {
  let server: TestServer;
  let fixture: AnalyticsFixture;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let pmWithoutName: SignedInUser;
  let viewer: SignedInUser;
  let flaglessViewer: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertAnalyticsFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: PM_ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: PM_BOB });
    pmWithoutName = await signInAs(server.app, 'pm', { tdotPm: '' });
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ tdot_pm: null })
      .where('user_id', '=', pmWithoutName.userId)
      .execute();
    viewer = await signInAs(server.app, 'viewer');
    flaglessViewer = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set(buildFlags(['can_access_projects', 'can_access_bil_info', 'can_access_bil_projects']))
      .where('user_id', '=', flaglessViewer.userId)
      .execute();
    // Sessions were made on the real clock; from here on the server's clock reads NOW.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server.close();
  });

  const getDashboard = async (person: SignedInUser | null, query = '') => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/analytics/dashboard${query}`,
      headers: person ? { cookie: person.cookie } : {},
    });
    return {
      status: response.statusCode,
      body: response.json<DashboardSummaryResponse & { error?: string }>(),
    };
  };

  // Every grant of the person's dashboard, page after page of the grant metrics table (default order).
  const getGrants = async (person: SignedInUser): Promise<GrantMetrics[]> => {
    const grants: GrantMetrics[] = [];
    for (let page = 1; ; page += 1) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/analytics/grant-metrics?pageSize=2&page=${page}`,
        headers: { cookie: person.cookie },
      });
      const body = response.json<GrantMetricsPageResponse>();
      grants.push(...body.rows);
      if (body.rows.length === 0 || grants.length >= body.matchCount) return grants;
    }
  };
  // The grants a selection's dashboard draws (fewer than 20 here, so every one is a bar).
  const chartGrants = (body: DashboardSummaryResponse) => body.grantCharts.grantNumber.bars;

  it('gives a PM exactly the figures the domain fixtures predict for their own grants', async () => {
    const { status, body } = await getDashboard(alice);
    const grants = await getGrants(alice);
    expect(status).toBe(200);
    expect(body.asOf).toBe(NOW.toISOString());
    expect(body.today).toBe(TODAY);

    // The worked numbers of grant-metrics.test.ts: grant 101 (3 projects, one stored as ' 101 ') and 99.
    expect(grants.map((grant) => grant.name)).toEqual(['101', '99']);
    expect(grants[0]).toMatchObject({
      projectCount: 3,
      bilAmount: 150_000,
      stateAmount: 6_000,
      localAmount: 5_000,
      totalAmount: 161_000,
      daysToAward: 59,
      avgDaysToSubAward: 25,
      completedSubAwardDays: 30,
      daysPendingAward: null,
      daysPendingSubAward: 120,
      executedProjects: 1,
      pendingSubAwardProjects: 2,
      pendingAwardProjects: 0,
      primaryStatus: 'approved',
      applicationDate: '2025-01-01',
      awardDate: '2025-03-02',
      bilApplicationNumbers: ['BIL-1', 'BIL-2'],
      awardState: 'awarded',
      awardDisplayStatus: 'awarded',
      subAwardDisplayStatus: 'pending',
    });
    expect(grants[1]).toMatchObject({
      projectCount: 3,
      bilAmount: 200_000,
      totalAmount: 200_000,
      daysToAward: null,
      daysPendingAward: 130,
      pendingAwardProjects: 2,
      primaryStatus: 'pending',
      awardState: 'pending_award',
    });
    expect(body.kpis).toEqual({
      totalBilAmount: 350_000,
      grandTotalAmount: 361_000,
      totalProjects: 6,
      totalGrants: 2,
      executedProjects: 1,
      executionRate: 17,
      averageAward: { days: 59, targetDays: 90, isOverTarget: false, daysOverTarget: 0 },
      averageSubAward: { days: 25, targetDays: 60, isOverTarget: false, daysOverTarget: 0 },
      pendingAwardProjects: 2,
      pendingSubAwardProjects: 2,
      pendingAwardGrants: 1,
      exceeding90Days: 1,
    });
    expect(body.monthlyTrends).toEqual([
      {
        month: '2025-01',
        totalFunding: 161_000,
        projectCount: 3,
        avgProcessingDays: 59,
        grantNumbers: ['101'],
        grantCount: 1,
        bil_application_numbers: ['BIL-1', 'BIL-2'],
        bilApplicationCount: 2,
      },
      {
        month: '2025-02',
        totalFunding: 0,
        projectCount: 1,
        avgProcessingDays: null,
        grantNumbers: ['99'],
        grantCount: 1,
        bil_application_numbers: [],
        bilApplicationCount: 0,
      },
      {
        month: '2025-03',
        totalFunding: 200_000,
        projectCount: 1,
        avgProcessingDays: null,
        grantNumbers: ['99'],
        grantCount: 1,
        bil_application_numbers: [],
        bilApplicationCount: 0,
      },
    ]);
    expect(body.pendingApplications).toEqual([
      {
        grantName: '99',
        displayName: 'Grant #99',
        applicationDate: '2025-02-20',
        ageDays: 130,
        band: 'red',
        color: '#e03131',
        daysOverTarget: 40,
        projectCount: 3,
        bilAmount: 200_000,
        totalAmount: 200_000,
        bil_application_number: '',
      },
    ]);
    expect(body.pendingSummary).toEqual({
      totalPending: 1,
      averageAgeDays: 130,
      exceeding90Days: 1,
      oldestAgeDays: 130,
      oldestGrantName: '99',
    });
  });

  it('matches the domain functions field for field, and the documented response schema', async () => {
    const { body } = await getDashboard(alice);
    const served = await getGrants(alice);
    const projects = filterDashboardProjects(
      SAMPLE_PROJECTS.map((project) => ({ ...project, status: normaliseStatus(project.status) })),
    );
    const grants = computeGrantMetrics(projects, TODAY);
    const pendingApplications = listPendingApplications(grants);
    expect(body).toEqual({
      asOf: NOW.toISOString(),
      today: TODAY,
      kpis: computeDashboardKpis(grants),
      grantCharts: Object.fromEntries(
        GRANT_CHART_SORT_OPTIONS.map((sort) => [sort, topGrantsForChart(grants, sort)]),
      ),
      monthlyTrends: computeMonthlyTrends(projects),
      pendingApplications,
      pendingSummary: summarizePendingApplications(pendingApplications),
    });
    expect(dashboardSummaryResponseSchema.parse(body)).toEqual(body);
    expect(served).toEqual(grants);
  });

  it('leaves out projects with a blank or missing grant number', async () => {
    const { body } = await getDashboard(alice);
    // Alice has 8 projects; the null and '  ' grant numbers do not count (no 'Unknown' grant either).
    expect(body.kpis.totalProjects).toBe(6);
    expect((await getGrants(alice)).some((grant) => grant.originalGrantNumber === null)).toBe(false);
  });

  it('shows each PM only their own grants; a PM without a PM name sees none', async () => {
    const { body: bobBody } = await getDashboard(bob);
    expect((await getGrants(bob)).map((grant) => grant.name)).toEqual(['300']);
    expect(bobBody.kpis).toMatchObject({ totalProjects: 1, executedProjects: 1, executionRate: 100 });

    const { status, body: noneBody } = await getDashboard(pmWithoutName);
    expect(status).toBe(200);
    expect(await getGrants(pmWithoutName)).toEqual([]);
    expect(noneBody.monthlyTrends).toEqual([]);
    expect(noneBody.kpis).toMatchObject({ totalProjects: 0, totalGrants: 0, executionRate: 0 });
  });

  it('shows administrators and viewers every grant', async () => {
    for (const person of [admin, viewer]) {
      const { status, body } = await getDashboard(person);
      expect(status).toBe(200);
      expect((await getGrants(person)).map((grant) => grant.name)).toEqual(['300', '101', '99']);
      expect(body.kpis.totalProjects).toBe(7);
    }
  });

  it('answers 401 signed out and 403 without can_access_bil_dashboard', async () => {
    expect(await getDashboard(null)).toEqual({ status: 401, body: { error: 'Not authenticated' } });
    expect(await getDashboard(flaglessViewer)).toEqual({ status: 403, body: { error: 'Permission denied' } });
  });

  it('narrows to projectIds and never widens beyond the caller (another PM’s ids are ignored)', async () => {
    const [firstOf101] = fixture.aliceIds;
    const { body } = await getDashboard(alice, `?projectIds=${firstOf101},${fixture.bobId}`);
    expect(chartGrants(body).map((grant) => [grant.name, grant.projectCount, grant.totalAmount])).toEqual([
      ['101', 1, 100_000],
    ]);
    expect(body.kpis.totalProjects).toBe(1);

    const { body: adminBody } = await getDashboard(admin, `?projectIds=${fixture.bobId}`);
    expect(chartGrants(adminBody).map((grant) => grant.name)).toEqual(['300']);

    const { body: bobBody } = await getDashboard(bob, `?projectIds=${fixture.aliceIds.join(',')}`);
    expect(chartGrants(bobBody)).toEqual([]);
  });

  it('treats an empty projectIds as a selection of nothing', async () => {
    const { status, body } = await getDashboard(admin, '?projectIds=');
    expect(status).toBe(200);
    expect(body.kpis.totalProjects).toBe(0);
  });

  it('refuses malformed or too many project ids with a clear message', async () => {
    expect(await getDashboard(admin, '?projectIds=abc')).toEqual({
      status: 400,
      body: { error: "projectIds: Invalid project ID format ('abc')" },
    });
    const tooMany = Array.from({ length: 5001 }, () => fixture.bobId);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/analytics/dashboard',
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: { projectIds: tooMany },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(
      'projectIds: At most 5000 project ids can be selected',
    );
  });

  it('takes a long selection as a POST body with the same result as the query', async () => {
    const query = await getDashboard(alice, `?projectIds=${fixture.aliceIds.join(',')},${fixture.bobId}`);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/analytics/dashboard',
      headers: { ...sameOrigin, cookie: alice.cookie },
      payload: { projectIds: [...fixture.aliceIds, fixture.bobId] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(query.body);
    expect(query.body.kpis.totalProjects).toBe(6);
  });

  it('reflects a project change on the next request (nothing is cached)', async () => {
    const before = await getDashboard(bob);
    await server.ctx.db
      .updateTable('projects')
      .set({ total_amount: 2500 })
      .where('id', '=', fixture.bobId)
      .execute();
    const after = await getDashboard(bob);
    expect(before.body.kpis.grandTotalAmount).toBe(1000);
    expect(after.body.kpis.grandTotalAmount).toBe(2500);
  });

  it('keeps grant numbers holding the packing separator or backslashes intact', async () => {
    const odd = 'G\u001f7\\u\\\\';
    await server.ctx.db
      .insertInto('projects')
      .values({
        grant_number: odd,
        airport_code: 'CCC',
        project_title: 'Odd',
        tdot_pm: PM_BOB,
        bil_application_number: 'A\\B',
      })
      .execute();
    const grants = await getGrants(bob);
    expect(grants.map((grant) => grant.originalGrantNumber)).toContain(odd);
    expect(grants.find((grant) => grant.originalGrantNumber === odd)?.bilApplicationNumbers).toEqual([
      'A\\B',
    ]);
  });
});

describe('buildDashboard', () => {
  it('sends the 100 oldest pending applications and counts all of them in the summary', () => {
    // 150 grants awaiting award, applied for on 150 different days before the fixture's today.
    const projects = Array.from({ length: 150 }, (_, index) =>
      buildProject({
        grant_number: String(1000 + index),
        status: 'pending award',
        application_date: new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10),
        award_date: null,
        sub_award_date: null,
      }),
    );
    const body = buildDashboard(projects, NOW);
    expect(body.pendingSummary.totalPending).toBe(150);
    expect(body.pendingApplications).toHaveLength(100);
    expect(body.pendingApplications[0]?.grantName).toBe('1000');
    expect(body.pendingApplications.at(-1)?.grantName).toBe('1099');
    expect(body.grants).toHaveLength(150);
  });
});
