import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { registerAndSignIn, signUp } from './support/register';

describe('registration modes: closed, domains, approval (an audited admin setting)', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const setMode = (payload: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/admin/registration',
      headers: { cookie: admin.cookie, ...sameOrigin },
      payload: payload as Record<string, unknown>,
    });

  const userCount = async (email: string) =>
    (await server.ctx.db.selectFrom('user').select('id').where('email', '=', email).execute()).length;

  const registrationAudit = () =>
    server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('resource_type', '=', 'app_settings')
      .where('resource_id', '=', 'registration')
      .orderBy('created_at')
      .execute();

  it('closed: sign-up is refused with a clear message and creates nothing, for new and taken addresses alike', async () => {
    const changed = await setMode({ mode: 'closed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ mode: 'closed', domains: [] });
    const publicSetting = await server.app.inject({ method: 'GET', url: '/api/settings/registration' });
    expect(publicSetting.json()).toEqual({ mode: 'closed', domains: [] });

    const fresh = await signUp(server.app, 'nobody.new@example.test');
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json()).toMatchObject({ error: REGISTRATION_MESSAGES.closed, code: 'REGISTRATION_REFUSED' });
    expect(await userCount('nobody.new@example.test')).toBe(0);
    const mails = await server.ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'nobody.new@example.test')
      .execute();
    expect(mails).toHaveLength(0);

    // The admin's own address: the same answer, so closed mode does not tell who has an account.
    const taken = await signUp(server.app, admin.email);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);

    // Administrators still create accounts.
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie, ...sameOrigin },
      payload: { email: 'invited@example.test', role: 'viewer' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ approval: 'approved' });
  });

  it('domains: refuses other domains, accepts listed ones (approved once the e-mail is confirmed)', async () => {
    const changed = await setMode({ mode: 'domains', domains: ['TDOT.example.gov', '@Airport.example.org'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ mode: 'domains', domains: ['airport.example.org', 'tdot.example.gov'] });

    const outsider = await signUp(server.app, 'someone@gmail.example.com');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ error: REGISTRATION_MESSAGES.domainNotAllowed });
    expect(await userCount('someone@gmail.example.com')).toBe(0);
    // A look-alike domain is not a listed one.
    expect((await signUp(server.app, 'x@eviltdot.example.gov')).statusCode).toBe(403);

    const insider = await registerAndSignIn(server.app, 'Staff.Member@tdot.example.gov');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: insider.cookie },
    });
    expect(me.json()).toMatchObject({ approval: 'approved' });
    const projects = await server.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { cookie: insider.cookie },
    });
    expect(projects.statusCode).toBe(200);
  });

  it('refuses domains mode without a domain, and a malformed domain, with 400', async () => {
    expect((await setMode({ mode: 'domains', domains: [] })).statusCode).toBe(400);
    expect((await setMode({ mode: 'domains', domains: ['not a domain'] })).statusCode).toBe(400);
    expect((await setMode({ mode: 'open' })).statusCode).toBe(400);
  });

  it('approval: back to open registration with review; new accounts are pending', async () => {
    expect((await setMode({ mode: 'approval' })).statusCode).toBe(200);
    const person = await registerAndSignIn(server.app, 'later@gmail.example.com');
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: person.cookie } });
    expect(me.json()).toMatchObject({ approval: 'pending' });
  });

  it('audits every change of the setting with before and after', async () => {
    const audit = await registrationAudit();
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [
        { mode: 'approval', domains: [] },
        { mode: 'closed', domains: [] },
      ],
      [
        { mode: 'closed', domains: [] },
        { mode: 'domains', domains: ['airport.example.org', 'tdot.example.gov'] },
      ],
      [
        { mode: 'domains', domains: ['airport.example.org', 'tdot.example.gov'] },
        { mode: 'approval', domains: [] },
      ],
    ]);
    expect(audit.every((row) => row.user_id === admin.userId && row.action === 'update_setting')).toBe(true);
  });

  it('shows administrators the setting', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/registration',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'approval', domains: [] });
  });
});
