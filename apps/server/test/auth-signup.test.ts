import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_FLAGS } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { cookieFrom, randomAddress, sameOrigin, signIn, TEST_ORIGIN } from './support/sign-in-as';
import { findLink, startSmtpCapture } from './support/smtp-capture';

type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

describe('sign-up, e-mail confirmation and sign-in through a real SMTP server', () => {
  let server: TestServer;
  let smtp: Capture;
  const email = 'new.person@example.test';
  const password = 'a-Long-enough-password-1';

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await buildTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const signUp = (address: string, pass = password) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin,
      remoteAddress: randomAddress(),
      payload: { email: address, password: pass },
    });

  it('signs up, mails a PUBLIC_URL confirmation link, and lets the person in only after it is followed', async () => {
    const response = await signUp(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect(response.headers['set-cookie']).toBeUndefined();

    const mail = await smtp.waitForMail(email);
    expect(mail.text).toContain('Subject: Confirm your e-mail address');
    const link = findLink(mail, `${TEST_ORIGIN}/api/auth/verify-email?token=`);
    expect(link).toContain(`callbackURL=${encodeURIComponent('/auth?verified=1')}`);

    // The new account is a viewer with the viewer defaults, not yet confirmed.
    const row = await server.ctx.db
      .selectFrom('user')
      .innerJoin('user_accounts', 'user_accounts.user_id', 'user.id')
      .selectAll('user_accounts')
      .select('user.emailVerified')
      .where('user.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'viewer', emailVerified: false, ...DEFAULT_ROLE_FLAGS.viewer });

    // Signing in before confirming: 403 'Email not confirmed', and the confirmation mail goes out again.
    const early = await signIn(server.app, email, password);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ error: 'Email not confirmed', code: 'EMAIL_NOT_VERIFIED' });
    expect(early.headers['set-cookie']).toBeUndefined();
    await smtp.waitForMail(email, 2);

    const verify = await server.app.inject({ method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/auth?verified=1');

    const signedIn = await signIn(server.app, email, password);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieFrom(signedIn);
    const me = await server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email, emailConfirmed: true, role: 'viewer' },
      flags: DEFAULT_ROLE_FLAGS.viewer,
      roleBadge: 'Viewer',
    });

    const outbox = await server.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .execute();
    expect(outbox.length).toBeGreaterThanOrEqual(2);
    expect(outbox.every((row) => row.sent_at !== null && row.error === null)).toBe(true);
  });

  it('answers a sign-up for a taken address exactly like a new one, and mails the owner instead', async () => {
    const taken = await signUp(email, 'another-Password-22');
    const fresh = await signUp('someone.else@example.test', 'another-Password-22');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.json()).toEqual({ status: true });

    const users = await server.ctx.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
    const owner = smtp.mails.filter((mail) => mail.to.includes(email)).at(-1);
    expect(owner?.text).toContain('Subject: You already have an account');
    expect(owner?.text).not.toContain('verify-email');

    // The old password still works: nothing about the account changed.
    expect((await signIn(server.app, email, password)).statusCode).toBe(200);
  });

  it('refuses a too-short password and a malformed address with a clear 400', async () => {
    const short = await signUp('short.pass@example.test', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'Password too short' });
    const malformed = await signUp('not-an-address', password);
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json<{ error: string }>().error).toBe('string');
  });

  it('ignores a role smuggled into the sign-up body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: sameOrigin,
      remoteAddress: randomAddress(),
      payload: { email: 'smuggler@example.test', password, role: 'admin' },
    });
    expect(response.statusCode).toBeLessThan(500);
    const row = await server.ctx.db
      .selectFrom('user')
      .leftJoin('user_accounts', 'user_accounts.user_id', 'user.id')
      .select(['user_accounts.role'])
      .where('user.email', '=', 'smuggler@example.test')
      .executeTakeFirst();
    expect(row?.role ?? 'viewer').toBe('viewer');
  });

  it('does not offer better-auth endpoints that would bypass the audited admin API', async () => {
    for (const url of ['/api/auth/admin/set-role', '/api/auth/update-user', '/api/auth/delete-user']) {
      const response = await server.app.inject({ method: 'POST', url, headers: sameOrigin, payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });
});
