import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/modules/accounts/accounts.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { TEST_PASSWORD } from './support/sign-in-as';

describe('e-mail confirmations and e-mail changes are audited', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const secret = () => server.ctx.config.authSecret ?? '';
  const auditRows = (userId: string) =>
    server.ctx.db
      .selectFrom('audit_logs')
      .select(['action', 'user_id', 'resource_type', 'resource_id', 'after'])
      .where('resource_id', '=', userId)
      .orderBy('id')
      .execute();
  const findUser = (userId: string) =>
    server.ctx.db
      .selectFrom('user')
      .select(['email', 'emailVerified'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('writes a verify_email row when a person confirms their address with the mailed link', async () => {
    const email = 'confirm-me@example.test';
    const account = await createAccount(server.ctx, {
      email,
      password: TEST_PASSWORD,
      role: 'viewer',
      emailConfirmed: false,
    });
    const token = await createEmailVerificationToken(secret(), email);
    const response = await server.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(response.statusCode).toBeLessThan(400);
    expect((await findUser(account.user_id)).emailVerified).toBe(true);
    expect(await auditRows(account.user_id)).toContainEqual({
      action: 'verify_email',
      user_id: account.user_id,
      resource_type: 'user',
      resource_id: account.user_id,
      after: { email, emailVerified: true },
    });
  });

  it('writes a change_email row when a change-email link moves the account to a new address', async () => {
    const email = 'old-address@example.test';
    const account = await createAccount(server.ctx, {
      email,
      password: TEST_PASSWORD,
      role: 'viewer',
      emailConfirmed: true,
    });
    const token = await createEmailVerificationToken(secret(), email, 'new-address@example.test', 3600, {
      userId: account.user_id,
    });
    const response = await server.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(response.statusCode).toBeLessThan(400);
    expect((await findUser(account.user_id)).email).toBe('new-address@example.test');
    const actions = (await auditRows(account.user_id)).map((row) => [row.action, row.after]);
    expect(actions).toContainEqual(['change_email', { email: 'new-address@example.test' }]);
  });
});
