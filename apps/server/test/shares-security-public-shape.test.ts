import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicShareDataSchema, publicShareMetaResponseSchema } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { insertAirports, insertProjects } from './support/project-factory';
import {
  chartBody,
  createShare,
  groupBody,
  insertSharesFixture,
  PM_ANN,
  publicPost,
  type SharesFixture,
} from './shares.fixtures';

/**
 * Finding 10: a public answer carries only what the public page shows. For every share kind, the raw JSON
 * of meta and data is walked and its exact set of key paths compared with the allow-list below; and the
 * text must hold no internal id, e-mail, internal note, password or creator reference.
 */

/** Every key path in a JSON value: 'a.b', arrays as 'a[]'. Sorted, without duplicates. */
function keyPaths(value: unknown, path = ''): string[] {
  const paths = new Set<string>();
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, `${at}[]`);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const next = at === '' ? key : `${at}.${key}`;
        paths.add(next);
        walk(child, next);
      }
    }
  };
  walk(value, path);
  return [...paths].sort();
}

const prefixed = (prefix: string, keys: readonly string[]) => keys.map((key) => `${prefix}.${key}`);
/** The paths without those under the given arrays' items (an empty array shows none). */
const withoutItems = (keys: readonly string[], arrays: readonly string[]) =>
  keys.filter((key) => !arrays.some((array) => key.startsWith(`${array}.`)));

const META_KEYS = [
  'created',
  'description',
  'expires',
  'isExpired',
  'isPasswordProtected',
  'kind',
  'name',
  'sharer',
  'updated',
];

const PROCESSING_KPI = ['days', 'daysOverTarget', 'isOverTarget', 'targetDays'];
const DASHBOARD_KEYS = [
  'asOf',
  'today',
  'kpis',
  ...prefixed('kpis', [
    'averageAward',
    ...prefixed('averageAward', PROCESSING_KPI),
    'averageSubAward',
    ...prefixed('averageSubAward', PROCESSING_KPI),
    'executedProjects',
    'executionRate',
    'exceeding90Days',
    'grandTotalAmount',
    'pendingAwardGrants',
    'pendingAwardProjects',
    'pendingSubAwardProjects',
    'totalBilAmount',
    'totalGrants',
    'totalProjects',
  ]),
  'grants',
  ...prefixed('grants[]', [
    'applicationDate',
    'avgDaysToSubAward',
    'awardDate',
    'awardDisplayStatus',
    'awardState',
    'bilAmount',
    'bilApplicationNumbers',
    'bil_application_number',
    'completedSubAwardDays',
    'daysPendingAward',
    'daysPendingSubAward',
    'daysToAward',
    'displayName',
    'executedProjects',
    'key',
    'localAmount',
    'name',
    'originalGrantNumber',
    'pendingAwardProjects',
    'pendingSubAwardProjects',
    'primaryStatus',
    'projectCount',
    'stateAmount',
    'subAwardDisplayStatus',
    'totalAmount',
  ]),
  'monthlyTrends',
  ...prefixed('monthlyTrends[]', [
    'avgProcessingDays',
    'bilApplicationCount',
    'bil_application_numbers',
    'grantCount',
    'grantNumbers',
    'month',
    'projectCount',
    'totalFunding',
  ]),
  'pendingApplications',
  ...prefixed('pendingApplications[]', [
    'ageDays',
    'applicationDate',
    'band',
    'bilAmount',
    'bil_application_number',
    'color',
    'daysOverTarget',
    'displayName',
    'grantName',
    'projectCount',
    'totalAmount',
  ]),
  'pendingSummary',
  ...prefixed('pendingSummary', [
    'averageAgeDays',
    'exceeding90Days',
    'oldestAgeDays',
    'oldestGrantName',
    'totalPending',
  ]),
];

const CHARTS = ['charts', 'charts[].chart_type', 'charts[].name'];

const PROJECT_KEYS = [
  'airport_code',
  'airport_name',
  'application_date',
  'award_date',
  'bil_aig_amount',
  'bil_application_number',
  'bil_atp_amount',
  'bil_fct_amount',
  'city',
  'days_to_award',
  'days_to_sub_award',
  'facility_url',
  'fiscal_year',
  'grant_number',
  'key',
  'local_amount',
  'project_description',
  'project_phase',
  'project_title',
  'psr_date',
  'sent_to_sponsor_date',
  'sent_to_tdot_date',
  'state_amount',
  'status',
  'sub_award_date',
  'tad_contract_number',
  'tad_project_number',
  'tdot_pm',
  'total_amount',
  'tx_number',
  'upin',
  'work_code',
];

const WORKLOAD = ['bilAmount', 'openProjectCount', 'projectCount', 'totalAmount'];
const TARGET_KPI = [
  'averageDays',
  'measuredProjects',
  'overTarget',
  'targetDays',
  'withinTarget',
  'withinTargetRate',
];
const AIRPORT_REF = ['airportCode', 'airportName', 'city'];
const OVERDUE = ['overdueAwardCount', 'overdueSubAwardCount'];

const DATA_KEYS: Record<string, string[]> = {
  // A chart link carries only what its charts draw: the monthly-trends link no grant or pending application,
  // the group (funding by grant and monthly trends) no pending application.
  chart: [
    ...CHARTS,
    'dashboard',
    ...prefixed('dashboard', withoutItems(DASHBOARD_KEYS, ['grants[]', 'pendingApplications[]'])),
  ],
  chart_group: [
    ...CHARTS,
    'dataAsOf',
    'isStatic',
    'dashboard',
    ...prefixed('dashboard', withoutItems(DASHBOARD_KEYS, ['pendingApplications[]'])),
  ],
  project_page: [
    'aggregates',
    ...prefixed('aggregates', ['grandTotalAmount', 'projectCount', 'totalBilAmount']),
    'page_config',
    ...prefixed('page_config', [
      'created_at',
      'created_by_name',
      'description',
      'expires_at',
      'page_name',
      'updated_at',
    ]),
    'projects',
    ...prefixed('projects[]', PROJECT_KEYS),
  ],
  pm_page: [
    'pm',
    'asOf',
    'today',
    'summary',
    ...prefixed('summary', ['airportCount', ...WORKLOAD, ...OVERDUE]),
    'airports',
    ...prefixed('airports[]', [...AIRPORT_REF, 'isAssigned', ...WORKLOAD]),
    'projectsByStatus',
    ...prefixed('projectsByStatus[]', ['bilAmount', 'projectCount', 'status', 'totalAmount']),
    'targets',
    'targets.award',
    ...prefixed('targets.award', TARGET_KPI),
    'targets.subAward',
    ...prefixed('targets.subAward', TARGET_KPI),
    'overdue',
    'overdue.total',
    'overdue.items',
    ...prefixed('overdue.items[]', [
      'airportCode',
      'days',
      'daysOver',
      'grantNumber',
      'kind',
      'projectTitle',
      'sinceDate',
      'status',
      'targetDays',
    ]),
    'dashboard',
    ...prefixed('dashboard', DASHBOARD_KEYS),
  ],
  pm_management: [
    'asOf',
    'today',
    'pms',
    ...prefixed('pms[]', ['pm', 'airportCount', 'airports', ...WORKLOAD, ...OVERDUE]),
    ...prefixed('pms[].airports[]', AIRPORT_REF),
    'unassigned',
    ...prefixed('unassigned', ['airports', ...WORKLOAD, ...OVERDUE]),
    ...prefixed('unassigned.airports[]', AIRPORT_REF),
    'totals',
    ...prefixed('totals', ['airportCount', ...WORKLOAD, ...OVERDUE]),
  ],
  // What /executive shows; grants ending soon by grant number and airport, no record id (issue 34, finding 7).
  executive: [
    'asOf',
    'funding',
    'funding.bilTotal',
    'funding.byFiscalYear',
    'funding.byFiscalYear[].airportsAtRisk',
    'funding.byFiscalYear[].allocation',
    'funding.byFiscalYear[].atRisk',
    'funding.byFiscalYear[].available',
    'funding.byFiscalYear[].deadline',
    'funding.byFiscalYear[].fiscalYear',
    'funding.byFiscalYear[].pastDeadline',
    'funding.byFiscalYear[].underGrant',
    'funding.byProgram',
    'funding.byProgram[].aig',
    'funding.byProgram[].atp',
    'funding.byProgram[].fct',
    'funding.byProgram[].fiscalYear',
    'funding.byProgram[].projectCount',
    'funding.projectCount',
    'funding.totals',
    'funding.totals.airportsAtRisk',
    'funding.totals.allocation',
    'funding.totals.atRisk',
    'funding.totals.available',
    'funding.totals.pastDeadline',
    'funding.totals.underGrant',
    'oldestWaiting',
    'oldestWaiting[].ageDays',
    'oldestWaiting[].applicationDate',
    'oldestWaiting[].bilAmount',
    'oldestWaiting[].daysOverTarget',
    'oldestWaiting[].grant',
    'oldestWaiting[].projectCount',
    'overdueByPm',
    'overdueByPm[].overdueAward',
    'overdueByPm[].overdueSubAward',
    'overdueByPm[].pm',
    'slots',
    'slots.dbeAttainment',
    'slots.dbeAttainment.attainedPct',
    'slots.dbeAttainment.dbeDollars',
    'slots.dbeAttainment.fiscalYear',
    'slots.dbeAttainment.goalPct',
    'slots.dbeAttainment.totalDollars',
    'slots.grantsEndingSoon',
    'slots.grantsEndingSoon.count',
    'slots.grantsEndingSoon.grants',
    'slots.grantsEndingSoon.grants[].airportCode',
    'slots.grantsEndingSoon.grants[].grantNumber',
    'slots.grantsEndingSoon.grants[].popEndDate',
    'slots.grantsEndingSoon.grants[].remaining',
    'slots.overdueInspections',
    'slots.overdueInspections.openActions',
    'slots.overdueInspections.overdueActions',
    'slots.overdueInspections.overdueInspections',
    'timeliness',
    'timeliness.award',
    'timeliness.award.averageDays',
    'timeliness.award.isOverTarget',
    'timeliness.award.targetDays',
    'timeliness.award.waiting',
    'timeliness.exceeding90Days',
    'timeliness.subAward',
    'timeliness.subAward.averageDays',
    'timeliness.subAward.isOverTarget',
    'timeliness.subAward.targetDays',
    'timeliness.subAward.waiting',
    'timeliness.trend',
    'timeliness.trend[].averageDays',
    'timeliness.trend[].month',
    'timeliness.trend[].projectCount',
    'today',
  ],
  dbe_chart: ['asOf', 'series', 'series.chart', 'series.points', 'title'],
};

/**
 * Array items the fixture may leave empty (a path under an empty array does not appear): allowed, not required.
 * Every other path of the list must be in the answer, and nothing else may be.
 */
const OPTIONAL_KEYS = new Set([
  'timeliness.trend[].averageDays',
  'timeliness.trend[].month',
  'timeliness.trend[].projectCount',
]);

const SECRETS = {
  comment: 'INTERNAL-COMMENT-do-not-publish',
  talkingPoints: ['TP1-internal', 'TP2-internal', 'TP3-internal'],
  password: 'share-pass-2468',
};

describe('public share answers carry only their allow-list', () => {
  let server: TestServer;
  let fixture: SharesFixture;
  let admin: SignedInUser;
  let ann: SignedInUser;
  let overdueIds: string[];

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertSharesFixture(server);
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
    ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN, displayName: 'Ann S.' });
    await insertAirports(server.ctx.db, [
      { airport_code: 'NOP', airport_name: 'Nobody Field', city: 'Nowhere', tdot_pm: null },
    ]);
    // An overdue project of Ann's with every internal note filled in, and another one awaiting sub-award.
    overdueIds = await insertProjects(server.ctx.db, [
      {
        airport_code: 'ANA',
        tdot_pm: PM_ANN,
        grant_number: '103',
        project_title: 'Ann hangar',
        status: 'pending award',
        application_date: '2023-01-10',
        bil_aig_amount: 300,
        total_amount: 400,
        upin: 'UP-3',
        comments: SECRETS.comment,
        talking_point_1: SECRETS.talkingPoints[0],
        talking_point_2: SECRETS.talkingPoints[1],
        talking_point_3: SECRETS.talkingPoints[2],
        created_by: admin.userId,
      },
      {
        airport_code: 'ANA',
        tdot_pm: PM_ANN,
        grant_number: '104',
        project_title: 'Ann lights',
        status: 'pending sub-award',
        application_date: '2023-01-10',
        award_date: '2023-02-10',
        total_amount: 10,
        comments: SECRETS.comment,
      },
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  async function answersOf(token: string, password?: string) {
    const headers: Record<string, string> = {};
    if (password) {
      const verify = await publicPost(server, token, 'verify', { password });
      expect(verify.json()).toEqual({ valid: true });
      headers.cookie = String(verify.headers['set-cookie']).split(';')[0] ?? '';
    }
    const meta = await publicPost(server, token, 'meta');
    const data = await publicPost(server, token, 'data', {}, headers);
    expect(meta.statusCode).toBe(200);
    expect(data.statusCode, data.body).toBe(200);
    return { meta: meta.body, data: data.body };
  }

  async function expectNoInternals(texts: readonly string[], token: string) {
    const shareRow = await server.ctx.db
      .selectFrom('shares')
      .select(['id', 'password_hash'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const forbidden = [
      ...fixture.annIds,
      ...fixture.benIds,
      ...overdueIds,
      admin.userId,
      ann.userId,
      admin.email,
      ann.email,
      shareRow.id,
      SECRETS.comment,
      ...SECRETS.talkingPoints,
      SECRETS.password,
      'created_by"',
      'projectId',
      'comments',
      'talking_point',
      'password_hash',
      'scrypt$',
      ...(shareRow.password_hash ? [shareRow.password_hash] : []),
    ];
    for (const text of texts) {
      for (const word of forbidden) expect(text, word).not.toContain(word);
      // No UUID of any kind, and no e-mail address.
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
  }

  async function check(kind: string, token: string, password?: string) {
    const { meta, data } = await answersOf(token, password);
    // The meta answer also says whether this visitor holds access already (so a page asks for data only then).
    expect(keyPaths(JSON.parse(meta))).toEqual([...META_KEYS, 'hasAccess'].sort());
    const parsed = JSON.parse(data) as { kind: string; meta: unknown; data: unknown };
    expect(Object.keys(parsed).sort()).toEqual(['data', 'kind', 'meta']);
    expect(parsed.kind).toBe(kind);
    expect(keyPaths(parsed.meta)).toEqual([...META_KEYS].sort());
    const found = keyPaths(parsed.data);
    const allowed = [...new Set(DATA_KEYS[kind])].sort();
    expect(found).toEqual(allowed.filter((key) => found.includes(key) || !OPTIONAL_KEYS.has(key)));
    // The strict schemas agree with the allow-list.
    expect(() => publicShareMetaResponseSchema.parse(JSON.parse(meta))).not.toThrow();
    expect(() => publicShareDataSchema.parse(parsed)).not.toThrow();
    await expectNoInternals([meta, data], token);
    return parsed;
  }

  it('chart', async () => {
    await check('chart', await createShare(server, ann, 'chart', chartBody()));
  });

  it('chart group, live and static, password protected', async () => {
    const protectedGroup = groupBody({ password_protected: true, password: SECRETS.password });
    await check(
      'chart_group',
      await createShare(server, admin, 'chart-group', protectedGroup),
      SECRETS.password,
    );
    const staticGroup = groupBody({ is_static_mode: true });
    await check('chart_group', await createShare(server, ann, 'chart-group', staticGroup));
  });

  it('project page: no ids, comments or talking points; rows keyed by an index of this answer', async () => {
    const token = await createShare(server, admin, 'project-page', {
      selection: { tdot_pms: [PM_ANN] },
      password: SECRETS.password,
    });
    const parsed = await check('project_page', token, SECRETS.password);
    const projects = (parsed.data as { projects: { key: string; project_title: string }[] }).projects;
    expect(projects.map((project) => project.project_title).sort()).toEqual([
      'Ann hangar',
      'Ann lights',
      'Ann runway',
      'Ann taxiway',
    ]);
    expect(projects.map((project) => project.key)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('PM page: overdue items without project ids', async () => {
    const parsed = await check('pm_page', await createShare(server, ann, 'pm-page', { pm: PM_ANN }));
    const overdue = (parsed.data as { overdue: { items: { projectTitle: string }[] } }).overdue.items;
    expect(overdue.map((item) => item.projectTitle).sort()).toEqual([
      'Ann hangar',
      'Ann lights',
      'Ann taxiway',
    ]);
  });

  it('PM management', async () => {
    await check('pm_management', await createShare(server, ann, 'pm-management', {}));
  });

  it('executive: every figure, grants ending soon by grant number and airport without record ids', async () => {
    const ending = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const grant = await server.ctx.db
      .insertInto('gci_grants')
      .values({
        program: 'aip_entitlement',
        grant_number: '3-47-0001-099-2026',
        airport_code: 'ANA',
        sponsor: 'Ann County',
        title: 'Ann apron',
        federal_amount: 90_000,
        state_amount: 5_000,
        local_amount: 5_000,
        execution_date: '2024-01-15',
        pop_end_date: ending,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createShare(server, admin, 'executive', {});
    const parsed = await check('executive', token);
    const slots = (parsed.data as { slots: { grantsEndingSoon: { grants: unknown[] } } }).slots;
    expect(slots.grantsEndingSoon.grants).toEqual([
      { grantNumber: '3-47-0001-099-2026', airportCode: 'ANA', popEndDate: ending, remaining: 95_000 },
    ]);
    expect(JSON.stringify(parsed)).not.toContain(grant.id);
  });

  it('DBE chart: its title, data as of and the series it draws', async () => {
    await check('dbe_chart', await createShare(server, admin, 'dbe-chart', { chart: 'goal_attainment' }));
  });
});
