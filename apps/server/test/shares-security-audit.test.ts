import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import { createShare, groupBody, insertSharesFixture, inFuture, send } from './shares.fixtures';

/** Finding 11 (sharing part): the audit log names a share by a token prefix, never the whole token. */
describe('share audit rows', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await insertSharesFixture(server);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('create, update, revoke and delete keep only the first 6 characters of the token', async () => {
    const tokens = [
      await createShare(server, admin, 'chart-group', groupBody()),
      await createShare(server, admin, 'pm-management', {}),
    ];
    for (const token of tokens) {
      const patched = await send(server, 'PATCH', `/api/shares/${token}`, admin, {
        expires_at: inFuture(3),
        password: 'a-long-password',
      });
      expect(patched.statusCode).toBe(200);
      expect((await send(server, 'POST', `/api/shares/${token}/revoke`, admin)).statusCode).toBe(200);
      expect((await send(server, 'DELETE', `/api/shares/${token}`, admin)).statusCode).toBe(204);
    }
    const rows = await server.ctx.db
      .selectFrom('audit_logs')
      .select([
        'action',
        sql<string>`concat_ws('|', resource_id, details::text, before::text, after::text)`.as('text'),
      ])
      .where('resource_type', '=', 'shares')
      .execute();
    const actions = rows.map((row) => row.action);
    for (const action of ['create_share', 'update_share', 'revoke_share', 'delete_share']) {
      expect(actions).toContain(action);
    }
    for (const token of tokens) {
      const mine = rows.filter((row) => row.text.includes(`${token.slice(0, 6)}…`));
      expect(mine.length).toBeGreaterThanOrEqual(4);
      for (const row of rows) expect(row.text).not.toContain(token);
      // Not even a longer piece of it.
      for (const row of rows) expect(row.text).not.toContain(token.slice(0, 12));
    }
    expect(rows.map((row) => row.text).join('\n')).not.toContain('a-long-password');
  });
});
