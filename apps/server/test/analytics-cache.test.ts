import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSummaryResponseSchema, type DashboardSummaryResponse } from '@bil/domain';
import { responseCacheFor } from '../src/lib/response-cache';
import { insertAnalyticsFixture, PM_ALICE, PM_BOB, type AnalyticsFixture } from './analytics.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertProjects } from './support/project-factory';
import { startSecondApp, type SecondApp } from './support/second-app';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { TEST_DB_KIND } from './support/test-database';

describe('/api/analytics/dashboard from the data-versioned cache', () => {
  let server: TestServer;
  let fixture: AnalyticsFixture;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let viewer: SignedInUser;

  const get = (user: SignedInUser, headers: Record<string, string> = {}, app = server.app) =>
    app.inject({
      method: 'GET',
      url: '/api/analytics/dashboard',
      headers: { cookie: user.cookie, ...headers },
    });
  const post = (user: SignedInUser, projectIds: string[], headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/analytics/dashboard',
      headers: { ...sameOrigin, cookie: user.cookie, ...headers },
      payload: { projectIds },
    });
  const projects = (response: LightMyRequestResponse) =>
    response.json<DashboardSummaryResponse>().kpis.totalProjects;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertAnalyticsFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: PM_ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: PM_BOB });
    viewer = await signInAs(server.app, 'viewer');
  }, 60_000);

  afterAll(async () => {
    await server.close();
  });

  it('serves a repeated read from the cache with a strong ETag, and each scope its own figures', async () => {
    const cache = responseCacheFor(server.ctx.db);
    const entriesBefore = cache.size;
    const first = await get(admin);
    expect(first.statusCode).toBe(200);
    expect(dashboardSummaryResponseSchema.safeParse(first.json()).success).toBe(true);
    expect(cache.size).toBe(entriesBefore + 1);
    const again = await get(admin);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(cache.size).toBe(entriesBefore + 1);
    // A viewer sees every project, as an admin does: the same scope, the same figures.
    expect((await get(viewer)).headers.etag).toBe(first.headers.etag);

    const aliceResponse = await get(alice);
    const bobResponse = await get(bob);
    expect(projects(first)).toBeGreaterThan(projects(aliceResponse));
    expect(projects(bobResponse)).toBe(1);
    expect(new Set([first, aliceResponse, bobResponse].map((r) => r.headers.etag)).size).toBe(3);
    // Bob's ETag does not open Alice's figures.
    expect((await get(alice, { 'if-none-match': String(bobResponse.headers.etag) })).statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match, and 200 with the new figures after a change', async () => {
    const first = await get(bob);
    const etag = String(first.headers.etag);
    const notModified = await get(bob, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    await insertProjects(server.ctx.db, [
      { grant_number: '900', airport_code: 'CCC', tdot_pm: PM_BOB, project_title: 'Bob again' },
    ]);
    const changed = await get(bob, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(projects(changed)).toBe(projects(first) + 1);
  });

  it('keys a selection (POST) by its ids, and shows a deletion on the very next read', async () => {
    const [firstId = '', secondId = ''] = fixture.aliceIds;
    const one = await post(admin, [firstId]);
    const two = await post(admin, [firstId, secondId]);
    expect(one.statusCode).toBe(200);
    expect(one.headers.etag).toBeUndefined(); // no conditional POST
    expect(projects(two)).toBeGreaterThanOrEqual(projects(one));
    expect((await post(admin, [firstId])).body).toBe(one.body);
    // A PM's selection of someone else's project counts nothing, cached or not.
    expect(projects(await post(bob, [firstId]))).toBe(0);

    const before = projects(await get(admin));
    const removed = await server.app.inject({
      method: 'POST',
      url: `/api/projects/${fixture.bobId}/force-delete`,
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: { reason: 'Test' },
    });
    expect(removed.statusCode).toBe(200);
    expect(projects(await get(admin))).toBe(before - 1);
    expect(projects(await post(admin, [fixture.bobId]))).toBe(0);
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
      const before = projects(await get(admin, {}, other.app));
      expect(projects(await get(admin))).toBe(before);
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { ...sameOrigin, cookie: admin.cookie },
        payload: { airport_code: 'CCC', project_title: 'Made on the first', grant_number: '901' },
      });
      expect(created.statusCode).toBe(201);
      expect(projects(await get(admin, {}, other.app))).toBe(before + 1);

      const { id } = created.json<{ id: string }>();
      const removed = await other.app.inject({
        method: 'POST',
        url: `/api/projects/${id}/force-delete`,
        headers: { ...sameOrigin, cookie: admin.cookie },
        payload: { reason: 'Test' },
      });
      expect(removed.statusCode).toBe(200);
      expect(projects(await get(admin))).toBe(before);
    });
  });
});
