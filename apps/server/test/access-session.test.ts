import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { SessionResponse } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { markAwaitingApproval } from './support/approval';
import { signInAs } from './support/sign-in-as';

// The default idle timeout (issue 32): the session ends 8 hours after its last activity.
const SESSION_HOURS = 8;

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

  it('answers what GET /api/me answers and when the session ends (its idle timeout)', async () => {
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
    // better-auth's own expiry is the policy's ceiling; the idle timeout comes first.
    const auth = authSession.json<{ session: { expiresAt: string } }>();
    expect(Date.parse(body.expiresAt)).toBeLessThan(Date.parse(auth.session.expiresAt));
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

  it('moves the end with activity: another request is activity, reading the session is not', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await sql`update "session" set "updatedAt" = ${twoHoursAgo} where "userId" = ${viewer.userId}`.execute(
      server.ctx.db,
    );
    const hoursLeft = async () =>
      (Date.parse((await read(viewer.cookie)).json<NonNullable<SessionResponse>>().expiresAt) - Date.now()) /
      3_600_000;
    expect(await hoursLeft()).toBeCloseTo(SESSION_HOURS - 2, 1);
    expect(await hoursLeft()).toBeCloseTo(SESSION_HOURS - 2, 1);
    await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: viewer.cookie } });
    expect(await hoursLeft()).toBeCloseTo(SESSION_HOURS, 1);
  });
});
