import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PENDING_MESSAGE, ACCOUNT_REFUSED_MESSAGE } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { registerAndSignIn, type Registered } from './support/register';

/** Every route a waiting person might try; each must answer 403 with the policy's words. */
const PRODUCT_CALLS = [
  { method: 'GET', url: '/api/projects' },
  { method: 'GET', url: '/api/airports' },
  { method: 'GET', url: '/api/analytics/dashboard' },
  { method: 'POST', url: '/api/shares/chart', payload: {} },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'PATCH', url: '/api/me', payload: { displayName: 'Sneaky' } },
] as const;

describe('self-registration waits for an administrator (default mode: approval)', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (cookie: string, request: (typeof PRODUCT_CALLS)[number]) =>
    server.app.inject({
      method: request.method,
      url: request.url,
      headers: { cookie, ...sameOrigin },
      ...('payload' in request ? { payload: request.payload } : {}),
    });

  const me = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  const decide = (action: 'approve' | 'refuse', userId: string, cookie = admin.cookie) =>
    server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/${action}`,
      headers: { cookie, ...sameOrigin },
    });

  const auditOf = (userId: string, action: string) =>
    server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_id', '=', userId)
      .where('action', '=', action)
      .execute();

  const mailsTo = (email: string) =>
    server.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();

  it('starts in approval mode and says so publicly', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/settings/registration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'approval', domains: [] });
  });

  it('keeps a registered, confirmed account pending: only GET /api/me answers, everything else is 403', async () => {
    const person = await registerAndSignIn(server.app, 'waiting.one@example.test');
    const row = await server.ctx.db
      .selectFrom('user_accounts')
      .select(['approval', 'role'])
      .where('user_id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ approval: 'pending', role: 'viewer' });

    const answer = await me(person.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ approval: 'pending', user: { email: 'waiting.one@example.test' } });

    for (const request of PRODUCT_CALLS) {
      const response = await call(person.cookie, request);
      expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 403 });
      expect(response.json()).toMatchObject({ error: ACCOUNT_PENDING_MESSAGE });
    }
  });

  it('lists waiting accounts for administrators, with their count', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/users?approval=pending',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ total: number; data: { email: string; approval: string }[] }>();
    expect(page.total).toBe(1);
    expect(page.data).toEqual([
      expect.objectContaining({ email: 'waiting.one@example.test', approval: 'pending' }),
    ]);
    const all = await server.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie },
    });
    expect(all.json<{ total: number }>().total).toBe(2);
  });

  it('approves: the person uses the product at once, is mailed the sign-in link, and the change is audited', async () => {
    const person = await registerAndSignIn(server.app, 'approve.me@example.test');
    expect((await call(person.cookie, PRODUCT_CALLS[0])).statusCode).toBe(403);

    const approved = await decide('approve', person.userId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ email: 'approve.me@example.test', approval: 'approved' });

    expect((await call(person.cookie, PRODUCT_CALLS[0])).statusCode).toBe(200);
    expect(await me(person.cookie).then((response) => response.json<{ approval: string }>().approval)).toBe(
      'approved',
    );

    const mail = (await mailsTo(person.email)).find((row) => row.subject.includes('account is ready'));
    expect(mail?.text_body).toContain('http://localhost:3000/auth');

    const audit = await auditOf(person.userId, 'approve_account');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      user_id: admin.userId,
      resource_type: 'user_accounts',
      before: { approval: 'pending', email: person.email },
      after: { approval: 'approved' },
    });

    // Approving twice is a conflict, not a second mail.
    expect((await decide('approve', person.userId)).statusCode).toBe(409);
  });

  it('refuses: the person gets 403 with the refused words, a short notice, and the change is audited', async () => {
    const person: Registered = await registerAndSignIn(server.app, 'refuse.me@example.test');
    const refused = await decide('refuse', person.userId);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ approval: 'refused' });

    const response = await call(person.cookie, PRODUCT_CALLS[1]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: ACCOUNT_REFUSED_MESSAGE });
    expect((await me(person.cookie)).json()).toMatchObject({ approval: 'refused' });

    const notice = (await mailsTo(person.email)).find((row) => row.subject.includes('registration'));
    expect(notice?.text_body).toContain('was not approved');

    const audit = await auditOf(person.userId, 'refuse_account');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { approval: 'pending' }, after: { approval: 'refused' } });
    // A refused account is not pending any more: refusing again is a conflict; approving it later is allowed.
    expect((await decide('refuse', person.userId)).statusCode).toBe(409);
    expect((await decide('approve', person.userId)).statusCode).toBe(200);
  });

  it('keeps accounts an administrator made approved', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie, ...sameOrigin },
      payload: { email: 'made.by.admin@example.test', role: 'viewer', password: 'a-Long-enough-password-1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ approval: 'approved' });
    const viewer = await signInAs(server.app, 'viewer');
    expect((await me(viewer.cookie)).json()).toMatchObject({ approval: 'approved' });
    expect((await call(viewer.cookie, PRODUCT_CALLS[0])).statusCode).toBe(200);
  });

  it('refuses the decision routes to non-admins (403) and signed-out visitors (401)', async () => {
    const person = await registerAndSignIn(server.app, 'not.decided@example.test');
    for (const role of ['viewer', 'pm'] as const) {
      const other = await signInAs(server.app, role);
      for (const action of ['approve', 'refuse'] as const) {
        expect((await decide(action, person.userId, other.cookie)).statusCode).toBe(403);
      }
      const setting = await server.app.inject({
        method: 'PUT',
        url: '/api/admin/registration',
        headers: { cookie: other.cookie, ...sameOrigin },
        payload: { mode: 'closed' },
      });
      expect(setting.statusCode).toBe(403);
    }
    // A waiting person cannot approve themselves either.
    const self = await decide('approve', person.userId, person.cookie);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ error: ACCOUNT_PENDING_MESSAGE });

    for (const action of ['approve', 'refuse'] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/admin/users/${person.userId}/${action}`,
        headers: sameOrigin,
      });
      expect(response.statusCode).toBe(401);
    }
    for (const method of ['GET', 'PUT'] as const) {
      const response = await server.app.inject({
        method,
        url: '/api/admin/registration',
        headers: sameOrigin,
        ...(method === 'PUT' ? { payload: { mode: 'closed' } } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
    const row = await server.ctx.db
      .selectFrom('user_accounts')
      .select('approval')
      .where('user_id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(row.approval).toBe('pending');
    expect(await auditOf(person.userId, 'approve_account')).toHaveLength(0);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await decide('approve', 'no-such-user')).statusCode).toBe(404);
  });
});
