import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyGrantFilters,
  AWARD_STATUS_FILTERS,
  computeGrantFilterBounds,
  computeGrantMetrics,
  computeMonthlyTrends,
  createDefaultGrantFilters,
  filterDashboardProjects,
  PRIMARY_STATUS_FILTERS,
  sortGrantTable,
  SUB_AWARD_STATUS_FILTERS,
  summariseGrantTable,
  todayInNewYork,
  type GrantMetrics,
  type GrantMetricsFilters,
  type GrantMetricsPageResponse,
  type GrantTableSortKey,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { selectMetricProjects } from '../src/modules/analytics/analytics.repository';
import { computeDashboardSummary } from '../src/modules/analytics/dashboard-summary.service';
import { loadScopeGrants } from '../src/modules/analytics/grant-metrics.service';
import { csvOf, importClient } from './imports.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const SORT_KEYS: GrantTableSortKey[] = [
  'name',
  'bilAmount',
  'totalAmount',
  'projectCount',
  'executedProjects',
  'pendingSubAwardProjects',
  'pendingAwardProjects',
  'daysToAward',
  'avgDaysToSubAward',
  'daysPendingSubAward',
  'daysPendingAward',
  'completedSubAwardDays',
  'primaryStatus',
  'awardDisplayStatus',
  'subAwardDisplayStatus',
];

describe('kept per-grant metrics and the paged grant metrics table', { timeout: 120_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;
  const data = generateDemoData();

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, data);
    admin = await signInAs(server.app, 'admin');
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  /** computeGrantMetrics over the scope's projects, read one by one: what the kept totals must equal. */
  const directGrants = async (tdotPm: string | null) => {
    const projects = await selectMetricProjects(server.ctx.db, { tdotPm, projectIds: null });
    return computeGrantMetrics(filterDashboardProjects(projects), todayInNewYork());
  };

  async function expectKeptEqualsDirect() {
    const pms = await server.ctx.db
      .selectFrom('projects')
      .select('tdot_pm')
      .distinct()
      .where('tdot_pm', 'is not', null)
      .where('tdot_pm', '<>', '')
      .execute();
    for (const scope of [null, ...pms.map((row) => row.tdot_pm)]) {
      const direct = await directGrants(scope);
      expect(direct.length).toBeGreaterThan(0);
      expect(await loadScopeGrants(server.ctx, scope)).toEqual(direct);
      // The monthly trends from the kept month totals (migrations 0017 and 0029).
      const projects = await selectMetricProjects(server.ctx.db, { tdotPm: scope, projectIds: null });
      const summary = await computeDashboardSummary(
        server.ctx,
        { tdotPm: scope, projectIds: null },
        new Date(),
      );
      expect(summary.monthlyTrends).toEqual(computeMonthlyTrends(filterDashboardProjects(projects)));
    }
  }

  it('equal a direct computation for everyone and each PM after the demo load', async () => {
    await expectKeptEqualsDirect();
  });

  it('stay equal after inserts, edits (grant, status, money, PM) and deletes', async () => {
    const db = server.ctx.db;
    const [first, second] = data.airports;
    await db
      .insertInto('projects')
      .values([
        {
          airport_code: first?.airport_code ?? '',
          project_title: 'New A',
          grant_number: ' 9001 ',
          status: 'pending',
          tdot_pm: first?.tdot_pm ?? null,
          application_date: '2025-01-02',
          total_amount: 10.1,
          state_amount: 3.05,
        },
        {
          airport_code: first?.airport_code ?? '',
          project_title: 'New B',
          grant_number: '9001',
          status: 'approved',
          tdot_pm: second?.tdot_pm ?? null,
          award_date: '2025-03-04',
          bil_aig_amount: 7.7,
          bil_application_number: 'APP-2',
        },
      ])
      .execute();
    await expectKeptEqualsDirect();
    const some = await db.selectFrom('projects').select('id').orderBy('id').limit(20).execute();
    const ids = some.map((row) => row.id);
    await db
      .updateTable('projects')
      .set({ grant_number: '9001' })
      .where('id', 'in', ids.slice(0, 3))
      .execute();
    await db
      .updateTable('projects')
      .set({ status: 'executed', sub_award_date: '2025-05-06' })
      .where('id', 'in', ids.slice(3, 6))
      .execute();
    await db
      .updateTable('projects')
      .set({ local_amount: 123.45, total_amount: 999.99 })
      .where('id', 'in', ids.slice(6, 8))
      .execute();
    await db
      .updateTable('projects')
      .set({ tdot_pm: second?.tdot_pm ?? null })
      .where('id', 'in', ids.slice(8, 10))
      .execute();
    await expectKeptEqualsDirect();
    // Deletes: the two new projects, and two demo projects no DBE contract holds on to.
    await db.deleteFrom('projects').where('project_title', 'in', ['New A', 'New B']).execute();
    const held = new Set(
      (await db.selectFrom('dbe_contracts').select('project_id').execute()).map((row) => row.project_id),
    );
    const free = ids.slice(10).filter((id) => !held.has(id));
    expect(free.length).toBeGreaterThan(0);
    await db.deleteFrom('projects').where('id', 'in', free).execute();
    await expectKeptEqualsDirect();
  });

  it('stay equal after an import and an airport reassignment', async () => {
    const airport = data.airports[0]?.airport_code ?? '';
    const file = csvOf([
      [
        'airport_code',
        'project_title',
        'upin',
        'grant_number',
        'application_date',
        'bil_aig_amount',
        'status',
      ],
      [airport, 'Imported one', 'IMP-1', '777', '2025-02-01', 1500, 'pending award'],
      [airport, 'Imported two', 'IMP-2', '777', '2025-02-03', 2500.5, 'approved'],
    ]);
    const applied = await importClient(server).apply(admin, file, { kind: 'projects', fileName: 'p.csv' });
    expect(applied.statusCode, applied.body).toBe(200);
    await expectKeptEqualsDirect();

    const target = data.airports.find((candidate) => candidate.tdot_pm !== data.airports[0]?.tdot_pm);
    const preview = await server.app.inject({
      method: 'GET',
      url: `/api/pm/reassignments/preview?airport_code=${airport}&to_pm=${encodeURIComponent(target?.tdot_pm ?? '')}`,
      headers: { cookie: admin.cookie },
    });
    const { openProjectCount } = preview.json<{ openProjectCount: number }>();
    const moved = await server.app.inject({
      method: 'POST',
      url: '/api/pm/reassignments',
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: {
        airport_code: airport,
        to_pm: target?.tdot_pm,
        confirm_open_project_count: openProjectCount,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectKeptEqualsDirect();
  });

  /** Every page of a view, 50 grants at a time. */
  async function readAllPages(params: Record<string, string>) {
    const rows: GrantMetrics[] = [];
    let last: GrantMetricsPageResponse | null = null;
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ ...params, page: String(page), pageSize: '50' });
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/analytics/grant-metrics?${query.toString()}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      last = response.json<GrantMetricsPageResponse>();
      rows.push(...last.rows);
      if (rows.length >= last.matchCount) return { rows, last };
    }
  }

  it('pages, sorts and filters exactly as the domain does in the browser, for every sort and filter', async () => {
    const grants = await directGrants(null);
    const bounds = computeGrantFilterBounds(grants);
    const expectView = async (
      params: Record<string, string>,
      filters: GrantMetricsFilters,
      key: GrantTableSortKey,
      direction: 'asc' | 'desc',
    ) => {
      const expected = sortGrantTable(applyGrantFilters(grants, filters, bounds), { key, direction });
      const { rows, last } = await readAllPages({ ...params, sort: key, direction });
      expect(rows.map((grant) => grant.key)).toEqual(expected.map((grant) => grant.key));
      expect(rows).toEqual(expected);
      expect(last.matchCount).toBe(expected.length);
      expect(last.grantCount).toBe(grants.length);
      expect(last.totals).toEqual(summariseGrantTable(expected));
      expect(last.bounds).toEqual(bounds);
    };
    const all = createDefaultGrantFilters(bounds);
    for (const key of SORT_KEYS) {
      for (const direction of ['asc', 'desc'] as const) await expectView({}, all, key, direction);
    }
    for (const status of AWARD_STATUS_FILTERS) {
      await expectView({ awardStatus: status }, { ...all, awardStatus: status }, 'name', 'desc');
    }
    for (const status of SUB_AWARD_STATUS_FILTERS) {
      await expectView({ subAwardStatus: status }, { ...all, subAwardStatus: status }, 'name', 'desc');
    }
    for (const status of PRIMARY_STATUS_FILTERS) {
      await expectView({ primaryStatus: status }, { ...all, primaryStatus: status }, 'bilAmount', 'asc');
    }
    for (const key of Object.keys(bounds) as (keyof typeof bounds)[]) {
      const { min, max } = bounds[key];
      const middle = Math.round((min + max) / 2);
      await expectView(
        { [`${key}Min`]: String(min), [`${key}Max`]: String(middle) },
        { ...all, [key]: [min, middle] },
        'totalAmount',
        'desc',
      );
    }
    const sample = grants[3]?.name.slice(0, 2) ?? '1';
    await expectView({ search: sample }, { ...all, search: sample }, 'name', 'asc');
    await expectView({ search: 'no such grant' }, { ...all, search: 'no such grant' }, 'name', 'desc');
  });

  it('exports every matching grant as CSV or Excel, or only the ticked ones', async () => {
    const grants = await directGrants(null);
    const exportAs = (payload: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/analytics/grant-metrics/export',
        headers: { ...sameOrigin, cookie: admin.cookie },
        payload,
      });
    const csv = await exportAs({ format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="grant-metrics.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(grants.length + 1);
    expect(lines[1]?.split(',')[0]).toBe(grants[0]?.name);

    const ticked = [grants[2]?.key ?? '', grants[0]?.key ?? ''];
    const picked = await exportAs({ format: 'csv', selectedKeys: ticked, sort: 'name', direction: 'asc' });
    expect(
      picked.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual([grants[2]?.name, grants[0]?.name]);

    const xlsx = await exportAs({ format: 'xlsx', awardStatus: 'pending' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const bad = await exportAs({ format: 'pdf' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a malformed page request with a clear message', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/analytics/grant-metrics?page=0&sort=nope',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBeTruthy();
  });
});
