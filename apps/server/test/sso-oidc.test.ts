import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSsoError, SSO_MESSAGES, type SsoSettingsBody } from '@bil/domain';
import { insertPmFixture, PM_ALICE, PM_BOB } from './pm.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, startTestIdp, type TestIdp } from './support/oidc-idp';
import {
  cookieFrom,
  sameOrigin,
  signIn,
  signInAs,
  TEST_PASSWORD,
  type SignedInUser,
} from './support/sign-in-as';
import { finishSsoCallback, ssoSignIn } from './support/sso-flow';

const REDIRECT_URI = 'http://localhost:3000/api/auth/callback/oidc';

describe('single sign-on with OpenID Connect (a real provider on loopback)', () => {
  let server: TestServer;
  let idp: TestIdp;
  let admin: SignedInUser;

  const settings = (): SsoSettingsBody => ({
    enabled: true,
    name: 'State Login',
    issuer: idp.issuer,
    clientId: IDP_CLIENT_ID,
    clientSecret: IDP_CLIENT_SECRET,
    allowedDomains: ['agency.test'],
    groupsClaim: 'groups',
    pmNameClaim: 'pm_name',
    roleMappings: [{ group: 'Aeronautics-PM', role: 'pm' }],
    allowPasswordSignIn: false,
  });

  const counts = async () => ({
    users: Number(
      (
        await server.ctx.db
          .selectFrom('user')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    accounts: Number(
      (
        await server.ctx.db
          .selectFrom('user_accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  const errorOf = (location: string) =>
    new URL(location, 'http://localhost:3000').searchParams.get('error') ?? '';

  const get = (cookie: string, url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    idp = await startTestIdp(REDIRECT_URI, {
      'walt-1': { email: 'walt.waiting@agency.test', name: 'Walt Waiting', groups: ['Staff'] },
      'alice-1': {
        email: 'alice.avery@agency.test',
        name: 'Alice A.',
        groups: ['Staff', 'Aeronautics-PM'],
        pmName: PM_ALICE,
      },
      'otto-1': {
        email: 'otto@elsewhere.test',
        name: 'Otto Outside',
        groups: ['Aeronautics-PM'],
        pmName: PM_BOB,
      },
      'nina-1': { email: 'nina.new@agency.test', name: 'Nina New', groups: ['Staff'] },
      'mark-1': {
        email: 'mark.mapped@agency.test',
        name: 'Mark M.',
        groups: ['Aeronautics-PM'],
        pmName: PM_BOB,
      },
      'tamper-1': {
        email: 'terry.tamper@agency.test',
        name: 'Terry',
        groups: ['Aeronautics-PM'],
        pmName: PM_BOB,
      },
    });
    server = await buildTestServer();
    await insertPmFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
  });

  it('is configured on Administration > Sign-in, the client secret kept encrypted, and offered on the sign-in page', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/settings/sign-in' })).json()).toEqual({
      sso: null,
    });
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/sign-in',
      headers: { cookie: admin.cookie, ...sameOrigin },
      payload: settings(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      source: 'settings',
      clientSecretSet: true,
      redirectUri: REDIRECT_URI,
    });
    expect(saved.body).not.toContain(IDP_CLIENT_SECRET);
    const row = await server.ctx.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', 'sso')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.value)).not.toContain(IDP_CLIENT_SECRET);
    expect((await server.app.inject({ method: 'GET', url: '/api/settings/sign-in' })).json()).toEqual({
      sso: { providerId: 'oidc', name: 'State Login' },
    });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_id', '=', 'sso')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(IDP_CLIENT_SECRET);
  });

  it("refuses an enabled setting without allowed domains, in the form's words, and keeps what was saved", async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/sign-in',
      headers: { cookie: admin.cookie, ...sameOrigin },
      payload: { ...settings(), allowedDomains: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(SSO_MESSAGES.domainsRequired);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/settings/sign-in' })).json<{ sso: unknown }>().sso,
    ).not.toBeNull();
  });

  it('a first sign-in without a mapped group creates an account that waits for approval, and audits why', async () => {
    const outcome = await ssoSignIn(server.app, 'walt-1');
    expect(outcome.callback.statusCode).toBe(302);
    expect(outcome.location).toBe('/');
    const me = await get(outcome.cookie, '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ approval: 'pending', user: { email: 'walt.waiting@agency.test' } });
    expect((await get(outcome.cookie, '/api/projects')).statusCode).toBe(403);
    const userId = me.json<{ user: { id: string } }>().user.id;
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'sso_role_mapping')
      .where('resource_id', '=', userId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ role: 'viewer', approval: 'pending' });
    expect(audit[0]?.details).toMatchObject({
      groups: ['Staff'],
      matchedGroup: null,
      why: 'no mapped group',
    });
  });

  it('the mapped user lands as a PM on their own airports (PM name from the claim)', async () => {
    const outcome = await ssoSignIn(server.app, 'alice-1');
    expect(outcome.location).toBe('/');
    const me = await get(outcome.cookie, '/api/me');
    expect(me.json()).toMatchObject({ approval: 'approved', user: { role: 'pm', tdotPm: PM_ALICE } });
    const management = await get(outcome.cookie, '/api/pm/management');
    expect(management.statusCode).toBe(200);
    expect(management.json<{ openablePages: string[] }>().openablePages).toEqual([PM_ALICE]);
    const own = await get(outcome.cookie, `/api/pm/${encodeURIComponent(PM_ALICE)}`);
    expect(own.statusCode).toBe(200);
    expect((await get(outcome.cookie, `/api/pm/${encodeURIComponent(PM_BOB)}`)).statusCode).toBe(403);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'sso_role_mapping')
      .where('resource_id', '=', me.json<{ user: { id: string } }>().user.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      matchedGroup: 'Aeronautics-PM',
      why: 'group Aeronautics-PM maps to pm',
    });
  });

  it('an IdP-linked account cannot sign in with a product password unless the administrator allows it', async () => {
    const email = 'alice.avery@agency.test';
    // Give the linked account a password the way an administrator's reset would; it is still refused.
    const user = await server.ctx.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const authContext = await server.ctx.auth.$context;
    await authContext.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await authContext.password.hash(TEST_PASSWORD),
    });
    const refused = await signIn(server.app, email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: SSO_MESSAGES.passwordRefused });
    expect(refused.headers['set-cookie'] ?? '').not.toContain('session_token');

    // Issue 32: once the administrator allows product passwords beside single sign-on, the same password works.
    const putSettings = (allowPasswordSignIn: boolean) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/admin/sign-in',
        headers: { cookie: admin.cookie, ...sameOrigin },
        payload: { ...settings(), clientSecret: undefined, allowPasswordSignIn },
      });
    expect((await putSettings(true)).statusCode).toBe(200);
    const allowed = await signIn(server.app, email, TEST_PASSWORD);
    expect(allowed.statusCode).toBe(200);
    const me = await get(cookieFrom(allowed), '/api/me');
    expect(me.json()).toMatchObject({ user: { email, role: 'pm', tdotPm: PM_ALICE } });

    // And refused again once the administrator takes it back.
    expect((await putSettings(false)).statusCode).toBe(200);
    expect((await signIn(server.app, email, TEST_PASSWORD)).statusCode).toBe(403);
  });

  const refusedWith = async (accountId: string, expected: string, code?: string) => {
    const before = await counts();
    const outcome = await ssoSignIn(server.app, accountId);
    expect(outcome.callback.statusCode).toBe(302);
    expect(
      outcome.location.startsWith('http://localhost:3000/auth?') || outcome.location.startsWith('/auth?'),
    ).toBe(true);
    if (code) expect(errorOf(outcome.location)).toBe(code);
    expect(describeSsoError(errorOf(outcome.location))).toBe(expected);
    expect(outcome.cookie).not.toContain('session_token');
    expect(await counts()).toEqual(before);
    return outcome;
  };

  it('refuses an e-mail outside the allowed domains, creating nothing', async () => {
    await refusedWith('otto-1', SSO_MESSAGES.domainRefused, 'sso_domain_refused');
  });

  // Issue 32: closed registration means no new waiting accounts, by single sign-on either; a mapped group still
  // makes its account (the administrator set that mapping up).
  it('while registration is closed, refuses a first sign-in no group maps, creating nothing and auditing why', async () => {
    const setMode = (mode: 'closed' | 'approval') =>
      server.app.inject({
        method: 'PUT',
        url: '/api/admin/registration',
        headers: { cookie: admin.cookie, ...sameOrigin },
        payload: { mode },
      });
    expect((await setMode('closed')).statusCode).toBe(200);
    try {
      await refusedWith('nina-1', SSO_MESSAGES.registrationClosed, 'sso_registration_closed');
      const audit = await server.ctx.db
        .selectFrom('audit_logs')
        .selectAll()
        .where('action', '=', 'sso_refused')
        .execute();
      expect(audit.map((row) => row.details)).toContainEqual({
        email: 'nina.new@agency.test',
        groups: ['Staff'],
        reason: SSO_MESSAGES.registrationClosed,
      });
      const mapped = await ssoSignIn(server.app, 'mark-1');
      expect(mapped.location).toBe('/');
      expect((await get(mapped.cookie, '/api/me')).json()).toMatchObject({
        approval: 'approved',
        user: { role: 'pm', tdotPm: PM_BOB },
      });
    } finally {
      expect((await setMode('approval')).statusCode).toBe(200);
    }
  });

  it('accepts an ID token the test re-signs unchanged (so each refusal below is the one changed claim)', async () => {
    idp.tamper = (claims, sign) => sign(claims);
    try {
      expect((await ssoSignIn(server.app, 'walt-1')).location).toBe('/');
    } finally {
      idp.tamper = null;
    }
  });

  it('refuses an ID token from another issuer', async () => {
    idp.tamper = (claims, sign) => sign({ ...claims, iss: 'https://impostor.example.test' });
    try {
      await refusedWith('tamper-1', SSO_MESSAGES.notVerified);
    } finally {
      idp.tamper = null;
    }
  });

  it('refuses an ID token with a bad signature', async () => {
    idp.tamper = (claims, sign) => sign(claims, { foreignKey: true });
    try {
      await refusedWith('tamper-1', SSO_MESSAGES.notVerified);
    } finally {
      idp.tamper = null;
    }
  });

  it('refuses an expired ID token', async () => {
    const now = Math.floor(Date.now() / 1000);
    idp.tamper = (claims, sign) => sign({ ...claims, iat: now - 7200, exp: now - 3600 });
    try {
      await refusedWith('tamper-1', SSO_MESSAGES.notVerified);
    } finally {
      idp.tamper = null;
    }
  });

  it('refuses a replayed nonce (an ID token bound to an earlier sign-in)', async () => {
    const earlier = idp.issued.find((claims) => typeof claims.nonce === 'string');
    expect(earlier?.nonce).toBeTypeOf('string');
    idp.tamper = (claims, sign) => sign({ ...claims, nonce: earlier?.nonce });
    try {
      await refusedWith('tamper-1', SSO_MESSAGES.notVerified);
    } finally {
      idp.tamper = null;
    }
  });

  it('refuses a replayed state (the same callback twice)', async () => {
    const first = await ssoSignIn(server.app, 'alice-1');
    expect(first.location).toBe('/');
    const before = await counts();
    const replay = await finishSsoCallback(server.app, first.callbackUrl, first.stateCookie);
    expect(replay.statusCode).toBe(302);
    expect(describeSsoError(errorOf(String(replay.headers.location)))).toBe(SSO_MESSAGES.stateRefused);
    expect(String(replay.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    expect(await counts()).toEqual(before);
  });

  it('ends access at the next request after the session refresh once the IdP disables the person', async () => {
    const outcome = await ssoSignIn(server.app, 'alice-1');
    const me = await get(outcome.cookie, '/api/me');
    expect(me.statusCode).toBe(200);
    const userId = me.json<{ user: { id: string } }>().user.id;
    const user = idp.users.get('alice-1');
    if (user) user.disabled = true;
    // Make the session due for the IdP check (asked at most every 15 minutes): last active 16 minutes ago.
    await server.ctx.db
      .updateTable('session')
      .set({ updatedAt: new Date(Date.now() - 16 * 60_000) })
      .where('userId', '=', userId)
      .execute();
    const refreshing = await get(outcome.cookie, '/api/me');
    expect(refreshing.statusCode).toBe(200);
    const after = await get(outcome.cookie, '/api/me');
    expect(after.statusCode).toBe(401);
    const ended = await server.ctx.db
      .selectFrom('audit_logs')
      .select('action')
      .where('action', '=', 'sso_access_ended')
      .execute();
    expect(ended.length).toBeGreaterThan(0);
  });
});
