import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import {
  cookieFrom,
  randomAddress,
  sameOrigin,
  signIn,
  signInAs,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from './support/sign-in-as';
import { findLink, startSmtpCapture } from './support/smtp-capture';

type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

describe('sign-in, password reset and password change', () => {
  let server: TestServer;
  let smtp: Capture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await buildTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const me = (cookie: string) => server.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
      remoteAddress: randomAddress(),
      payload,
    });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const wrong = await signIn(server.app, viewer.email, 'not-the-Password-1');
    const unknown = await signIn(server.app, 'nobody@example.test', 'not-the-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Invalid email or password',
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('answers a reset request the same for unknown and known addresses, and mails a link to the web reset screen', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const unknown = await post('/api/auth/request-password-reset', { email: 'nobody@example.test' });
    const known = await post('/api/auth/request-password-reset', { email: viewer.email });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    const mail = await smtp.waitForMail(viewer.email);
    expect(mail.text).toContain('Subject: Reset your password');
    const link = findLink(mail, `${TEST_ORIGIN}/api/auth/reset-password/`);
    const landing = await server.app.inject({ method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/auth`);
    expect(location.searchParams.get('mode')).toBe('reset');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const newPassword = 'brand-New-password-77';
    const reset = await post('/api/auth/reset-password', { token, newPassword });
    expect(reset.statusCode).toBe(200);
    // The reset ended the old session; the new password works; the old one does not.
    expect((await me(viewer.cookie)).statusCode).toBe(401);
    expect((await signIn(server.app, viewer.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(server.app, viewer.email, newPassword)).statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, newPassword: 'yet-Another-pass-88' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses an invalid or expired reset token and changes nothing', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const invalid = await post('/api/auth/reset-password', {
      token: 'made-up-token',
      newPassword: 'whatever-Pass-123',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'Invalid token', code: 'INVALID_TOKEN' });

    await post('/api/auth/request-password-reset', { email: viewer.email });
    const link = findLink(await smtp.waitForMail(viewer.email), `${TEST_ORIGIN}/api/auth/reset-password/`);
    const token = new URL(link).pathname.split('/').at(-1) ?? '';
    await server.ctx.db
      .withTables<{ verification: { identifier: string; expiresAt: Date } }>()
      .updateTable('verification')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('identifier', '=', `reset-password:${token}`)
      .execute();

    const landing = await server.app.inject({ method: 'GET', url: link.replace(TEST_ORIGIN, '') });
    expect(landing.statusCode).toBe(302);
    expect(new URL(String(landing.headers.location)).searchParams.get('error')).toBe('INVALID_TOKEN');
    const expired = await post('/api/auth/reset-password', { token, newPassword: 'whatever-Pass-123' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await me(viewer.cookie)).statusCode).toBe(200);
    expect((await signIn(server.app, viewer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other sessions when the password is changed', async () => {
    const pm = await signInAs(server.app, 'pm');
    const laptop = pm.cookie;
    const phone = cookieFrom(await signIn(server.app, pm.email, TEST_PASSWORD));
    expect((await me(phone)).statusCode).toBe(200);

    const wrongCurrent = await post(
      '/api/auth/change-password',
      { currentPassword: 'nope-Nope-123', newPassword: 'changed-Password-99' },
      laptop,
    );
    expect(wrongCurrent.statusCode).toBe(400);
    expect((await me(phone)).statusCode).toBe(200);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'changed-Password-99' },
      laptop,
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    const laptopNow = cookieFrom(changed);
    expect(laptopNow).toContain('session_token=');
    expect((await me(laptopNow)).statusCode).toBe(200);
  });

  it('ends the session on sign-out', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const out = await post('/api/auth/sign-out', {}, viewer.cookie);
    expect(out.statusCode).toBe(200);
    expect((await me(viewer.cookie)).statusCode).toBe(401);
  });
});
