import { SIGN_IN_POLICY_MESSAGES } from '@bil/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, sameOrigin, signIn, signInAs, TEST_PASSWORD } from './support/sign-in-as';

// NIST SP 800-63B 5.1.1.2: at least 8 characters, no composition rules, refused when on a list of common
// or breached passwords, with the reason. "password1", "qwerty123" and "sunshine1" lead such lists.
describe('password rules (NIST 800-63B): common and breached passwords refused offline, with the reason', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
      remoteAddress: randomAddress(),
      payload,
    });
  const refusal = { error: SIGN_IN_POLICY_MESSAGES.passwordCommon, code: 'PASSWORD_COMMON' };

  it('refuses a common password at sign-up, whatever its case, and creates no account', async () => {
    for (const password of ['password1', 'Password1', 'QWERTY123']) {
      const email = `common-${password.toLowerCase()}@example.test`;
      const response = await post('/api/auth/sign-up/email', { email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refusal);
      const user = await server.ctx.db.selectFrom('user').select('id').where('email', '=', email).execute();
      expect(user).toEqual([]);
    }
  });

  it('accepts an uncommon password of 8 or more characters with no mix of character kinds', async () => {
    const response = await post('/api/auth/sign-up/email', {
      email: 'plain@example.test',
      password: 'runwaylights',
    });
    expect(response.statusCode).toBe(200);
    const short = await post('/api/auth/sign-up/email', { email: 'short@example.test', password: 'abc1234' });
    expect(short.statusCode).toBe(400);
  });

  it('refuses a common password as a new password, keeping the old one', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'sunshine1' },
      viewer.cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject(refusal);
    expect((await signIn(server.app, viewer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a common password for an account an administrator creates', async () => {
    const admin = await signInAs(server.app, 'admin');
    const email = 'made-by-admin@example.test';
    const created = await post(
      '/api/admin/users',
      { email, password: 'password1', role: 'viewer' },
      admin.cookie,
    );
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject(refusal);
    const user = await server.ctx.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(user).toEqual([]);
  });
});
