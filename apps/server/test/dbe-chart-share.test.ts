import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dbeChartShareData,
  publicShareDataSchema,
  publicShareMetaResponseSchema,
  SHARE_MESSAGES,
  type DbeAnalyticsAnswer,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { cookieFrom, signInAs, type SignedInUser } from './support/sign-in-as';
import { createShare, inFuture, publicPost, send, type ShareAnswer } from './shares.fixtures';

describe('a DBE analytics chart as a public link', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer({ trustProxy: true });
    await replaceWithDemoData(server.ctx.db, generateDemoData());
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  const analyticsOf = async (person: SignedInUser) =>
    (
      await server.app.inject({
        method: 'GET',
        url: '/api/dbe/analytics',
        headers: { cookie: person.cookie },
      })
    ).json<DbeAnalyticsAnswer>();

  it('is shared only by people who read DBE analytics, with a known chart', async () => {
    const refused = await send(server, 'POST', '/api/shares/dbe-chart', viewer, { chart: 'by_pm' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.notAllowedToShare);
    expect((await send(server, 'POST', '/api/shares/dbe-chart', null, { chart: 'by_pm' })).statusCode).toBe(
      401,
    );
    const unknown = await send(server, 'POST', '/api/shares/dbe-chart', admin, { chart: 'everything' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.invalidChartType);
    const short = await send(server, 'POST', '/api/shares/dbe-chart', admin, {
      chart: 'by_pm',
      password: 'x',
    });
    expect(short.statusCode).toBe(400);
    const past = await send(server, 'POST', '/api/shares/dbe-chart', admin, {
      chart: 'by_pm',
      expires_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(
      await server.ctx.db.selectFrom('shares').where('kind', '=', 'dbe_chart').select('id').execute(),
    ).toEqual([]);
  });

  it('opens signed out with its password and shows only that chart, as its creator sees it', async () => {
    const token = await createShare(server, admin, 'dbe-chart', {
      chart: 'by_airport',
      password: 'dbe-charts-2026',
      expires_at: inFuture(7),
    });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .where('action', '=', 'create_share')
      .orderBy('created_at', 'desc')
      .select(['after'])
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ kind: 'dbe_chart', password_protected: true });

    const meta = publicShareMetaResponseSchema.parse((await publicPost(server, token, 'meta')).json());
    expect(meta).toMatchObject({
      kind: 'dbe_chart',
      name: 'DBE participation by airport',
      isPasswordProtected: true,
      sharer: 'Ada Admin',
    });
    expect((await publicPost(server, token, 'data')).statusCode).toBe(401);
    const verified = await publicPost(server, token, 'verify', { password: 'dbe-charts-2026' });
    expect(verified.json()).toEqual({ valid: true });
    const data = await publicPost(server, token, 'data', {}, { cookie: cookieFrom(verified) });
    expect(data.statusCode).toBe(200);
    const answer = publicShareDataSchema.parse(data.json());
    if (answer.kind !== 'dbe_chart') throw new Error(`not a DBE chart share: ${answer.kind}`);
    const expected = dbeChartShareData(await analyticsOf(admin), 'by_airport');
    expect(answer.data.series).toEqual(expected.series);
    expect(answer.data.series.points.length).toBeGreaterThan(0);
    expect(answer.data.title).toBe('DBE participation by airport');
    expect(Number.isNaN(Date.parse(answer.data.asOf))).toBe(false);
    // Nothing but the chart: no other breakdown, firm ids or contract counts.
    const body = data.body;
    expect(Object.keys(data.json<{ data: object }>().data).sort()).toEqual(['asOf', 'series', 'title']);
    expect(body).not.toContain('firmId');
    expect(body).not.toContain('byFirm');
    expect(body).not.toContain('federalShare');
  });

  it('stops answering once its creator may no longer read DBE analytics, and after it expires', async () => {
    const pm = await signInAs(server.app, 'pm');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_dbe_analytics: true })
      .where('user_id', '=', pm.userId)
      .execute();
    const token = await createShare(server, pm, 'dbe-chart', { chart: 'goal_attainment' });
    expect((await publicPost(server, token, 'data')).statusCode).toBe(200);
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_dbe_analytics: false })
      .where('user_id', '=', pm.userId)
      .execute();
    const gone = await publicPost(server, token, 'data');
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.notAvailable);

    const expiring = await createShare(server, admin, 'dbe-chart', {
      chart: 'top_firms',
      expires_at: inFuture(1),
    });
    await server.ctx.db
      .updateTable('shares')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token', '=', expiring)
      .execute();
    expect((await publicPost(server, expiring, 'data')).statusCode).toBe(410);
  });
});
