import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_FLAGS, type AdminUser } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import {
  cookieFrom,
  randomAddress,
  sameOrigin,
  signIn,
  signInAs,
  TEST_ORIGIN,
  type SignedInUser,
} from './support/sign-in-as';
import { findLink, startSmtpCapture } from './support/smtp-capture';

type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

describe('admin user management', () => {
  let server: TestServer;
  let smtp: Capture;
  let admin: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await buildTestServer({ smtpUrl: smtp.url });
    admin = await signInAs(server.app, 'admin', { email: 'chief@example.test', displayName: 'Chief' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
    cookie = admin.cookie,
  ) =>
    server.app.inject({ method, url, headers: { ...sameOrigin, cookie }, ...(payload ? { payload } : {}) });
  const me = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const auditsFor = (resourceId: string) =>
    server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_id', '=', resourceId)
      .orderBy('created_at')
      .execute();

  it('creates an account with a password, ready to sign in, and audits it', async () => {
    const response = await call('POST', '/api/admin/users', {
      email: '  New.PM@Example.test ',
      role: 'pm',
      tdotPm: 'Nina Park',
      displayName: 'Nina',
      password: 'initial-Password-1',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminUser>();
    expect(created).toMatchObject({
      email: 'new.pm@example.test',
      emailConfirmed: true,
      role: 'pm',
      tdotPm: 'Nina Park',
      displayName: 'Nina',
      flags: DEFAULT_ROLE_FLAGS.pm,
      isAdmin: false,
      disabled: false,
      hasRoleData: true,
    });
    const signedIn = await signIn(server.app, 'new.pm@example.test', 'initial-Password-1');
    expect(signedIn.statusCode).toBe(200);

    const [audit] = await auditsFor(created.userId);
    expect(audit).toMatchObject({
      user_id: admin.userId,
      action: 'create_user',
      resource_type: 'user_accounts',
      details: { invited: false },
      after: { email: 'new.pm@example.test', role: 'pm', tdot_pm: 'Nina Park' },
    });
  });

  it('refuses a second account for the same address and bad input, changing nothing', async () => {
    const again = await call('POST', '/api/admin/users', {
      email: 'new.pm@example.test',
      role: 'viewer',
      password: 'initial-Password-1',
    });
    expect(again.statusCode).toBe(409);
    const badRole = await call('POST', '/api/admin/users', { email: 'x@example.test', role: 'superuser' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json<{ error: string }>().error).toContain('Role must be admin, pm or viewer');
    const badEmail = await call('POST', '/api/admin/users', { email: 'nope', role: 'viewer' });
    expect(badEmail.statusCode).toBe(400);
    const shortPassword = await call('POST', '/api/admin/users', {
      email: 'y@example.test',
      role: 'viewer',
      password: 'short',
    });
    expect(shortPassword.statusCode).toBe(400);
    const users = await server.ctx.db
      .selectFrom('user')
      .select('email')
      .where('email', 'in', ['x@example.test', 'y@example.test'])
      .execute();
    expect(users).toEqual([]);
  });

  it('invites an account without a password: the mail lets the person choose one', async () => {
    const response = await call('POST', '/api/admin/users', {
      email: 'invitee@example.test',
      role: 'viewer',
    });
    expect(response.statusCode).toBe(201);
    const mail = await smtp.waitForMail('invitee@example.test');
    expect(mail.text).toContain('invited');
    const link = findLink(mail, `${TEST_ORIGIN}/api/auth/reset-password/`);
    const landing = await server.app.inject({ method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    const token = new URL(String(landing.headers.location)).searchParams.get('token');
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin,
      payload: { token, newPassword: 'chosen-Password-5' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(server.app, 'invitee@example.test', 'chosen-Password-5')).statusCode).toBe(200);
    expect((await auditsFor(response.json<AdminUser>().userId))[0]).toMatchObject({
      details: { invited: true },
    });
  });

  it('lists accounts paged and searchable by e-mail, name and PM name', async () => {
    const page = await call('GET', '/api/admin/users?page=1&limit=2');
    expect(page.statusCode).toBe(200);
    const body = page.json<{
      data: AdminUser[];
      total: number;
      page: number;
      limit: number;
      totalPages: number;
    }>();
    expect(body.data).toHaveLength(2);
    expect(body).toMatchObject({ page: 1, limit: 2, totalPages: Math.ceil(body.total / 2) });
    expect(body.total).toBeGreaterThanOrEqual(3);

    const byPm = await call('GET', `/api/admin/users?search=${encodeURIComponent('nina p')}`);
    expect(byPm.json<{ data: AdminUser[] }>().data.map((user) => user.email)).toEqual([
      'new.pm@example.test',
    ]);
    const byEmail = await call('GET', '/api/admin/users?search=INVITEE');
    expect(byEmail.json<{ total: number }>().total).toBe(1);
    const byName = await call('GET', '/api/admin/users?search=chief');
    expect(byName.json<{ data: AdminUser[] }>().data[0]).toMatchObject({
      email: 'chief@example.test',
      isAdmin: true,
    });
    const wildcard = await call('GET', '/api/admin/users?search=%25');
    expect(wildcard.json<{ total: number }>().total).toBe(0);
    const badPage = await call('GET', '/api/admin/users?page=0');
    expect(badPage.statusCode).toBe(400);
  });

  it("changes a person's role, PM name and flags, visible on their very next request, and audits it", async () => {
    const viewer = await signInAs(server.app, 'viewer');
    expect((await me(viewer.cookie)).json()).toMatchObject({
      user: { role: 'viewer' },
      flags: DEFAULT_ROLE_FLAGS.viewer,
    });

    const promoted = await call('PATCH', `/api/admin/users/${viewer.userId}`, {
      role: 'pm',
      tdotPm: 'Omar Diaz',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'pm', tdotPm: 'Omar Diaz', flags: DEFAULT_ROLE_FLAGS.pm });
    expect((await me(viewer.cookie)).json()).toMatchObject({
      user: { role: 'pm', tdotPm: 'Omar Diaz' },
      flags: DEFAULT_ROLE_FLAGS.pm,
      roleBadge: 'Project Manager',
    });

    const limited = await call('PATCH', `/api/admin/users/${viewer.userId}`, {
      flags: { can_access_bil_analytics: false },
    });
    expect(limited.statusCode).toBe(200);
    const now = (await me(viewer.cookie)).json<{ flags: Record<string, boolean> }>();
    expect(now.flags).toEqual({ ...DEFAULT_ROLE_FLAGS.pm, can_access_bil_analytics: false });

    const toAdmin = await call('PATCH', `/api/admin/users/${viewer.userId}`, { role: 'admin' });
    expect(toAdmin.json()).toMatchObject({ isAdmin: true });
    expect((await me(viewer.cookie)).json()).toMatchObject({
      isAdmin: true,
      abilities: { canAccessAdmin: true },
    });

    const audits = await auditsFor(viewer.userId);
    expect(audits.map((audit) => audit.action)).toEqual(['update_user', 'update_user', 'update_user']);
    expect(audits[0]).toMatchObject({
      user_id: admin.userId,
      before: { role: 'viewer', tdot_pm: null },
      after: { role: 'pm', tdot_pm: 'Omar Diaz' },
    });
    expect(audits[1]).toMatchObject({
      before: { flags: { can_access_bil_analytics: true } },
      after: { flags: { can_access_bil_analytics: false } },
    });
  });

  it('confirms an e-mail address on behalf of the person', async () => {
    const signUp = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin,
      remoteAddress: randomAddress(),
      payload: { email: 'unconfirmed@example.test', password: 'long-Enough-pass-1' },
    });
    expect(signUp.statusCode).toBe(200);
    expect((await signIn(server.app, 'unconfirmed@example.test', 'long-Enough-pass-1')).statusCode).toBe(403);
    const row = await server.ctx.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'unconfirmed@example.test')
      .executeTakeFirstOrThrow();
    const confirmed = await call('PATCH', `/api/admin/users/${row.id}`, { emailConfirmed: true });
    expect(confirmed.json()).toMatchObject({ emailConfirmed: true });
    expect((await signIn(server.app, 'unconfirmed@example.test', 'long-Enough-pass-1')).statusCode).toBe(200);
  });

  it('disables an account: every session ends, sign-in is refused, and re-enabling lets the person back', async () => {
    const pm = await signInAs(server.app, 'pm');
    const second = cookieFrom(await signIn(server.app, pm.email, pm.password));
    const disabled = await call('PATCH', `/api/admin/users/${pm.userId}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await me(pm.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);

    const refused = await signIn(server.app, pm.email, pm.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'This account has been disabled. Contact an administrator.',
    });

    const audits = await auditsFor(pm.userId);
    expect(audits.at(-1)).toMatchObject({
      action: 'disable_user',
      details: { sessionsEnded: 2 },
      before: { disabled: false },
      after: { disabled: true },
    });

    expect((await call('PATCH', `/api/admin/users/${pm.userId}`, { disabled: false })).json()).toMatchObject({
      disabled: false,
    });
    expect((await signIn(server.app, pm.email, pm.password)).statusCode).toBe(200);
  });

  it('keeps an admin from locking themselves out and answers unknown users and empty changes clearly', async () => {
    const self = await call('PATCH', `/api/admin/users/${admin.userId}`, { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot disable your own account' });
    const demote = await call('PATCH', `/api/admin/users/${admin.userId}`, { role: 'viewer' });
    expect(demote.json()).toEqual({ error: 'You cannot remove your own administrator role' });
    expect((await me(admin.cookie)).json()).toMatchObject({ isAdmin: true });

    const unknown = await call('PATCH', '/api/admin/users/no-such-user', { role: 'pm' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found' });
    const empty = await call('PATCH', `/api/admin/users/${admin.userId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toBe('Nothing to change');
    const unknownFlag = await call('PATCH', `/api/admin/users/${admin.userId}`, { flags: { can_fly: true } });
    expect(unknownFlag.statusCode).toBe(400);
  });

  it('refuses an admin write forged from another site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { origin: 'https://evil.example', cookie: admin.cookie },
      payload: { email: 'forged@example.test', role: 'admin', password: 'forged-Password-1' },
    });
    expect(response.statusCode).toBe(403);
    const rows = await server.ctx.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'forged@example.test')
      .execute();
    expect(rows).toEqual([]);
  });
});
