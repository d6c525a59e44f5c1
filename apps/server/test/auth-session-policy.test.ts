import type { SignInPolicy } from '@bil/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveSignInPolicy } from '../src/auth/sign-in-policy.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const HOUR_MS = 60 * 60 * 1000;
const DEFAULTS: SignInPolicy = { twoFactor: 'off', idleTimeoutMinutes: 480, absoluteLifetimeHours: 168 };

describe('session policy: idle timeout and absolute lifetime set by the administrator', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await saveSignInPolicy(server.ctx, admin.userId, DEFAULTS);
  });

  const get = (url: string, cookie: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
  /** Moves the person's session stamps into the past (the server's session clock is the wall clock). */
  const age = async (userId: string, stamps: { createdAgoMs?: number; idleMs?: number }) => {
    const now = Date.now();
    await server.ctx.db
      .updateTable('session')
      .set({
        ...(stamps.createdAgoMs === undefined ? {} : { createdAt: new Date(now - stamps.createdAgoMs) }),
        ...(stamps.idleMs === undefined ? {} : { updatedAt: new Date(now - stamps.idleMs) }),
      })
      .where('userId', '=', userId)
      .execute();
  };
  const lastActive = async (userId: string) =>
    (
      await server.ctx.db
        .selectFrom('session')
        .select('updatedAt')
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).updatedAt;

  it('has the defaults 8 hours idle and 7 days absolute, off for two-factor outside production', async () => {
    await server.ctx.db.deleteFrom('app_settings').where('key', '=', 'sign_in_policy').execute();
    const policy = await get('/api/admin/sign-in-policy', admin.cookie);
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toEqual({ twoFactor: 'off', idleTimeoutMinutes: 480, absoluteLifetimeHours: 168 });
  });

  it('answers 401 with words once a session has been idle past the timeout, and ends it', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await age(viewer.userId, { idleMs: 8 * HOUR_MS + 60_000 });
    const idle = await get('/api/projects', viewer.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      error: 'You were signed out after 8 hours without activity. Please sign in again.',
      code: 'SESSION_IDLE',
    });
    // The session is gone: the next request is simply signed out.
    const after = await get('/api/projects', viewer.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Not authenticated' });
  });

  it('tells the web why through GET /api/session, which is not itself activity', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await age(viewer.userId, { idleMs: 7 * HOUR_MS });
    const before = await lastActive(viewer.userId);
    const read = await get('/api/session', viewer.cookie);
    expect(read.statusCode).toBe(200);
    // expiresAt is when the idle timeout ends it (1 hour from now), and the read did not move it.
    const expiresAt = Date.parse(read.json<{ expiresAt: string }>().expiresAt);
    expect(Math.abs(expiresAt - (Date.now() + HOUR_MS))).toBeLessThan(60_000);
    expect(await lastActive(viewer.userId)).toEqual(before);

    await age(viewer.userId, { idleMs: 8 * HOUR_MS });
    const ended = await get('/api/session', viewer.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ code: 'SESSION_IDLE' });
    expect((await get('/api/session', viewer.cookie)).json()).toBeNull();
  });

  it('applies to better-auth’s own session endpoints too', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await age(viewer.userId, { idleMs: 8 * HOUR_MS + 60_000 });
    const change = await server.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...sameOrigin, cookie: viewer.cookie },
      payload: { currentPassword: viewer.password, newPassword: 'another-Long-passphrase-5' },
    });
    expect(change.statusCode).toBe(401);
    expect(change.json()).toMatchObject({ code: 'SESSION_IDLE' });
    const sessions = await get('/api/auth/list-sessions', viewer.cookie);
    expect(sessions.statusCode).toBe(401);
  });

  it('counts any other request as activity, so a busy session goes on', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await age(viewer.userId, { idleMs: 7 * HOUR_MS });
    expect((await get('/api/projects', viewer.cookie)).statusCode).toBe(200);
    expect(Date.now() - (await lastActive(viewer.userId)).getTime()).toBeLessThan(60_000);
  });

  it('ends a session past its absolute lifetime however busy it is', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    await age(viewer.userId, { createdAgoMs: 7 * 24 * HOUR_MS + 60_000, idleMs: 0 });
    const old = await get('/api/me', viewer.cookie);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({
      error: 'Your session reached its limit of 7 days. Please sign in again.',
      code: 'SESSION_EXPIRED',
    });
  });

  it('applies an administrator’s shorter timeout at every session’s next request', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/sign-in-policy',
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: { twoFactor: 'off', idleTimeoutMinutes: 30, absoluteLifetimeHours: 12 },
    });
    expect(saved.statusCode).toBe(200);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .select(['user_id', 'after'])
      .where('action', '=', 'update_sign_in_policy')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      user_id: admin.userId,
      after: { twoFactor: 'off', idleTimeoutMinutes: 30, absoluteLifetimeHours: 12 },
    });
    await age(viewer.userId, { idleMs: 31 * 60_000 });
    const idle = await get('/api/projects', viewer.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json<{ error: string }>().error).toContain('after 30 minutes without activity');
  });

  it('refuses a bad policy with words and changes nothing', async () => {
    const put = (payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-policy',
        headers: { ...sameOrigin, cookie: admin.cookie },
        payload,
      });
    const tooShort = await put({ twoFactor: 'off', idleTimeoutMinutes: 2, absoluteLifetimeHours: 168 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ error: string }>().error).toBe(
      'idleTimeoutMinutes: Idle timeout (minutes) must be between 5 and 1440',
    );
    const longerThanLife = await put({ twoFactor: 'off', idleTimeoutMinutes: 600, absoluteLifetimeHours: 8 });
    expect(longerThanLife.statusCode).toBe(400);
    expect(longerThanLife.json<{ error: string }>().error).toContain(
      'Idle timeout cannot be longer than the session lifetime',
    );
    const unknown = await put({ twoFactor: 'sometimes', idleTimeoutMinutes: 60, absoluteLifetimeHours: 8 });
    expect(unknown.statusCode).toBe(400);
    expect((await get('/api/admin/sign-in-policy', admin.cookie)).json()).toEqual(DEFAULTS);
  });
});
