import type { InjectOptions } from 'fastify';
import type { TestServer } from './support/build-test-server';
import { insertProjects } from './support/project-factory';
import { randomAddress, sameOrigin, type SignedInUser } from './support/sign-in-as';

/**
 * The permission matrix, route by route: who gets which status, exactly. "Own" is the PM of the record the
 * request is about (airport OWN, project of 'Own PM', a share made by that PM); "other" is another PM.
 * A waiting account registered but was not approved: it may read /api/me and nothing else.
 * Two-factor states (the matrix runs with the policy "required for administrators"): mustEnrol is an
 * administrator who has not enrolled (like waiting: /api/me only); twoFactorPending gave the right password
 * but no code yet (it holds only the two-factor cookie: signed out everywhere). The admin persona enrolled.
 */
export const PERSONAS = [
  'signedOut',
  'viewer',
  'pmOwn',
  'pmOther',
  'admin',
  'waiting',
  'mustEnrol',
  'twoFactorPending',
] as const;
export type Persona = (typeof PERSONAS)[number];
export type Expected = Record<Persona, number>;

export const OWN_PM = 'Own PM';
export const OTHER_PM = 'Other PM';

export type MatrixFixtures = {
  server: TestServer;
  people: Record<Exclude<Persona, 'signedOut'>, SignedInUser>;
  ownProject: string;
  /** A fresh project of the own PM (for requests that delete it). */
  freshOwnProject: (grantNumber?: string) => Promise<string>;
  /** A fresh share made by the own PM (for requests that change or delete it). */
  freshOwnShare: () => Promise<string>;
  versionOf: (projectId: string) => Promise<number>;
  /** A fresh registration waiting for approval (for requests that approve or refuse it). */
  freshPendingAccount: () => Promise<string>;
};

type Request = Omit<InjectOptions, 'headers'> & { method: NonNullable<InjectOptions['method']>; url: string };
export type MatrixCase = {
  request: (fixtures: MatrixFixtures) => Request | Promise<Request>;
  expect: Expected;
};

const statuses = (
  signedOut: number,
  viewer: number,
  pmOwn: number,
  pmOther: number,
  admin: number,
  waiting = 403,
  mustEnrol = waiting,
) =>
  ({
    signedOut,
    viewer,
    pmOwn,
    pmOther,
    admin,
    waiting,
    mustEnrol,
    twoFactorPending: signedOut,
  }) satisfies Expected;
/** Open to everyone, signed in or not, approved or not. */
const open = (status = 200) => statuses(status, status, status, status, status, status);
/** Any approved, signed-in person. */
const signedIn = (status = 200) => statuses(401, status, status, status, status);
const adminOnly = (status = 200) => statuses(401, 403, 403, 403, status);

/** Administrators must enrol a second factor: the mustEnrol persona is one who has not. */
export const MATRIX_SIGN_IN_POLICY = {
  twoFactor: 'admins',
  idleTimeoutMinutes: 480,
  absoluteLifetimeHours: 168,
} as const;

const ID = '00000000-0000-4000-8000-000000000000';
const RID = '00000000-0000-4000-8000-000000000001';

let unique = 0;
const next = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

const get = (url: string): Request => ({ method: 'GET', url });
const write = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Request => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/**
 * An area route's gate: signed out 401; no area flag (and waiting) 403; past the gate, the status the
 * empty request gets from the route itself (its body check, or the record it names not existing). The
 * record-level rules of each area (a PM and another PM's record: 404) are its own tests'.
 */
function areaCase(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { pmHasFlag }: { pmHasFlag: boolean },
  allowed: number,
): MatrixCase {
  const pm = pmHasFlag ? allowed : 403;
  return {
    request: () => (method === 'GET' ? get(url) : write(method, url, {})),
    expect: statuses(401, 403, pm, pm, allowed),
  };
}

export const MATRIX: Record<string, MatrixCase> = {
  // Infrastructure: open to all.
  'GET /api/health': { request: () => get('/api/health'), expect: open() },
  'GET /api/docs/json': { request: () => get('/api/docs/json'), expect: open() },
  'GET /api/docs/yaml': { request: () => get('/api/docs/yaml'), expect: open() },
  // The documentation page, and its old entry point that redirects to it.
  'GET /api/docs': { request: () => get('/api/docs'), expect: open() },
  'GET /api/docs/static/index.html': { request: () => get('/api/docs/static/index.html'), expect: open(302) },
  'GET /api/docs/static/swagger-initializer.js': {
    request: () => get('/api/docs/static/swagger-initializer.js'),
    expect: open(),
  },
  'GET /api/docs/static/*': { request: () => get('/api/docs/static/swagger-ui.css'), expect: open() },
  // better-auth: its own session checks; the product's allowlist in front.
  'GET /api/auth/*': { request: () => get('/api/auth/get-session'), expect: open() },
  // A wrong password is refused alike for everyone (signing out here would end the personas' sessions).
  'POST /api/auth/*': {
    request: () => ({
      ...write('POST', '/api/auth/sign-in/email', {
        email: `nobody-${next()}@example.test`,
        password: 'wrong-Password-1',
      }),
      remoteAddress: randomAddress(),
    }),
    expect: open(401),
  },

  // Me: the one thing a waiting account may read.
  'GET /api/me': { request: () => get('/api/me'), expect: statuses(401, 200, 200, 200, 200, 200) },
  // Everyone gets 200: a visitor's answer is null (access-session.test.ts shows what each one reads).
  'GET /api/session': { request: () => get('/api/session'), expect: open() },
  'PATCH /api/me': {
    request: () => write('PATCH', '/api/me', { displayName: 'Matrix Name' }),
    expect: signedIn(),
  },

  // Administration.
  'GET /api/admin/users': { request: () => get('/api/admin/users'), expect: adminOnly() },
  'POST /api/admin/users': {
    request: () =>
      write('POST', '/api/admin/users', {
        email: `matrix-${next()}@example.test`,
        password: 'matrix-Password-42',
        role: 'viewer',
      }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/users/:userId': {
    request: ({ people }) =>
      write('PATCH', `/api/admin/users/${people.viewer.userId}`, { displayName: 'Viewer' }),
    expect: adminOnly(),
  },
  'GET /api/settings/registration': { request: () => get('/api/settings/registration'), expect: open() },
  'GET /api/admin/registration': { request: () => get('/api/admin/registration'), expect: adminOnly() },
  // Sign-in policy (issue 32): the matrix's own policy is written back unchanged.
  'GET /api/admin/sign-in-policy': { request: () => get('/api/admin/sign-in-policy'), expect: adminOnly() },
  'PUT /api/admin/sign-in-policy': {
    request: () => write('PUT', '/api/admin/sign-in-policy', MATRIX_SIGN_IN_POLICY),
    expect: adminOnly(),
  },
  'POST /api/admin/users/:userId/two-factor/reset': {
    request: async ({ freshPendingAccount }) =>
      write('POST', `/api/admin/users/${await freshPendingAccount()}/two-factor/reset`),
    expect: adminOnly(),
  },
  'PUT /api/admin/registration': {
    request: () => write('PUT', '/api/admin/registration', { mode: 'approval', domains: [] }),
    expect: adminOnly(),
  },
  'GET /api/settings/sign-in': { request: () => get('/api/settings/sign-in'), expect: open() },
  'GET /api/admin/sign-in': { request: () => get('/api/admin/sign-in'), expect: adminOnly() },
  'PUT /api/admin/sign-in': {
    request: () =>
      write('PUT', '/api/admin/sign-in', {
        enabled: false,
        name: 'State Login',
        issuer: 'https://login.example.gov',
        clientId: 'client',
        allowedDomains: [],
        groupsClaim: 'groups',
        pmNameClaim: 'name',
        roleMappings: [],
        allowPasswordSignIn: false,
      }),
    expect: adminOnly(),
  },
  'POST /api/admin/users/:userId/approve': {
    request: async ({ freshPendingAccount }) =>
      write('POST', `/api/admin/users/${await freshPendingAccount()}/approve`, {}),
    expect: adminOnly(),
  },
  'POST /api/admin/users/:userId/refuse': {
    request: async ({ freshPendingAccount }) =>
      write('POST', `/api/admin/users/${await freshPendingAccount()}/refuse`, {}),
    expect: adminOnly(),
  },
  'GET /api/admin/permissions': { request: () => get('/api/admin/permissions'), expect: adminOnly() },
  'GET /api/admin/role-defaults': { request: () => get('/api/admin/role-defaults'), expect: adminOnly() },
  'PUT /api/admin/role-defaults': {
    request: () => write('PUT', '/api/admin/role-defaults', { viewer: { can_access_bil_info: true } }),
    expect: adminOnly(),
  },
  'GET /api/admin/audit-logs': { request: () => get('/api/admin/audit-logs'), expect: adminOnly() },
  'GET /api/admin/outbox': { request: () => get('/api/admin/outbox'), expect: adminOnly() },
  'GET /api/admin/schema-status': { request: () => get('/api/admin/schema-status'), expect: adminOnly() },
  'GET /api/admin/jobs': { request: () => get('/api/admin/jobs'), expect: adminOnly() },
  'POST /api/admin/jobs/:name/run': {
    request: () => write('POST', '/api/admin/jobs/jobs.prune-history/run'),
    expect: adminOnly(202),
  },
  'GET /api/admin/jobs/dead-letters': {
    request: () => get('/api/admin/jobs/dead-letters'),
    expect: adminOnly(),
  },
  'POST /api/admin/jobs/dead-letters/:id/retry': {
    request: () => write('POST', `/api/admin/jobs/dead-letters/${ID}/retry`),
    expect: adminOnly(404),
  },
  'DELETE /api/admin/jobs/dead-letters/:id': {
    request: () => write('DELETE', `/api/admin/jobs/dead-letters/${ID}`),
    expect: adminOnly(404),
  },
  'GET /api/settings/facility-system-url': {
    request: () => get('/api/settings/facility-system-url'),
    expect: signedIn(),
  },
  'PUT /api/settings/facility-system-url': {
    request: () =>
      write('PUT', '/api/settings/facility-system-url', { url: 'https://facility.example.test/' }),
    expect: adminOnly(),
  },

  // Projects: a PM sees only their own; another PM's project answers as if it did not exist.
  'GET /api/projects': { request: () => get('/api/projects'), expect: signedIn() },
  'GET /api/projects/grant-counts': { request: () => get('/api/projects/grant-counts'), expect: signedIn() },
  // The project table answers within the same visibility as the list (a PM's own projects).
  'GET /api/projects/table': { request: () => get('/api/projects/table?status=pending'), expect: signedIn() },
  'GET /api/projects/table/groups': {
    request: () => get('/api/projects/table/groups?offset=0&limit=10'),
    expect: signedIn(),
  },
  'GET /api/projects/table/rows': {
    request: () => get('/api/projects/table/rows?limit=10'),
    expect: signedIn(),
  },
  'GET /api/projects/table/position': {
    request: ({ ownProject }) => get(`/api/projects/table/position?id=${ownProject}`),
    expect: signedIn(),
  },
  'GET /api/projects/table/options': {
    request: () => get('/api/projects/table/options?field=pm'),
    expect: signedIn(),
  },
  'GET /api/projects/:id': {
    request: ({ ownProject }) => get(`/api/projects/${ownProject}`),
    expect: statuses(401, 200, 200, 404, 200),
  },
  'GET /api/projects/:id/history': {
    request: ({ ownProject }) => get(`/api/projects/${ownProject}/history`),
    expect: statuses(401, 200, 200, 404, 200),
  },
  'POST /api/projects': {
    request: () =>
      write('POST', '/api/projects', {
        airport_code: 'OWN',
        project_title: `Matrix ${next()}`,
        status: 'pending',
      }),
    // A viewer has no can_edit; the other PM may not create at the own PM's airport.
    expect: statuses(401, 403, 201, 403, 201),
  },
  'PATCH /api/projects/:id': {
    request: async ({ ownProject, versionOf }) =>
      write('PATCH', `/api/projects/${ownProject}`, {
        version: await versionOf(ownProject),
        changes: { project_description: `Edited ${next()}` },
      }),
    expect: statuses(401, 403, 200, 404, 200),
  },
  'DELETE /api/projects/:id': {
    request: async ({ freshOwnProject }) => write('DELETE', `/api/projects/${await freshOwnProject()}`, {}),
    expect: statuses(401, 403, 200, 404, 200),
  },
  'POST /api/projects/:id/force-delete': {
    request: async ({ freshOwnProject }) =>
      write('POST', `/api/projects/${await freshOwnProject()}/force-delete`, { reason: 'Matrix' }),
    expect: statuses(401, 403, 403, 404, 200),
  },
  'DELETE /api/grants/:grantNumber': {
    request: async ({ freshOwnProject }) => {
      const grant = `77${unique++}`;
      await freshOwnProject(grant);
      return write('DELETE', `/api/grants/${grant}`, { reason: 'Matrix' });
    },
    expect: adminOnly(),
  },
  'GET /api/airport-options': { request: () => get('/api/airport-options'), expect: signedIn() },

  // Airports: a PM reads the airports assigned to them.
  'GET /api/airports': { request: () => get('/api/airports'), expect: signedIn() },
  'GET /api/airports/catalog': {
    request: () => get('/api/airports/catalog?page=1&pageSize=10'),
    expect: signedIn(),
  },
  'GET /api/airports/:code': {
    request: () => get('/api/airports/OWN'),
    expect: statuses(401, 200, 200, 404, 200),
  },
  'GET /api/airports/:code/projects': {
    request: () => get('/api/airports/OWN/projects'),
    expect: statuses(401, 200, 200, 404, 200),
  },
  'GET /api/airports/:code/report.pdf': {
    request: () => get('/api/airports/OWN/report.pdf'),
    expect: statuses(401, 200, 200, 404, 200),
  },
  'PATCH /api/airports/:code/balances': {
    request: () => write('PATCH', '/api/airports/OWN/balances', { notes: `Matrix ${next()}` }),
    expect: adminOnly(),
  },

  // Analytics: the dashboard is in the viewer's fallback flags, the analytics breakdowns are not.
  'GET /api/analytics/dashboard': { request: () => get('/api/analytics/dashboard'), expect: signedIn() },
  'POST /api/analytics/dashboard': {
    request: () => write('POST', '/api/analytics/dashboard', { projectIds: [] }),
    expect: signedIn(),
  },
  'GET /api/analytics/grant-metrics.pdf': {
    request: () => get('/api/analytics/grant-metrics.pdf'),
    expect: signedIn(),
  },
  'GET /api/analytics/grant-metrics': {
    request: () => get('/api/analytics/grant-metrics?page=1&pageSize=10'),
    expect: signedIn(),
  },
  'POST /api/analytics/grant-metrics/export': {
    request: () => write('POST', '/api/analytics/grant-metrics/export', { format: 'csv' }),
    expect: signedIn(),
  },
  'GET /api/analytics/breakdowns': {
    request: () => get('/api/analytics/breakdowns'),
    expect: statuses(401, 403, 200, 200, 200),
  },
  'POST /api/analytics/breakdowns': {
    request: () => write('POST', '/api/analytics/breakdowns', { projectIds: [] }),
    expect: statuses(401, 403, 200, 200, 200),
  },

  // Sharing: charts by anyone who sees the dashboard; project and PM pages by administrators and PMs.
  'POST /api/shares/chart': {
    request: () =>
      write('POST', '/api/shares/chart', {
        chart_type: 'funding_distribution_by_grant',
        name: 'Matrix chart',
        chart_params: {},
      }),
    expect: signedIn(201),
  },
  'POST /api/shares/chart-group': {
    request: () =>
      write('POST', '/api/shares/chart-group', {
        group_name: 'Matrix group',
        charts: [{ chart_type: 'funding_distribution_by_grant', name: 'Matrix chart', chart_params: {} }],
      }),
    expect: signedIn(201),
  },
  'POST /api/shares/project-page': {
    request: () =>
      write('POST', '/api/shares/project-page', {
        page_name: 'Matrix page',
        selection: { airport_codes: ['OWN'] },
      }),
    // The selection is cut to the caller's projects: the other PM has none there, so nothing to publish.
    expect: statuses(401, 403, 201, 400, 201),
  },
  'POST /api/shares/pm-page': {
    request: () => write('POST', '/api/shares/pm-page', { pm: OWN_PM }),
    expect: statuses(401, 403, 201, 403, 201),
  },
  'POST /api/shares/pm-management': {
    request: () => write('POST', '/api/shares/pm-management', {}),
    expect: statuses(401, 403, 201, 201, 201),
  },
  'POST /api/shares/executive': {
    request: () => write('POST', '/api/shares/executive', {}),
    expect: adminOnly(201),
  },
  // Whoever may read DBE analytics (the PM personas hold the DBE flags, as on GET /api/dbe/analytics).
  'POST /api/shares/dbe-chart': {
    request: () => write('POST', '/api/shares/dbe-chart', { chart: 'goal_attainment' }),
    expect: statuses(401, 403, 201, 201, 201),
  },
  'GET /api/shares': { request: () => get('/api/shares'), expect: signedIn() },
  'PATCH /api/shares/:shareId': {
    request: async ({ freshOwnShare }) =>
      write('PATCH', `/api/shares/${await freshOwnShare()}`, { expires_at: null }),
    expect: statuses(401, 403, 200, 403, 200),
  },
  'POST /api/shares/:shareId/revoke': {
    request: async ({ freshOwnShare }) => write('POST', `/api/shares/${await freshOwnShare()}/revoke`, {}),
    expect: statuses(401, 403, 200, 403, 200),
  },
  'DELETE /api/shares/:shareId': {
    request: async ({ freshOwnShare }) => write('DELETE', `/api/shares/${await freshOwnShare()}`, {}),
    expect: statuses(401, 403, 204, 403, 204),
  },
  // A public link answers everyone alike: what it shows does not depend on who opens it.
  'POST /api/public/shares/:shareId/meta': {
    request: async ({ freshOwnShare }) =>
      write('POST', `/api/public/shares/${await freshOwnShare()}/meta`, {}),
    expect: open(),
  },
  'POST /api/public/shares/:shareId/verify': {
    request: async ({ freshOwnShare }) =>
      write('POST', `/api/public/shares/${await freshOwnShare()}/verify`, { password: 'matrix-Password' }),
    expect: open(),
  },
  'POST /api/public/shares/:shareId/data': {
    request: async ({ freshOwnShare }) =>
      write('POST', `/api/public/shares/${await freshOwnShare()}/data`, {}),
    expect: open(),
  },

  // PM pages: a PM opens only their own; only administrators reassign airports.
  'GET /api/pm/management': { request: () => get('/api/pm/management'), expect: signedIn() },
  'GET /api/pm/reassignments/preview': {
    request: () =>
      get(`/api/pm/reassignments/preview?airport_code=OWN&to_pm=${encodeURIComponent(OTHER_PM)}`),
    expect: adminOnly(),
  },
  'POST /api/pm/reassignments': {
    // SPR belongs to the other PM and has no open projects; only the administrator's request moves it.
    request: () =>
      write('POST', '/api/pm/reassignments', {
        airport_code: 'SPR',
        to_pm: OWN_PM,
        confirm_open_project_count: 0,
      }),
    expect: adminOnly(),
  },
  'GET /api/pm/:pm': {
    request: () => get(`/api/pm/${encodeURIComponent(OWN_PM)}`),
    expect: statuses(401, 200, 200, 403, 200),
  },

  // The areas: DBE, GC&I, planning, delivery, executive and flight services (ids that name no record).
  'GET /api/gci/grants': areaCase('GET', `/api/gci/grants`, { pmHasFlag: true }, 200),
  'POST /api/gci/grants': areaCase('POST', `/api/gci/grants`, { pmHasFlag: true }, 400),
  'GET /api/gci/grants/:id': areaCase('GET', `/api/gci/grants/${ID}`, { pmHasFlag: true }, 404),
  'PATCH /api/gci/grants/:id': areaCase('PATCH', `/api/gci/grants/${ID}`, { pmHasFlag: true }, 400),
  'DELETE /api/gci/grants/:id': areaCase('DELETE', `/api/gci/grants/${ID}`, { pmHasFlag: true }, 404),
  'POST /api/gci/grants/:id/reimbursements': areaCase(
    'POST',
    `/api/gci/grants/${ID}/reimbursements`,
    { pmHasFlag: true },
    400,
  ),
  'PATCH /api/gci/grants/:id/reimbursements/:rid': areaCase(
    'PATCH',
    `/api/gci/grants/${ID}/reimbursements/${RID}`,
    { pmHasFlag: true },
    400,
  ),
  'DELETE /api/gci/grants/:id/reimbursements/:rid': areaCase(
    'DELETE',
    `/api/gci/grants/${ID}/reimbursements/${RID}`,
    { pmHasFlag: true },
    404,
  ),
  'GET /api/gci/inspections': areaCase('GET', `/api/gci/inspections`, { pmHasFlag: true }, 200),
  'POST /api/gci/inspections': areaCase('POST', `/api/gci/inspections`, { pmHasFlag: true }, 400),
  'GET /api/gci/inspections/:id': areaCase('GET', `/api/gci/inspections/${ID}`, { pmHasFlag: true }, 404),
  'PATCH /api/gci/inspections/:id': areaCase('PATCH', `/api/gci/inspections/${ID}`, { pmHasFlag: true }, 400),
  'DELETE /api/gci/inspections/:id': areaCase(
    'DELETE',
    `/api/gci/inspections/${ID}`,
    { pmHasFlag: true },
    404,
  ),
  'POST /api/gci/inspections/:id/discrepancies': areaCase(
    'POST',
    `/api/gci/inspections/${ID}/discrepancies`,
    { pmHasFlag: true },
    400,
  ),
  'PATCH /api/gci/inspections/:id/discrepancies/:did': areaCase(
    'PATCH',
    `/api/gci/inspections/${ID}/discrepancies/${RID}`,
    { pmHasFlag: true },
    400,
  ),
  'DELETE /api/gci/inspections/:id/discrepancies/:did': areaCase(
    'DELETE',
    `/api/gci/inspections/${ID}/discrepancies/${RID}`,
    { pmHasFlag: true },
    404,
  ),
  'PUT /api/gci/airports/:code/inspection-settings': areaCase(
    'PUT',
    `/api/gci/airports/ZZZ/inspection-settings`,
    { pmHasFlag: true },
    400,
  ),
  'GET /api/gci/compliance': areaCase('GET', `/api/gci/compliance`, { pmHasFlag: true }, 200),
  'POST /api/gci/compliance': areaCase('POST', `/api/gci/compliance`, { pmHasFlag: true }, 400),
  'GET /api/gci/compliance/:id': areaCase('GET', `/api/gci/compliance/${ID}`, { pmHasFlag: true }, 404),
  'PATCH /api/gci/compliance/:id': areaCase('PATCH', `/api/gci/compliance/${ID}`, { pmHasFlag: true }, 400),
  'DELETE /api/gci/compliance/:id': areaCase('DELETE', `/api/gci/compliance/${ID}`, { pmHasFlag: true }, 404),
  'POST /api/gci/compliance/:id/complete': areaCase(
    'POST',
    `/api/gci/compliance/${ID}/complete`,
    { pmHasFlag: true },
    400,
  ),
  'POST /api/gci/compliance/:id/findings': areaCase(
    'POST',
    `/api/gci/compliance/${ID}/findings`,
    { pmHasFlag: true },
    400,
  ),
  'PATCH /api/gci/compliance/:id/findings/:fid': areaCase(
    'PATCH',
    `/api/gci/compliance/${ID}/findings/${RID}`,
    { pmHasFlag: true },
    400,
  ),
  'GET /api/gci/documents': areaCase('GET', `/api/gci/documents`, { pmHasFlag: true }, 400),
  'POST /api/gci/documents': areaCase('POST', `/api/gci/documents`, { pmHasFlag: true }, 400),
  'GET /api/gci/documents/:id/content': areaCase(
    'GET',
    `/api/gci/documents/${ID}/content`,
    { pmHasFlag: true },
    404,
  ),
  'DELETE /api/gci/documents/:id': areaCase('DELETE', `/api/gci/documents/${ID}`, { pmHasFlag: true }, 404),
  'GET /api/gci/airports/:code/summary': areaCase(
    'GET',
    `/api/gci/airports/ZZZ/summary`,
    { pmHasFlag: true },
    404,
  ),
  'GET /api/gci/overdue': areaCase('GET', `/api/gci/overdue`, { pmHasFlag: true }, 400),
  'GET /api/planning': areaCase('GET', `/api/planning`, { pmHasFlag: false }, 200),
  'POST /api/planning/items': areaCase('POST', `/api/planning/items`, { pmHasFlag: false }, 400),
  'PATCH /api/planning/items/:id': areaCase('PATCH', `/api/planning/items/${ID}`, { pmHasFlag: false }, 400),
  'DELETE /api/planning/items/:id': areaCase(
    'DELETE',
    `/api/planning/items/${ID}`,
    { pmHasFlag: false },
    404,
  ),
  'POST /api/planning/items/:id/convert': areaCase(
    'POST',
    `/api/planning/items/${ID}/convert`,
    { pmHasFlag: false },
    400,
  ),
  'GET /api/delivery': areaCase('GET', `/api/delivery`, { pmHasFlag: false }, 200),
  'GET /api/delivery/:projectId': areaCase('GET', `/api/delivery/${ID}`, { pmHasFlag: false }, 404),
  'PUT /api/delivery/:projectId': areaCase('PUT', `/api/delivery/${ID}`, { pmHasFlag: false }, 400),
  'DELETE /api/delivery/:projectId': areaCase('DELETE', `/api/delivery/${ID}`, { pmHasFlag: false }, 404),
  'GET /api/flight-services': areaCase('GET', `/api/flight-services`, { pmHasFlag: false }, 200),
  'GET /api/flight-services/reports/charge-back': areaCase(
    'GET',
    `/api/flight-services/reports/charge-back`,
    { pmHasFlag: false },
    200,
  ),
  'POST /api/flight-services/aircraft': areaCase(
    'POST',
    `/api/flight-services/aircraft`,
    { pmHasFlag: false },
    400,
  ),
  'PATCH /api/flight-services/aircraft/:id': areaCase(
    'PATCH',
    `/api/flight-services/aircraft/${ID}`,
    { pmHasFlag: false },
    400,
  ),
  'POST /api/flight-services/trips': areaCase(
    'POST',
    `/api/flight-services/trips`,
    { pmHasFlag: false },
    400,
  ),
  'POST /api/flight-services/trips/:id/decision': areaCase(
    'POST',
    `/api/flight-services/trips/${ID}/decision`,
    { pmHasFlag: false },
    400,
  ),
  'POST /api/flight-services/trips/:id/assignment': areaCase(
    'POST',
    `/api/flight-services/trips/${ID}/assignment`,
    { pmHasFlag: false },
    400,
  ),
  'POST /api/flight-services/trips/:id/withdraw': areaCase(
    'POST',
    `/api/flight-services/trips/${ID}/withdraw`,
    { pmHasFlag: false },
    404,
  ),
  'POST /api/flight-services/trips/:id/flight-log': areaCase(
    'POST',
    `/api/flight-services/trips/${ID}/flight-log`,
    { pmHasFlag: false },
    400,
  ),
  // Imports (issue 15): administrators and PMs who create projects; the row rules are the records' own.
  'GET /api/imports': areaCase('GET', `/api/imports`, { pmHasFlag: true }, 200),
  'POST /api/imports/dry-run': areaCase(
    'POST',
    `/api/imports/dry-run?kind=projects&fileName=a.csv`,
    { pmHasFlag: true },
    400,
  ),
  'POST /api/imports/apply': areaCase(
    'POST',
    `/api/imports/apply?kind=projects&fileName=a.csv`,
    { pmHasFlag: true },
    400,
  ),
  'POST /api/imports/:id/undo': areaCase('POST', `/api/imports/${ID}/undo`, { pmHasFlag: true }, 404),
  'PUT /api/imports/mappings/:kind': areaCase(
    'PUT',
    `/api/imports/mappings/projects`,
    { pmHasFlag: true },
    400,
  ),
  'GET /api/exports/everything.xlsx': areaCase(
    'GET',
    `/api/exports/everything.xlsx`,
    { pmHasFlag: true },
    200,
  ),
  'GET /api/exports/everything.zip': areaCase('GET', `/api/exports/everything.zip`, { pmHasFlag: true }, 200),
  'GET /api/imports/templates/:kind': areaCase(
    'GET',
    `/api/imports/templates/projects`,
    { pmHasFlag: true },
    200,
  ),
  'GET /api/executive': areaCase('GET', `/api/executive`, { pmHasFlag: false }, 200),
  'GET /api/executive.pdf': areaCase('GET', `/api/executive.pdf`, { pmHasFlag: false }, 200),
  'GET /api/dbe/firms': areaCase('GET', `/api/dbe/firms`, { pmHasFlag: true }, 200),
  'POST /api/dbe/firms': areaCase('POST', `/api/dbe/firms`, { pmHasFlag: false }, 400),
  'PATCH /api/dbe/firms/:id': areaCase('PATCH', `/api/dbe/firms/${ID}`, { pmHasFlag: false }, 400),
  'POST /api/dbe/firms/:id/certifications': areaCase(
    'POST',
    `/api/dbe/firms/${ID}/certifications`,
    { pmHasFlag: false },
    400,
  ),
  'GET /api/dbe/contracts': areaCase('GET', `/api/dbe/contracts`, { pmHasFlag: true }, 200),
  'GET /api/dbe/contract-summaries': areaCase(
    'GET',
    `/api/dbe/contract-summaries?airportCode=BNA`,
    { pmHasFlag: true },
    200,
  ),
  'GET /api/dbe/project-options': areaCase('GET', `/api/dbe/project-options`, { pmHasFlag: true }, 200),
  'GET /api/dbe/contracts/:id': areaCase('GET', `/api/dbe/contracts/${ID}`, { pmHasFlag: true }, 404),
  'POST /api/dbe/contracts': areaCase('POST', `/api/dbe/contracts`, { pmHasFlag: true }, 400),
  'PUT /api/dbe/contracts/:id': areaCase('PUT', `/api/dbe/contracts/${ID}`, { pmHasFlag: true }, 400),
  'POST /api/dbe/contracts/:id/completion': areaCase(
    'POST',
    `/api/dbe/contracts/${ID}/completion`,
    { pmHasFlag: true },
    400,
  ),
  'POST /api/dbe/contracts/:id/commitments': areaCase(
    'POST',
    `/api/dbe/contracts/${ID}/commitments`,
    { pmHasFlag: true },
    400,
  ),
  'POST /api/dbe/commitments/:id/amendments': areaCase(
    'POST',
    `/api/dbe/commitments/${ID}/amendments`,
    { pmHasFlag: true },
    400,
  ),
  'POST /api/dbe/contracts/:id/payments': areaCase(
    'POST',
    `/api/dbe/contracts/${ID}/payments`,
    { pmHasFlag: true },
    400,
  ),
  'GET /api/dbe/analytics': areaCase('GET', `/api/dbe/analytics`, { pmHasFlag: true }, 200),
  'GET /api/dbe/goals': areaCase('GET', `/api/dbe/goals`, { pmHasFlag: true }, 200),
  'PUT /api/dbe/goals/:fiscalYear': areaCase('PUT', `/api/dbe/goals/2025`, { pmHasFlag: false }, 400),
  'GET /api/dbe/reports/:fiscalYear': areaCase('GET', `/api/dbe/reports/2025`, { pmHasFlag: true }, 200),
  'GET /api/dbe/reports/:fiscalYear/versions/:version': areaCase(
    'GET',
    `/api/dbe/reports/2025/versions/1`,
    { pmHasFlag: true },
    404,
  ),
  'GET /api/dbe/reports/:fiscalYear/form.pdf': areaCase(
    'GET',
    `/api/dbe/reports/2025/form.pdf`,
    { pmHasFlag: true },
    200,
  ),
  'POST /api/dbe/reports/:fiscalYear/submissions': areaCase(
    'POST',
    `/api/dbe/reports/2025/submissions`,
    { pmHasFlag: false },
    201,
  ),
  // Notifications (issue 16): each person's own; the calendar feed is public by its private token.
  'GET /api/notifications': { request: () => get('/api/notifications'), expect: signedIn() },
  'POST /api/notifications/:id/read': {
    request: () => write('POST', `/api/notifications/${ID}/read`),
    expect: signedIn(404),
  },
  'POST /api/notifications/read-all': {
    request: () => write('POST', '/api/notifications/read-all'),
    expect: signedIn(),
  },
  'GET /api/notifications/settings': {
    request: () => get('/api/notifications/settings'),
    expect: signedIn(),
  },
  'PUT /api/notifications/settings': {
    request: () =>
      write('PUT', '/api/notifications/settings', { settings: [{ kind: 'share_opened', channel: 'both' }] }),
    expect: signedIn(),
  },
  'GET /api/notifications/calendar': {
    request: () => get('/api/notifications/calendar'),
    expect: signedIn(),
  },
  'POST /api/notifications/calendar': {
    request: () => write('POST', '/api/notifications/calendar'),
    expect: signedIn(201),
  },
  'DELETE /api/notifications/calendar': {
    request: () => write('DELETE', '/api/notifications/calendar'),
    expect: signedIn(204),
  },
  'GET /api/calendar/:file': {
    request: () => get('/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics'),
    expect: open(404),
  },
};

/** Inserts a project of the own PM at airport OWN and returns its id. */
export async function insertOwnProject(server: TestServer, grantNumber = '901'): Promise<string> {
  const [id = ''] = await insertProjects(server.ctx.db, [
    { airport_code: 'OWN', tdot_pm: OWN_PM, grant_number: grantNumber, status: 'pending' },
  ]);
  return id;
}

/** The request with the persona's cookie and the app's own Origin. */
export function asPersona(request: Request, user: SignedInUser | null): InjectOptions {
  return { ...request, headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) } };
}
