import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportCatalogSchema,
  airportDetailSchema,
  bilAmount,
  breakdownsResponseSchema,
  dashboardSummaryResponseSchema,
  executiveOverviewSchema,
  grantMetricsPageResponseSchema,
  pmDashboardForPersonSchema,
  pmManagementForPersonSchema,
  projectPageSchema,
  projectTableGroupsSchema,
  projectTableOutlineSchema,
  roundToCents,
  type Project,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * Issue 30, reconciliation suite, BIL totals: every BIL figure that two screens show is read through the
 * API each screen uses, and the pairs must agree to the cent (docs/ARCHITECTURE.md, "Figures shown twice").
 * Two scopes exist on purpose: the Grant Analysis Dashboard, the grant metrics and the executive overview's
 * BIL total count the projects with a grant number (SPEC §3: a project without one is not a grant yet);
 * the project list, the breakdowns, the airports, the executive overview's programs and the PM pages count
 * every project.
 */

type Get = (url: string) => Promise<unknown>;
type Sums = Map<string, number>;

const cents = (value: number) => roundToCents(value);
const add = (sums: Sums, key: string, amount: number) => sums.set(key, cents((sums.get(key) ?? 0) + amount));
const sorted = (sums: Sums) => Object.fromEntries([...sums.entries()].sort(([a], [b]) => a.localeCompare(b)));
const sumOf = (values: number[]) => cents(values.reduce((total, value) => total + value, 0));
const hasGrant = (project: { grant_number: string | null }) => (project.grant_number ?? '').trim() !== '';
const nonZero = (sums: Sums) => new Map([...sums].filter(([, amount]) => amount !== 0));

/** The project list screen: its rows, paged as SPEC §7 pages them, and the sums the screen adds up. */
async function readProjectList(get: Get): Promise<Project[]> {
  const rows: Project[] = [];
  for (let page = 1; ; page += 1) {
    const body = projectPageSchema.parse(await get(`/api/projects?page=${page}`));
    rows.push(...body.data);
    if (page >= body.totalPages) return rows;
  }
}

async function readGrantMetricsRows(get: Get) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const body = grantMetricsPageResponseSchema.parse(
      await get(`/api/analytics/grant-metrics?pageSize=200&page=${page}`),
    );
    rows.push(...body.rows);
    if (rows.length >= body.matchCount) return { rows, totals: body.totals };
  }
}

/**
 * Reads every BIL figure of every screen and checks the pairs. `airportSample` limits the airport pages
 * read one by one (every airport is compared through the catalogue and the breakdowns).
 */
async function checkBilPairs(get: Get, airportSample: number): Promise<{ all: number; granted: number }> {
  const projects = await readProjectList(get);
  const all = sumOf(projects.map(bilAmount));
  const granted = sumOf(projects.filter(hasGrant).map(bilAmount));
  const byAirport: Sums = new Map();
  const byPm: Sums = new Map();
  const grantedByPm: Sums = new Map();
  const byGrant: Sums = new Map();
  const byYear: Sums = new Map();
  const byProgram: Sums = new Map([
    ['AIG', 0],
    ['ATP', 0],
    ['FCT', 0],
  ]);
  for (const project of projects) {
    const bil = bilAmount(project);
    add(byAirport, project.airport_code, bil);
    add(byPm, project.tdot_pm ?? '', bil);
    if (hasGrant(project)) add(grantedByPm, project.tdot_pm ?? '', bil);
    add(byGrant, project.grant_number ?? '', bil);
    add(byYear, String(project.fiscal_year), bil);
    add(byProgram, 'AIG', project.bil_aig_amount);
    add(byProgram, 'ATP', project.bil_atp_amount);
    add(byProgram, 'FCT', project.bil_fct_amount);
  }

  // Dashboard scope: the dashboard's KPI, the grant metrics footer and rows, the executive BIL total.
  const dashboard = dashboardSummaryResponseSchema.parse(await get('/api/analytics/dashboard'));
  const grantMetrics = await readGrantMetricsRows(get);
  const executive = executiveOverviewSchema.parse(await get('/api/executive'));
  expect({
    'dashboard: Total BIL Funding': cents(dashboard.kpis.totalBilAmount),
    'grant metrics: footer': cents(grantMetrics.totals.bilAmount),
    'grant metrics: sum of rows': sumOf(grantMetrics.rows.map((row) => row.bilAmount)),
    'executive overview: BIL total': cents(executive.funding?.bilTotal ?? NaN),
  }).toEqual({
    'dashboard: Total BIL Funding': granted,
    'grant metrics: footer': granted,
    'grant metrics: sum of rows': granted,
    'executive overview: BIL total': granted,
  });

  // Per grant: a grant metrics row, the project list's grant group, the list's own sum.
  const outline = projectTableOutlineSchema.parse(await get('/api/projects/table'));
  const groups = [];
  for (let offset = 0; offset < outline.grants.length; offset += 500) {
    const window = projectTableGroupsSchema.parse(
      await get(`/api/projects/table/groups?offset=${offset}&limit=500`),
    );
    groups.push(...window.groups);
  }
  const groupSums: Sums = new Map(groups.map((group) => [group.grantNumber ?? '', cents(group.bilTotal)]));
  expect(sorted(groupSums)).toEqual(sorted(byGrant));
  const metricSums: Sums = new Map(
    grantMetrics.rows.map((row) => [row.originalGrantNumber ?? '', cents(row.bilAmount)]),
  );
  expect(sorted(metricSums)).toEqual(sorted(new Map([...byGrant].filter(([grant]) => grant.trim() !== ''))));

  // Every project: breakdowns (totals, programs, airports, PMs, years), the airports catalogue, the
  // executive overview's programs and the PM management page.
  const breakdowns = breakdownsResponseSchema.parse(await get('/api/analytics/breakdowns'));
  const catalogue = airportCatalogSchema.parse(await get('/api/airports'));
  const management = pmManagementForPersonSchema.parse(await get('/api/pm/management'));
  const programs = executive.funding?.byProgram ?? [];
  expect({
    'project list: sum of every row': all,
    'project list: sum of grant groups': sumOf(groups.map((group) => group.bilTotal)),
    'breakdowns: total': cents(breakdowns.totals.bilAmount),
    'airports catalogue: sum of BIL funding': sumOf(catalogue.airports.map((airport) => airport.bilFunding)),
    'executive overview: sum of programs': sumOf(programs.map((row) => row.aig + row.atp + row.fct)),
    'PM management: total': cents(management.totals.bilAmount),
    'PM management: PMs and unassigned': sumOf([
      ...management.pms.map((pm) => pm.bilAmount),
      management.unassigned.bilAmount,
    ]),
  }).toEqual({
    'project list: sum of every row': all,
    'project list: sum of grant groups': all,
    'breakdowns: total': all,
    'airports catalogue: sum of BIL funding': all,
    'executive overview: sum of programs': all,
    'PM management: total': all,
    'PM management: PMs and unassigned': all,
  });

  // Per program: breakdowns, executive overview, the list.
  const executivePrograms: Sums = new Map([
    ['AIG', sumOf(programs.map((row) => row.aig))],
    ['ATP', sumOf(programs.map((row) => row.atp))],
    ['FCT', sumOf(programs.map((row) => row.fct))],
  ]);
  const breakdownPrograms: Sums = new Map(
    breakdowns.byProgram.map((row) => [row.program, cents(row.amount)]),
  );
  expect(sorted(breakdownPrograms)).toEqual(sorted(byProgram));
  expect(sorted(executivePrograms)).toEqual(sorted(byProgram));

  // Per fiscal year: breakdowns, executive overview's programs by year, the list.
  const breakdownYears: Sums = new Map(
    breakdowns.byFiscalYear.map((row) => [String(row.fiscalYear), cents(row.bilAmount)]),
  );
  const executiveYears: Sums = new Map();
  for (const row of programs) add(executiveYears, String(row.fiscalYear), row.aig + row.atp + row.fct);
  expect(sorted(breakdownYears)).toEqual(sorted(byYear));
  expect(sorted(executiveYears)).toEqual(sorted(byYear));

  // Per airport: the catalogue, the breakdowns and the list; the airport page for a sample.
  const catalogueAirports: Sums = new Map(
    catalogue.airports.map((airport) => [airport.airportCode, cents(airport.bilFunding)]),
  );
  const breakdownAirports: Sums = new Map(
    breakdowns.byAirport.map((row) => [row.airportCode, cents(row.bilAmount)]),
  );
  expect(sorted(nonZero(catalogueAirports))).toEqual(sorted(nonZero(byAirport)));
  expect(sorted(nonZero(breakdownAirports))).toEqual(sorted(nonZero(byAirport)));
  const busiest = [...byAirport.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [code, bil] of busiest.slice(0, airportSample)) {
    const detail = airportDetailSchema.parse(await get(`/api/airports/${encodeURIComponent(code)}`));
    expect({
      code,
      'airport page: BIL funding': cents(detail.bilFunding),
      'airport page: funding by year': sumOf(
        detail.fundingByYear.map((year) => year.aig + year.atp + year.fct),
      ),
    }).toEqual({ code, 'airport page: BIL funding': bil, 'airport page: funding by year': bil });
  }

  // Per PM: the management page, each PM's page (its summary and its own dashboard), breakdowns, the list.
  const managementPms: Sums = new Map(management.pms.map((pm) => [pm.pm, cents(pm.bilAmount)]));
  const breakdownPms: Sums = new Map(breakdowns.byPm.map((row) => [row.tdotPm ?? '', cents(row.bilAmount)]));
  expect(sorted(nonZero(breakdownPms))).toEqual(sorted(nonZero(byPm)));
  for (const pm of management.pms) {
    const page = pmDashboardForPersonSchema.parse(await get(`/api/pm/${encodeURIComponent(pm.pm)}`));
    expect({
      pm: pm.pm,
      'PM page: summary': cents(page.summary.bilAmount),
      'PM page: sum of airports': sumOf(page.airports.map((airport) => airport.bilAmount)),
      'PM page: sum of statuses': sumOf(page.projectsByStatus.map((status) => status.bilAmount)),
      'PM page: dashboard KPI': cents(page.dashboard.kpis.totalBilAmount),
    }).toEqual({
      pm: pm.pm,
      'PM page: summary': managementPms.get(pm.pm),
      'PM page: sum of airports': managementPms.get(pm.pm),
      'PM page: sum of statuses': managementPms.get(pm.pm),
      'PM page: dashboard KPI': grantedByPm.get(pm.pm) ?? 0,
    });
  }
  return { all, granted };
}

function getter(server: TestServer, user: SignedInUser): Get {
  return async (url) => {
    const response = await server.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json();
  };
}

describe('BIL totals agree on every screen: demo data at 5,000 projects', { timeout: 300_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, generateDemoData({ projects: 5000 }));
    admin = await signInAs(server.app, 'admin');
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  it('dashboard, project list, grant metrics, executive overview, airports and PM pages', async () => {
    const { all, granted } = await checkBilPairs(getter(server, admin), 25);
    // The two scopes differ on the demo data (it has projects without a grant number), so a screen
    // that counted in the other scope would be caught.
    expect(all).toBeGreaterThan(granted);
    expect(granted).toBeGreaterThan(0);
  });
});

const AIRPORTS = [
  { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: 'Alice' },
  { airport_code: 'BBB', airport_name: 'Bravo Field', city: 'Bravo', tdot_pm: 'Bob' },
  { airport_code: 'CCC', airport_name: 'Charlie Field', city: 'Charlie', tdot_pm: null },
];

/** Dollars and cents up to $50M (the demo's range), as numbers with at most 2 decimals. */
const money = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 5_000_000_000 }).map((centsValue) => centsValue / 100),
);
const projectArbitrary = fc.record({
  airport_code: fc.constantFrom('AAA', 'BBB', 'CCC'),
  tdot_pm: fc.constantFrom('Alice', 'Bob', null),
  grant_number: fc.constantFrom('101', '102', '7', null, ''),
  fiscal_year: fc.constantFrom(2022, 2024, 2026, null),
  status: fc.constantFrom('pending', 'pending award', 'executed', 'approved'),
  application_date: fc.constantFrom('2024-01-15', '2025-06-30', null),
  bil_aig_amount: money,
  bil_atp_amount: money,
  bil_fct_amount: money,
  state_amount: money,
});

describe('BIL totals agree on every screen: random projects (fast-check)', { timeout: 600_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, AIRPORTS);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('for any set of projects, every pair agrees and equals the sum of AIG + ATP + FCT', async () => {
    const get = getter(server, admin);
    await fc.assert(
      fc.asyncProperty(fc.array(projectArbitrary, { minLength: 1, maxLength: 25 }), async (projects) => {
        await server.ctx.db.deleteFrom('projects').execute();
        await insertProjects(
          server.ctx.db,
          projects.map((project) => ({
            ...project,
            total_amount: cents(bilAmount(project) + project.state_amount),
          })),
        );
        const { all, granted } = await checkBilPairs(get, AIRPORTS.length);
        expect(all).toBe(sumOf(projects.map(bilAmount)));
        expect(granted).toBe(sumOf(projects.filter(hasGrant).map(bilAmount)));
      }),
      { numRuns: 12, seed: 30 },
    );
  });
});
