import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareListItemSchema, shareListSchema, SHARE_MESSAGES } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';
import {
  chartBody,
  createShare,
  inFuture,
  insertSharesFixture,
  PM_ANN,
  publicPost,
  send,
  type ShareAnswer,
} from './shares.fixtures';

describe('managing shares', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let ann: SignedInUser;
  let otherPm: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await insertSharesFixture(server);
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
    ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN, displayName: 'Ann S.' });
    otherPm = await signInAs(server.app, 'pm', { tdotPm: PM_ANN });
  });
  afterAll(async () => {
    await server.close();
  });

  const auditOf = async (token: string) => {
    const rows = await server.ctx.db
      .selectFrom('audit_logs')
      .select(['action', 'user_id', 'before', 'after', 'resource_id'])
      .where('resource_type', '=', 'shares')
      .orderBy('created_at')
      .execute();
    // Audit rows name a share by its token's first 6 characters only.
    const named = `${token.slice(0, 6)}…`;
    return rows.filter(
      (row) =>
        (row.after as { shareId?: string } | null)?.shareId === named ||
        (row.before as { shareId?: string } | null)?.shareId === named,
    );
  };

  it("lists a person's own shares, and everyone's to an administrator", async () => {
    const mine = await createShare(server, ann, 'project-page', {
      page_name: 'Ann page',
      selection: { grant_numbers: ['101'] },
      password: 'abcd-1234',
      expires_at: inFuture(10),
    });
    const adminOwn = await createShare(server, admin, 'pm-page', { pm: PM_ANN });
    const annList = shareListSchema.parse((await send(server, 'GET', '/api/shares', ann)).json());
    expect(annList.shares.map((share) => share.shareId)).toEqual([mine]);
    expect(annList.shares[0]).toMatchObject({
      kind: 'project_page',
      name: 'Ann page',
      path: `/share/project-page/${mine}`,
      createdByName: 'Ann S.',
      passwordProtected: true,
      status: 'active',
      viewCount: 0,
      lastViewedAt: null,
    });
    const adminList = shareListSchema.parse((await send(server, 'GET', '/api/shares', admin)).json());
    expect(adminList.shares.map((share) => share.shareId)).toEqual(expect.arrayContaining([mine, adminOwn]));
    const pmPage = adminList.shares.find((share) => share.shareId === adminOwn);
    expect(pmPage?.path).toBe(`/share/pm/${encodeURIComponent(PM_ANN)}/${adminOwn}`);
    expect(JSON.stringify(adminList)).not.toContain(ann.email);
  });

  it('changes expiry and password (owner or administrator), with audit rows and SPEC messages', async () => {
    const token = await createShare(server, ann, 'pm-management', {});
    const expires = inFuture(7);
    const patched = await send(server, 'PATCH', `/api/shares/${token}`, ann, {
      expires_at: expires,
      password: 'pass1-long',
    });
    expect(patched.statusCode).toBe(200);
    expect(shareListItemSchema.parse(patched.json())).toMatchObject({
      passwordProtected: true,
      expiresAt: expires,
    });

    const tooShort = await send(server, 'PATCH', `/api/shares/${token}`, ann, { password: ' ab ' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.passwordTooShort);
    const past = await send(server, 'PATCH', `/api/shares/${token}`, ann, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.expiryTooSoon);

    const cleared = await send(server, 'PATCH', `/api/shares/${token}`, admin, {
      expires_at: null,
      password: null,
    });
    expect(cleared.json()).toMatchObject({ passwordProtected: false, expiresAt: null });

    expect(
      (await send(server, 'PATCH', `/api/shares/${token}`, otherPm, { password: null })).statusCode,
    ).toBe(403);
    expect((await send(server, 'PATCH', '/api/shares/unknown-token-000000000', ann, {})).statusCode).toBe(
      404,
    );

    const audit = await auditOf(token);
    expect(audit.map((row) => [row.action, row.user_id])).toEqual([
      ['create_share', ann.userId],
      ['update_share', ann.userId],
      ['update_share', admin.userId],
    ]);
    expect(JSON.stringify(audit)).not.toContain('scrypt');
  });

  it('shows an expired share as expired', async () => {
    const token = await createShare(server, ann, 'chart', chartBody());
    await server.ctx.db
      .updateTable('shares')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('token', '=', token)
      .execute();
    const list = shareListSchema.parse((await send(server, 'GET', '/api/shares', ann)).json());
    expect(list.shares.find((share) => share.shareId === token)?.status).toBe('expired');
  });

  it('revokes and deletes (owner or administrator), audited; the link then answers 404', async () => {
    const token = await createShare(server, ann, 'chart', chartBody());
    expect((await send(server, 'POST', `/api/shares/${token}/revoke`, otherPm)).statusCode).toBe(403);
    const revoked = await send(server, 'POST', `/api/shares/${token}/revoke`, ann);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ShareAnswer>().status).toBe('revoked');
    expect((await publicPost(server, token, 'data')).statusCode).toBe(404);

    expect((await send(server, 'DELETE', `/api/shares/${token}`, otherPm)).statusCode).toBe(403);
    const deleted = await send(server, 'DELETE', `/api/shares/${token}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await send(server, 'DELETE', `/api/shares/${token}`, admin)).statusCode).toBe(404);
    const rows = await server.ctx.db.selectFrom('shares').select('id').where('token', '=', token).execute();
    expect(rows).toEqual([]);

    const audit = await auditOf(token);
    expect(audit.map((row) => [row.action, row.user_id])).toEqual([
      ['create_share', ann.userId],
      ['revoke_share', ann.userId],
      ['delete_share', admin.userId],
    ]);
  });
});

describe('sharing in the OpenAPI document', () => {
  it('documents the signed-in and public sharing routes', async () => {
    const server = await buildTestServer();
    try {
      const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: object;
      }>();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/shares/chart',
          '/api/shares/chart-group',
          '/api/shares/project-page',
          '/api/shares/pm-page',
          '/api/shares/pm-management',
          '/api/shares',
          '/api/shares/{shareId}',
          '/api/shares/{shareId}/revoke',
          '/api/public/shares/{shareId}/meta',
          '/api/public/shares/{shareId}/verify',
          '/api/public/shares/{shareId}/data',
        ]),
      );
    } finally {
      await server.close();
    }
  });
});
