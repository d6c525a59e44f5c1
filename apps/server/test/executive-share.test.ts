import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  executiveOverviewSchema,
  publicShareDataSchema,
  publicShareMetaResponseSchema,
  SHARE_MESSAGES,
} from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { cookieFrom, signInAs, type SignedInUser } from './support/sign-in-as';
import { createShare, inFuture, publicPost, send, type ShareAnswer } from './shares.fixtures';

describe('the executive overview as a public link', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let leader: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer({ trustProxy: true });
    await replaceWithDemoData(server.ctx.db, generateDemoData());
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
    leader = await signInAs(server.app, 'viewer');
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ can_access_executive: true })
      .where('user_id', '=', leader.userId)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is shared by administrators only (a viewer who reads the page may not publish it)', async () => {
    const refused = await send(server, 'POST', '/api/shares/executive', leader, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.notAllowedToShare);
    expect((await send(server, 'POST', '/api/shares/executive', null, {})).statusCode).toBe(401);
    const bad = await send(server, 'POST', '/api/shares/executive', admin, { password: 'short' });
    expect(bad.statusCode).toBe(400);
  });

  it('opens signed out with its password and shows exactly the creator’s overview', async () => {
    const token = await createShare(server, admin, 'executive', {
      password: 'leadership-2026',
      expires_at: inFuture(7),
    });
    const meta = publicShareMetaResponseSchema.parse((await publicPost(server, token, 'meta')).json());
    expect(meta).toMatchObject({
      kind: 'executive',
      name: 'Executive Overview',
      isPasswordProtected: true,
      isExpired: false,
      sharer: 'Ada Admin',
    });
    const locked = await publicPost(server, token, 'data');
    expect(locked.statusCode).toBe(401);
    expect((await publicPost(server, token, 'verify', { password: 'wrong-password' })).json()).toEqual({
      valid: false,
    });
    const verified = await publicPost(server, token, 'verify', { password: 'leadership-2026' });
    expect(verified.json()).toEqual({ valid: true });
    const data = await publicPost(server, token, 'data', {}, { cookie: cookieFrom(verified) });
    expect(data.statusCode).toBe(200);
    const answer = publicShareDataSchema.parse(data.json());
    if (answer.kind !== 'executive') throw new Error(`not an executive share: ${answer.kind}`);
    const page = executiveOverviewSchema.parse(
      (
        await server.app.inject({ method: 'GET', url: '/api/executive', headers: { cookie: admin.cookie } })
      ).json(),
    );
    // The page's figures, less the record ids of grants ending soon (issue 34, finding 7).
    const ending = page.slots.grantsEndingSoon;
    const withoutIds = {
      ...page,
      slots: {
        ...page.slots,
        grantsEndingSoon: ending && {
          count: ending.count,
          grants: ending.grants.map(({ id: _id, ...grant }) => grant),
        },
      },
    };
    expect(answer.data).toEqual(withoutIds);
    // Only what the page shows: the overview's own fields, nothing else of the creator's.
    expect(Object.keys(data.json<{ data: object }>().data).sort()).toEqual(Object.keys(page).sort());
  });

  it('stops answering once its creator may no longer share the overview, and after it expires', async () => {
    const other = await signInAs(server.app, 'admin');
    const token = await createShare(server, other, 'executive', {});
    expect((await publicPost(server, token, 'data')).statusCode).toBe(200);
    await server.ctx.db
      .updateTable('user_accounts')
      .set({ role: 'viewer' })
      .where('user_id', '=', other.userId)
      .execute();
    const gone = await publicPost(server, token, 'data');
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ShareAnswer>().message).toBe(SHARE_MESSAGES.notAvailable);

    const expiring = await createShare(server, admin, 'executive', { expires_at: inFuture(1) });
    await server.ctx.db
      .updateTable('shares')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token', '=', expiring)
      .execute();
    expect((await publicPost(server, expiring, 'data')).statusCode).toBe(410);
  });
});
