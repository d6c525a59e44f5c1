import { SIGN_IN_POLICY_MESSAGES, type SignInPolicy } from '@bil/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveSignInPolicy } from '../src/auth/sign-in-policy.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { cookieFrom, randomAddress, sameOrigin, signIn, signInAs, TEST_PASSWORD } from './support/sign-in-as';
import { enrolTwoFactor, postAuth, totpFromUri } from './support/totp';

const POLICY: SignInPolicy = { twoFactor: 'off', idleTimeoutMinutes: 480, absoluteLifetimeHours: 168 };

describe('two-factor sign-in: enrolment, codes, recovery codes, policy and admin reset', () => {
  let server: TestServer;
  let policyAdmin: string;

  beforeAll(async () => {
    server = await buildTestServer();
    policyAdmin = (await signInAs(server.app, 'admin')).userId;
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await saveSignInPolicy(server.ctx, policyAdmin, POLICY);
  });

  const get = (url: string, cookie: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });

  it('enrols with a code computed from the shared secret, then asks for a code at sign-in', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const enrolment = await enrolTwoFactor(server.app, viewer);
    expect(enrolment.totpUri).toMatch(/^otpauth:\/\/totp\/Airport%20Management:/);
    expect(enrolment.backupCodes).toHaveLength(10);
    const me = await get('/api/me', enrolment.cookie);
    expect(me.json()).toMatchObject({ twoFactor: { enabled: true, mustEnrol: false } });

    // The password alone no longer opens a session: it asks for the second factor.
    const first = await signIn(server.app, viewer.email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieFrom(first);
    expect(pending).not.toMatch(/session_token=/);
    expect((await get('/api/me', pending)).statusCode).toBe(401);

    const code = totpFromUri(enrolment.totpUri);
    const verified = await postAuth(
      server.app,
      '/two-factor/verify-totp',
      { code },
      pending,
      randomAddress(),
    );
    expect(verified.statusCode).toBe(200);
    const session = cookieFrom(verified);
    expect(session).toMatch(/session_token=/);
    expect((await get('/api/projects', session)).statusCode).toBe(200);
  });

  it('trusts this device for 30 days when asked: the next sign-in from it needs no code', async () => {
    const pm = await signInAs(server.app, 'pm');
    const { totpUri } = await enrolTwoFactor(server.app, pm);
    const pending = cookieFrom(await signIn(server.app, pm.email, TEST_PASSWORD));
    const verified = await postAuth(
      server.app,
      '/two-factor/verify-totp',
      { code: totpFromUri(totpUri), trustDevice: true },
      pending,
      randomAddress(),
    );
    expect(verified.statusCode).toBe(200);
    const trustCookie = [verified.headers['set-cookie']].flat().find((c) => c?.includes('trust_device'));
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    const trusted = (trustCookie ?? '').split(';')[0] ?? '';

    const again = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...sameOrigin, cookie: trusted },
      remoteAddress: randomAddress(),
      payload: { email: pm.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('twoFactorRedirect');
    expect(cookieFrom(again)).toMatch(/session_token=/);
  });

  it('accepts a recovery code once, and not twice', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const { backupCodes } = await enrolTwoFactor(server.app, viewer);
    const recovery = backupCodes[0] ?? '';

    const first = cookieFrom(await signIn(server.app, viewer.email, TEST_PASSWORD));
    const used = await postAuth(server.app, '/two-factor/verify-backup-code', { code: recovery }, first);
    expect(used.statusCode).toBe(200);
    expect((await get('/api/me', cookieFrom(used))).statusCode).toBe(200);

    const second = cookieFrom(await signIn(server.app, viewer.email, TEST_PASSWORD));
    const reused = await postAuth(server.app, '/two-factor/verify-backup-code', { code: recovery }, second);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ error: SIGN_IN_POLICY_MESSAGES.invalidTwoFactorCode });
    expect(cookieFrom(reused)).not.toMatch(/session_token=/);
  });

  it('refuses a wrong code with words, and stops guessing from one address with the sign-in limit', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const { totpUri } = await enrolTwoFactor(server.app, viewer);
    const address = randomAddress();
    const right = totpFromUri(totpUri);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const pending = cookieFrom(await signIn(server.app, viewer.email, TEST_PASSWORD));
      const response = await postAuth(
        server.app,
        '/two-factor/verify-totp',
        { code: wrong },
        pending,
        address,
      );
      statuses.push(response.statusCode);
      if (attempt === 0) {
        expect(response.json()).toMatchObject({ error: SIGN_IN_POLICY_MESSAGES.invalidTwoFactorCode });
      }
    }
    // Five wrong codes are refused as wrong; the sixth from the same address waits (429, Retry-After).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const pending = cookieFrom(await signIn(server.app, viewer.email, TEST_PASSWORD));
    const blocked = await postAuth(server.app, '/two-factor/verify-totp', { code: right }, pending, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('leads an administrator to enrolment when the policy requires it, refusing everything else first', async () => {
    await saveSignInPolicy(server.ctx, policyAdmin, { ...POLICY, twoFactor: 'admins' });
    const admin = await signInAs(server.app, 'admin');
    const viewer = await signInAs(server.app, 'viewer');

    const me = await get('/api/me', admin.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ twoFactor: { enabled: false, mustEnrol: true } });
    for (const url of ['/api/admin/users', '/api/projects', '/api/admin/sign-in-policy']) {
      const refused = await get(url, admin.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: SIGN_IN_POLICY_MESSAGES.twoFactorRequired });
    }
    // A viewer is not an administrator: nothing changes for them.
    expect((await get('/api/projects', viewer.cookie)).statusCode).toBe(200);

    const { cookie } = await enrolTwoFactor(server.app, admin);
    expect((await get('/api/admin/users', cookie)).statusCode).toBe(200);

    await saveSignInPolicy(server.ctx, policyAdmin, { ...POLICY, twoFactor: 'everyone' });
    const refused = await get('/api/projects', viewer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: SIGN_IN_POLICY_MESSAGES.twoFactorRequired });
  });

  it('lets an administrator reset a person’s second factor, audited, ending their sessions', async () => {
    const admin = await signInAs(server.app, 'admin');
    const viewer = await signInAs(server.app, 'viewer');
    const { cookie } = await enrolTwoFactor(server.app, viewer);

    const byViewer = await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.userId}/two-factor/reset`,
      headers: { ...sameOrigin, cookie },
    });
    expect(byViewer.statusCode).toBe(403);

    const reset = await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${viewer.userId}/two-factor/reset`,
      headers: { ...sameOrigin, cookie: admin.cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ userId: viewer.userId, twoFactorEnabled: false });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'reset_two_factor')
      .where('resource_id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      user_id: admin.userId,
      before: { two_factor_enabled: true },
      after: { two_factor_enabled: false },
    });
    expect((await get('/api/me', cookie)).statusCode).toBe(401);
    // The password alone signs in again (no second factor left); the policy decides whether to enrol anew.
    const again = await signIn(server.app, viewer.email, TEST_PASSWORD);
    expect(again.json()).not.toHaveProperty('twoFactorRedirect');
    expect(cookieFrom(again)).toMatch(/session_token=/);

    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/admin/users/no-such-user/two-factor/reset',
      headers: { ...sameOrigin, cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
