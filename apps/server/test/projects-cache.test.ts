import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectListQuerySchema, projectPageSchema } from '@bil/domain';
import { sql } from 'kysely';
import { projectFragmentsFor } from '../src/modules/projects/project-fragment-cache';
import { responseCacheFor } from '../src/lib/response-cache';
import { readProjectsDataVersion } from '../src/modules/projects/projects.repository';
import { resolvePrincipal } from '../src/auth/access.service';
import { listProjectPageBody } from '../src/modules/projects/projects.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { startSecondApp, type SecondApp } from './support/second-app';
import { TEST_DB_KIND } from './support/test-database';

const ALICE = 'Alice Able';
const BOB = 'Bob Baker';

type Abilities = { canEdit: boolean; canDelete: boolean; canForceDelete: boolean };
type Page = {
  data: {
    id: string;
    project_title: string;
    tdot_pm: string | null;
    version: number;
    abilities: Abilities;
  }[];
  total: number;
};

describe('GET /api/projects from the data-versioned cache', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let secondAdmin: SignedInUser;
  let alice: SignedInUser;
  let viewer: SignedInUser;
  let bob: SignedInUser;

  const list = (user: SignedInUser, headers: Record<string, string> = {}, url = '/api/projects') =>
    server.app.inject({ method: 'GET', url, headers: { cookie: user.cookie, ...headers } });
  const titles = (response: LightMyRequestResponse) =>
    response
      .json<Page>()
      .data.map((project) => project.project_title)
      .sort();
  const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, user: SignedInUser, payload: object) =>
    server.app.inject({ method, url, headers: { ...sameOrigin, cookie: user.cookie }, payload });
  const projectNamed = async (title: string) =>
    (await list(admin)).json<Page>().data.find((project) => project.project_title === title);
  /** The list as served (from the fragment cache) is byte for byte the old one-query list. */
  const expectSameAsFullQuery = async (user: SignedInUser, search = '') => {
    const served = await list(user, {}, `/api/projects${search}`);
    expect(served.statusCode).toBe(200);
    const { principal } = await resolvePrincipal(server.ctx, new Headers({ cookie: user.cookie }));
    const query = projectListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
    expect(served.body).toBe((await listProjectPageBody(server.ctx, principal, query, null)).toString());
  };
  const expectAllSameAsFullQuery = async () => {
    for (const user of [admin, alice, bob, viewer]) {
      await expectSameAsFullQuery(user);
      await expectSameAsFullQuery(user, '?page=2&limit=1');
    }
  };

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
      { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
    ]);
    await insertProjects(server.ctx.db, [
      { grant_number: '101', airport_code: 'AAA', tdot_pm: ALICE, project_title: 'Runway' },
      { grant_number: '99', airport_code: 'CCC', tdot_pm: BOB, project_title: 'Tower' },
      { grant_number: '77', airport_code: 'CCC', tdot_pm: BOB, project_title: 'Grant 77 lights' },
      { grant_number: '77', airport_code: 'AAA', tdot_pm: ALICE, project_title: 'Grant 77 fence' },
    ]);
    admin = await signInAs(server.app, 'admin');
    secondAdmin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    viewer = await signInAs(server.app, 'viewer');
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  it('serves a repeated read from the cache, byte for byte, with a strong ETag and private, no-cache', async () => {
    const cache = responseCacheFor(server.ctx.db);
    const entriesBefore = cache.size;
    const first = await list(admin);
    expect(cache.size).toBe(entriesBefore + 1);
    const second = await list(admin);
    expect(cache.size).toBe(entriesBefore + 1);
    expect(first.statusCode).toBe(200);
    expect(projectPageSchema.safeParse(first.json()).success).toBe(true);
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // Another admin has the same rules, so the same list.
    expect((await list(secondAdmin)).headers.etag).toBe(first.headers.etag);
  });

  it('never gives one scope another scope’s list or abilities', async () => {
    const adminPage = (await list(admin)).json<Page>();
    expect(adminPage.total).toBe(4);
    expect(adminPage.data.every((project) => project.abilities.canForceDelete)).toBe(true);

    const alicePage = await list(alice);
    expect(titles(alicePage)).toEqual(['Grant 77 fence', 'Runway']);
    expect(alicePage.json<Page>().data.every((project) => project.abilities.canEdit)).toBe(true);
    const bobPage = await list(bob);
    expect(titles(bobPage)).toEqual(['Grant 77 lights', 'Tower']);

    const viewerResponse = await list(viewer);
    const viewerPage = viewerResponse.json<Page>();
    expect(viewerPage.total).toBe(4);
    expect(
      viewerPage.data.every(
        (project) =>
          !project.abilities.canEdit && !project.abilities.canDelete && !project.abilities.canForceDelete,
      ),
    ).toBe(true);
    const etags = new Set(
      [await list(admin), alicePage, bobPage, viewerResponse].map((response) => response.headers.etag),
    );
    expect(etags.size).toBe(4);
    // An ETag of one scope is no use to another.
    const crossed = await list(viewer, { 'if-none-match': String((await list(admin)).headers.etag) });
    expect(crossed.statusCode).toBe(200);
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 after a change', async () => {
    const first = await list(admin);
    const etag = String(first.headers.etag);
    const notModified = await list(admin, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await list(admin, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    // A change made straight in the database (not through this app) counts as much as one through it.
    await insertProjects(server.ctx.db, [
      { grant_number: '5', airport_code: 'AAA', tdot_pm: ALICE, project_title: 'Direct insert' },
    ]);
    const changed = await list(admin, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(titles(changed)).toContain('Direct insert');
  });

  it('sends the cached body compressed, br or gzip as the client accepts', async () => {
    const plain = await list(admin);
    const br = await list(admin, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await list(admin, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a create, an edit, a delete and a force delete on the very next read', async () => {
    await list(alice);
    await list(admin);
    const created = await write('POST', '/api/projects', alice, {
      airport_code: 'AAA',
      project_title: 'Fence',
    });
    expect(created.statusCode).toBe(201);
    expect(titles(await list(alice))).toContain('Fence');
    expect(titles(await list(admin))).toContain('Fence');

    const fence = created.json<{ id: string; version: number }>();
    const edited = await write('PATCH', `/api/projects/${fence.id}`, alice, {
      version: fence.version,
      changes: { project_title: 'Fence, north side' },
    });
    expect(edited.statusCode).toBe(200);
    expect(titles(await list(alice))).toContain('Fence, north side');
    expect(titles(await list(viewer))).toContain('Fence, north side');

    const refused = await write('PATCH', `/api/projects/${fence.id}`, alice, {
      version: fence.version,
      changes: { project_title: 'Stale edit' },
    });
    expect(refused.statusCode).toBe(409);
    expect(titles(await list(alice))).not.toContain('Stale edit');

    const removed = await write('POST', `/api/projects/${fence.id}/force-delete`, admin, { reason: 'Dup' });
    expect(removed.statusCode).toBe(200);
    expect(titles(await list(alice))).not.toContain('Fence, north side');
    expect(titles(await list(admin))).not.toContain('Fence, north side');

    const runway = await projectNamed('Runway');
    await list(admin);
    const deleted = await write('DELETE', `/api/projects/${runway?.id ?? ''}`, admin, {});
    expect(deleted.statusCode).toBe(200);
    expect(titles(await list(admin))).not.toContain('Runway');
  });

  it('shows a grant deletion and an airport reassignment on the very next read', async () => {
    expect(titles(await list(viewer))).toEqual(expect.arrayContaining(['Grant 77 fence', 'Grant 77 lights']));
    const grant = await write('DELETE', '/api/grants/77', admin, { reason: 'Withdrawn' });
    expect(grant.statusCode).toBe(200);
    const afterGrant = titles(await list(viewer));
    expect(afterGrant).not.toContain('Grant 77 fence');
    expect(afterGrant).not.toContain('Grant 77 lights');

    expect(titles(await list(bob))).toEqual(['Tower']);
    const preview = await server.app.inject({
      method: 'GET',
      url: `/api/pm/reassignments/preview?airport_code=AAA&to_pm=${encodeURIComponent(BOB)}`,
      headers: { cookie: admin.cookie },
    });
    const { openProjectCount } = preview.json<{ openProjectCount: number }>();
    const moved = await write('POST', '/api/pm/reassignments', admin, {
      airport_code: 'AAA',
      to_pm: BOB,
      confirm_open_project_count: openProjectCount,
    });
    expect(moved.statusCode).toBe(200);
    expect(titles(await list(bob))).toContain('Direct insert');
    expect(titles(await list(alice))).not.toContain('Direct insert');
    await expectAllSameAsFullQuery();
  });

  it('builds the list from per-project fragments, byte for byte the full query, through every kind of change', async () => {
    await expectAllSameAsFullQuery();
    const fragments = projectFragmentsFor(server.ctx.db);
    expect(fragments.size).toBeGreaterThan(0);

    // An edit through the API, and one straight in the database that leaves `version` alone.
    const tower = await projectNamed('Tower');
    const edited = await write('PATCH', `/api/projects/${tower?.id ?? ''}`, bob, {
      version: tower?.version,
      changes: { comments: 'Edited through the API' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await projectNamed('Tower'))?.version).toBe((tower?.version ?? 0) + 1);
    expect((await list(bob)).body).toContain('Edited through the API');
    await expectAllSameAsFullQuery();
    await sql`update projects set comments = 'Edited in SQL' where project_title = 'Tower'`.execute(
      server.ctx.db,
    );
    expect((await list(viewer)).body).toContain('Edited in SQL');
    await expectAllSameAsFullQuery();

    // An insert, then a delete: the deleted project's fragment is still kept but never served.
    const created = await write('POST', '/api/projects', admin, {
      airport_code: 'CCC',
      project_title: 'Fragment probe',
    });
    expect(created.statusCode).toBe(201);
    expect(titles(await list(bob))).toContain('Fragment probe');
    await expectAllSameAsFullQuery();
    const { id } = created.json<{ id: string }>();
    expect(fragments.has(id)).toBe(true);
    const removed = await write('POST', `/api/projects/${id}/force-delete`, admin, { reason: 'Probe' });
    expect(removed.statusCode).toBe(200);
    expect(fragments.has(id)).toBe(true);
    expect(titles(await list(admin))).not.toContain('Fragment probe');
    expect(titles(await list(bob))).not.toContain('Fragment probe');
    await expectAllSameAsFullQuery();
  });

  it('bumps the data version once per changing statement and not for a statement that changes nothing', async () => {
    const before = await readProjectsDataVersion(server.ctx.db);
    await server.ctx.db
      .updateTable('projects')
      .set({ comments: 'x' })
      .where('id', '=', '00000000-0000-4000-8000-000000000000')
      .execute();
    expect(await readProjectsDataVersion(server.ctx.db)).toBe(before);
    await server.ctx.db.updateTable('projects').set({ comments: 'bulk' }).execute();
    const [epoch, version] = String(before).split(':');
    expect(await readProjectsDataVersion(server.ctx.db)).toBe(`${epoch}:${Number(version) + 1}`);
  });

  describe.runIf(TEST_DB_KIND === 'postgres')('two app instances on one PostgreSQL', () => {
    let other: SecondApp;

    beforeAll(async () => {
      other = await startSecondApp(server);
    }, 60_000);

    afterAll(async () => {
      await other.close();
    });

    it('each sees the other’s change on its very next read', async () => {
      const readOn = async (app: TestServer['app']) =>
        titles(await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie: admin.cookie } }));
      const before = await readOn(other.app);
      expect(before).toEqual(await readOn(server.app));

      const created = await other.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { ...sameOrigin, cookie: admin.cookie },
        payload: { airport_code: 'CCC', project_title: 'Made on the other' },
      });
      expect(created.statusCode).toBe(201);
      expect(await readOn(server.app)).toContain('Made on the other');

      const { id } = created.json<{ id: string }>();
      const removed = await server.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/force-delete`,
        headers: { ...sameOrigin, cookie: admin.cookie },
        payload: { reason: 'Test' },
      });
      expect(removed.statusCode).toBe(200);
      expect(await readOn(other.app)).not.toContain('Made on the other');
    });
  });
});
