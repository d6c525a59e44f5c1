import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportOptionsSchema,
  buildFlags,
  DEFAULT_ROLE_FLAGS,
  grantCountsSchema,
  projectPageSchema,
  projectSchema,
} from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';

const ALICE = 'Alice Able';
const BOB = 'Bob Baker';

type Page = {
  data: { id: string; grant_number: string | null; tdot_pm: string | null; abilities: unknown }[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
};

describe('reading projects: list, grant counts, one project, airport options', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let pmWithoutName: SignedInUser;
  let viewer: SignedInUser;
  let viewerWithoutProjects: SignedInUser;
  let ids: string[];

  const get = (url: string, user?: SignedInUser) =>
    server.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

  beforeAll(async () => {
    server = await buildTestServer();
    const db = server.ctx.db;
    await insertAirports(db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
      { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: ALICE },
      { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
    ]);
    ids = await insertProjects(db, [
      { grant_number: '101', airport_code: 'AAA', tdot_pm: ALICE, project_title: 'B runway' },
      { grant_number: '99', airport_code: 'CCC', tdot_pm: BOB, project_title: 'Tower' },
      { grant_number: null, airport_code: 'AAA', tdot_pm: ALICE, project_title: 'No grant yet' },
      {
        grant_number: '1000',
        airport_code: 'BBB',
        tdot_pm: ALICE,
        project_title: 'Apron',
        total_amount: 1234.5,
      },
      { grant_number: 'BIL-X', airport_code: 'CCC', tdot_pm: BOB, project_title: 'Lights' },
      { grant_number: '101', airport_code: 'AAA', tdot_pm: ALICE, project_title: 'A taxiway' },
      { grant_number: '  ', airport_code: 'CCC', tdot_pm: BOB, project_title: 'Blank grant' },
    ]);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    pmWithoutName = await signInAs(server.app, 'pm');
    await db
      .updateTable('user_accounts')
      .set({ tdot_pm: null })
      .where('user_id', '=', pmWithoutName.userId)
      .execute();
    viewer = await signInAs(server.app, 'viewer');
    viewerWithoutProjects = await signInAs(server.app, 'viewer');
    await db
      .updateTable('user_accounts')
      .set({ ...DEFAULT_ROLE_FLAGS.viewer, can_access_bil_projects: false })
      .where('user_id', '=', viewerWithoutProjects.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 401 Not authenticated on every read when signed out', async () => {
    for (const url of [
      '/api/projects',
      '/api/projects/grant-counts',
      `/api/projects/${ids[0]}`,
      '/api/airport-options',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        url,
        status: 401,
        body: { error: 'Not authenticated' },
      });
    }
  });

  it('lists every project to an administrator, grant number descending (numbers as numbers), none last', async () => {
    const response = await get('/api/projects', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const page = projectPageSchema.parse(response.json());
    expect(page).toMatchObject({ total: 7, page: 1, limit: 5000, totalPages: 1 });
    expect(page.data.map((project) => [project.grant_number, project.project_title])).toEqual([
      ['1000', 'Apron'],
      ['101', 'A taxiway'],
      ['101', 'B runway'],
      ['99', 'Tower'],
      ['BIL-X', 'Lights'],
      [null, 'No grant yet'],
      ['  ', 'Blank grant'],
    ]);
    for (const project of page.data) {
      expect(project.abilities).toEqual({ canEdit: true, canDelete: true, canForceDelete: true });
    }
  });

  it('sends a list row exactly as GET /api/projects/:id sends the project', async () => {
    const list = (await get('/api/projects', admin)).json<Page>();
    const listed = list.data.find((project) => project.id === ids[3]);
    const single = await get(`/api/projects/${ids[3]}`, admin);
    expect(single.statusCode).toBe(200);
    expect(listed).toEqual(projectSchema.parse(single.json()));
    expect(single.json()).toMatchObject({
      total_amount: 1234.5,
      bil_aig_amount: 0,
      version: 1,
      status: 'pending',
    });
    expect(single.json<{ created_at: string }>().created_at).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });

  it("names a project's creator: display name, else account name, else e-mail; null when unknown", async () => {
    const db = server.ctx.db;
    const creatorName = async () =>
      (await get(`/api/projects/${ids[0]}`, admin)).json<{ created_by_name: string | null }>()
        .created_by_name;
    expect(await creatorName()).toBeNull();
    await db
      .updateTable('projects')
      .set({ created_by: alice.userId })
      .where('id', '=', ids[0] ?? '')
      .execute();
    await db
      .updateTable('user_accounts')
      .set({ display_name: 'Alice A.' })
      .where('user_id', '=', alice.userId)
      .execute();
    expect(await creatorName()).toBe('Alice A.');
    await db
      .updateTable('user_accounts')
      .set({ display_name: null })
      .where('user_id', '=', alice.userId)
      .execute();
    await db.updateTable('user').set({ name: '' }).where('id', '=', alice.userId).execute();
    expect(await creatorName()).toBe(alice.email);
  });

  it('shows a PM only their own projects, with their abilities', async () => {
    const response = await get('/api/projects', alice);
    expect(response.json()).toMatchObject({ total: 4 });
    const page = response.json<Page>();
    expect(new Set(page.data.map((project) => project.tdot_pm))).toEqual(new Set([ALICE]));
    for (const project of page.data) {
      expect(project.abilities).toEqual({ canEdit: true, canDelete: true, canForceDelete: false });
    }
  });

  it('shows a PM without a PM name no projects at all', async () => {
    const response = await get('/api/projects', pmWithoutName);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], total: 0, page: 1, limit: 5000, totalPages: 0 });
    expect((await get('/api/projects/grant-counts', pmWithoutName)).json()).toEqual([]);
  });

  it('lets a viewer with can_access_bil_projects read everything, without abilities', async () => {
    const page = (await get('/api/projects', viewer)).json<Page>();
    expect(page.total).toBe(7);
    for (const project of page.data) {
      expect(project.abilities).toEqual({ canEdit: false, canDelete: false, canForceDelete: false });
    }
  });

  it('refuses the project reads to a person without can_access_bil_projects', async () => {
    for (const url of ['/api/projects', '/api/projects/grant-counts', `/api/projects/${ids[0]}`]) {
      const response = await get(url, viewerWithoutProjects);
      expect({ url, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        url,
        status: 403,
        body: { error: 'Permission denied' },
      });
    }
    await server.ctx.db
      .updateTable('user_accounts')
      .set(buildFlags([]))
      .where('user_id', '=', viewerWithoutProjects.userId)
      .execute();
  });

  it('pages with SPEC metadata and refuses limits outside 1 to 5000', async () => {
    const second = (await get('/api/projects?page=2&limit=3', admin)).json<Page>();
    expect(second).toMatchObject({ total: 7, page: 2, limit: 3, totalPages: 3 });
    expect(second.data.map((project) => project.grant_number)).toEqual(['99', 'BIL-X', null]);
    const beyond = (await get('/api/projects?page=4&limit=3', admin)).json<Page>();
    expect(beyond).toMatchObject({ data: [], total: 7, page: 4, totalPages: 3 });
    for (const query of ['limit=5001', 'limit=0', 'page=0', 'page=abc']) {
      const response = await get(`/api/projects?${query}`, admin);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('filters by grant (blank and _all mean every grant) and by keyword', async () => {
    expect((await get('/api/projects?grant=101', admin)).json<Page>().total).toBe(2);
    expect((await get('/api/projects?grant=_all', admin)).json<Page>().total).toBe(7);
    expect((await get('/api/projects?grant=', admin)).json<Page>().total).toBe(7);
    const apron = (await get('/api/projects?search=APRON', admin)).json<Page>();
    expect(apron.data.map((project) => project.id)).toEqual([ids[3]]);
    expect((await get('/api/projects?search=100%25', admin)).json<Page>().total).toBe(0);
    expect((await get('/api/projects?search=tower', alice)).json<Page>().total).toBe(0);
  });

  it('counts projects per grant in the list order, with the same visibility', async () => {
    const all = grantCountsSchema.parse((await get('/api/projects/grant-counts', admin)).json());
    expect(all).toEqual([
      { grant_number: '1000', count: 1 },
      { grant_number: '101', count: 2 },
      { grant_number: '99', count: 1 },
      { grant_number: 'BIL-X', count: 1 },
      { grant_number: null, count: 2 },
    ]);
    expect((await get('/api/projects/grant-counts', alice)).json()).toEqual([
      { grant_number: '1000', count: 1 },
      { grant_number: '101', count: 2 },
      { grant_number: null, count: 1 },
    ]);
  });

  it("answers 400 for an id that is not a UUID, 404 for a missing one and for another PM's project", async () => {
    for (const bad of [
      'abc',
      '00000000-0000-0000-0000-000000000000',
      '9b72eb97-6350-637b-a72e-6281eee5148f',
    ]) {
      const response = await get(`/api/projects/${bad}`, admin);
      expect({ bad, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        bad,
        status: 400,
        body: { error: 'Invalid project ID format' },
      });
    }
    const missing = '9b72eb97-6350-437b-a72e-6281eee5148f';
    const notFound = await get(`/api/projects/${missing}`, admin);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: `Project with ID ${missing} not found` });

    const bobsProject = ids[1] ?? '';
    const probe = await get(`/api/projects/${bobsProject}`, alice);
    expect(probe.statusCode).toBe(404);
    expect(probe.json()).toEqual({ error: `Project with ID ${bobsProject} not found` });
    expect((await get(`/api/projects/${ids[0]}`, alice)).statusCode).toBe(200);
  });

  it('offers an administrator every airport, and anyone else the airports of their PM name', async () => {
    const all = airportOptionsSchema.parse((await get('/api/airport-options', admin)).json());
    expect(all.map((airport) => airport.airport_code)).toEqual(['AAA', 'BBB', 'CCC']);
    expect(all[0]).toEqual({
      airport_code: 'AAA',
      airport_name: 'Alpha Field',
      city: 'Alpha',
      tdot_pm: ALICE,
    });
    const own = (await get('/api/airport-options', alice)).json<{ airport_code: string }[]>();
    expect(own.map((airport) => airport.airport_code)).toEqual(['AAA', 'BBB']);
    expect((await get('/api/airport-options', pmWithoutName)).json()).toEqual([]);
    expect((await get('/api/airport-options', viewer)).json()).toEqual([]);
  });

  it('documents the project routes, with their schemas, in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    for (const [path, method] of [
      ['/api/projects', 'get'],
      ['/api/projects', 'post'],
      ['/api/projects/grant-counts', 'get'],
      ['/api/projects/{id}', 'get'],
      ['/api/projects/{id}', 'patch'],
      ['/api/projects/{id}', 'delete'],
      ['/api/projects/{id}/force-delete', 'post'],
      ['/api/grants/{grantNumber}', 'delete'],
      ['/api/airport-options', 'get'],
      ['/api/settings/facility-system-url', 'get'],
      ['/api/settings/facility-system-url', 'put'],
    ] as const) {
      expect({ path, method, documented: document.paths[path]?.[method] !== undefined }).toEqual({
        path,
        method,
        documented: true,
      });
    }
    expect(JSON.stringify(document.paths['/api/projects']?.get?.responses)).toContain('canForceDelete');
  });
});
