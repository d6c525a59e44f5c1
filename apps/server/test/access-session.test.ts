import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { SessionResponse } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { markAwaitingApproval } from './support/approval';
import { signInAs } from './support/sign-in-as';

const SESSION_HOURS = 8;
const REFRESH_AFTER_MINUTES = 15;

describe('GET /api/session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const read = (cookie?: string) =>
    server.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

  it('answers null with 200 to a visitor and to a forged cookie, and carries nobody', async () => {
    for (const response of [await read(), await read('better-auth.session_token=forged.value')]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    }
  });

  it('answers what GET /api/me answers and when the session ends, as get-session tells it', async () => {
    const pm = await signInAs(server.app, 'pm', { tdotPm: 'Jane Roe', displayName: 'Jane' });
    const [session, me, authSession] = await Promise.all([
      read(pm.cookie),
      server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: pm.cookie } }),
      server.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: pm.cookie } }),
    ]);
    expect(session.statusCode).toBe(200);
    const body = session.json<NonNullable<SessionResponse>>();
    expect(body.me).toEqual(me.json());
    expect(body.me.user).toMatchObject({ id: pm.userId, role: 'pm', tdotPm: 'Jane Roe' });
    const auth = authSession.json<{ session: { expiresAt: string } }>();
    expect(body.expiresAt).toBe(new Date(auth.session.expiresAt).toISOString());
    const hoursLeft = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(SESSION_HOURS - 0.1);
    expect(hoursLeft).toBeLessThanOrEqual(SESSION_HOURS);
  });

  it('tells a registration awaiting approval that it waits, and a disabled account nothing', async () => {
    const waiting = await signInAs(server.app, 'viewer');
    await markAwaitingApproval(server.ctx.db, waiting.userId);
    expect((await read(waiting.cookie)).json<SessionResponse>()?.me.approval).toBe('pending');

    const disabled = await signInAs(server.app, 'viewer');
    await server.ctx.db.updateTable('user').set({ banned: true }).where('id', '=', disabled.userId).execute();
    const response = await read(disabled.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('extends a session old enough, answers the new end and sets the cookie again', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    // As if signed in a little over 15 minutes ago: the session is due for its refresh.
    const dueAt = new Date(Date.now() + (SESSION_HOURS * 60 - REFRESH_AFTER_MINUTES - 1) * 60_000);
    await sql`update "session" set "expiresAt" = ${dueAt} where "userId" = ${viewer.userId}`.execute(
      server.ctx.db,
    );
    const response = await read(viewer.cookie);
    const body = response.json<NonNullable<SessionResponse>>();
    expect(Date.parse(body.expiresAt) - dueAt.getTime()).toBeGreaterThan(REFRESH_AFTER_MINUTES * 60_000);
    expect(String(response.headers['set-cookie'])).toContain('better-auth.session_token=');
    const stored = await sql<{
      expiresAt: Date;
    }>`select "expiresAt" from "session" where "userId" = ${viewer.userId}`.execute(server.ctx.db);
    expect(new Date(stored.rows[0]?.expiresAt ?? 0).toISOString()).toBe(body.expiresAt);
  });
});
