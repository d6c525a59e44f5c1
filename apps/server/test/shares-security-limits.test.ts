import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@bil/domain';
import { SHARE_PUBLIC_ADDRESS_LIMIT, SHARE_VERIFY_LIMITS } from '../src/modules/sharing/share-access.service';
import { rateLimitKey } from '../src/lib/rate-limit.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, signInAs, type SignedInUser } from './support/sign-in-as';
import { createShare, insertSharesFixture, publicPost, send, type ShareAnswer } from './shares.fixtures';

const PASSWORD = 'letmein-2026';

/** Finding 5: password guessing limits one address, not the share; public data is limited per address. */
describe('share password and public rate limits', { timeout: 180_000 }, () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer({ trustProxy: true });
    await insertSharesFixture(server);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const verify = (token: string, password: string, address: string) =>
    publicPost(server, token, 'verify', { password }, { 'x-forwarded-for': address });
  const protectedShare = () => createShare(server, admin, 'pm-management', { password: PASSWORD });
  const shareRowId = async (token: string) =>
    (
      await server.ctx.db
        .selectFrom('shares')
        .select('id')
        .where('token', '=', token)
        .executeTakeFirstOrThrow()
    ).id;
  const shareHits = async (token: string) => {
    const row = await server.ctx.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', rateLimitKey('share-verify-share', await shareRowId(token)))
      .executeTakeFirst();
    return row?.hits ?? 0;
  };

  it('one guessing address is stopped; every other visitor still gets in', async () => {
    const token = await protectedShare();
    const attacker = randomAddress();
    for (let attempt = 0; attempt < SHARE_VERIFY_LIMITS.perShareAndAddress.limit; attempt++) {
      expect((await verify(token, `guess-${attempt}-xx`, attacker)).json()).toEqual({ valid: false });
    }
    const limited = await verify(token, PASSWORD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ShareAnswer>().message).toMatch(/^Please try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Far more than the old per-share lockout (40) of failures from others: a visitor still gets in.
    for (let round = 0; round < 5; round++) {
      const other = randomAddress();
      for (let attempt = 0; attempt < SHARE_VERIFY_LIMITS.perShareAndAddress.limit; attempt++) {
        expect((await verify(token, `guess-${attempt}-yy`, other)).statusCode).toBe(200);
      }
    }
    const visitor = await verify(token, PASSWORD, randomAddress());
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ valid: true });
  });

  it('counts failures only: a right password clears the address count on that share', async () => {
    const token = await protectedShare();
    const address = randomAddress();
    const failures = SHARE_VERIFY_LIMITS.perShareAndAddress.limit - 1;
    for (let attempt = 0; attempt < failures; attempt++) await verify(token, 'wrong-password', address);
    expect((await verify(token, PASSWORD, address)).json()).toEqual({ valid: true });
    for (let attempt = 0; attempt < failures; attempt++) {
      expect((await verify(token, 'wrong-password', address)).statusCode).toBe(200);
    }
  });

  it('an address has one budget across every share', async () => {
    const address = randomAddress();
    const tokens = await Promise.all([
      protectedShare(),
      protectedShare(),
      protectedShare(),
      protectedShare(),
    ]);
    let sent = 0;
    for (const token of tokens) {
      for (let attempt = 0; attempt < SHARE_VERIFY_LIMITS.perShareAndAddress.limit - 1; attempt++) {
        if (sent === SHARE_VERIFY_LIMITS.perAddress.limit) break;
        expect((await verify(token, 'wrong-password', address)).statusCode).toBe(200);
        sent++;
      }
    }
    expect(sent).toBe(SHARE_VERIFY_LIMITS.perAddress.limit);
    expect((await verify(tokens[3], PASSWORD, address)).statusCode).toBe(429);
  });

  it('keeps a per-share ceiling for distributed guessing, which a refused address does not use up', async () => {
    const token = await protectedShare();
    const attacker = randomAddress();
    for (let attempt = 0; attempt <= SHARE_VERIFY_LIMITS.perShareAndAddress.limit + 5; attempt++) {
      await verify(token, 'wrong-password', attacker);
    }
    // Refused attempts did not count against the share.
    expect(await shareHits(token)).toBe(SHARE_VERIFY_LIMITS.perShareAndAddress.limit);
    expect(SHARE_VERIFY_LIMITS.perShare.limit).toBeGreaterThanOrEqual(
      50 * SHARE_VERIFY_LIMITS.perShareAndAddress.limit,
    );

    // Many addresses together reach the ceiling (counter set as if 1000 attempts had come in).
    await server.ctx.db
      .updateTable('rate_limits')
      .set({ hits: SHARE_VERIFY_LIMITS.perShare.limit })
      .where('key', '=', rateLimitKey('share-verify-share', await shareRowId(token)))
      .execute();
    expect((await verify(token, PASSWORD, randomAddress())).statusCode).toBe(429);
    // Another share is untouched.
    expect((await verify(await protectedShare(), PASSWORD, randomAddress())).json()).toEqual({ valid: true });
  });

  it('limits meta, verify and data per address (429 with Retry-After), other addresses unaffected', async () => {
    const token = await createShare(server, admin, 'pm-management', {});
    const address = randomAddress();
    const headers = { 'x-forwarded-for': address };
    const actions = ['meta', 'data', 'verify'] as const;
    // Verify has its own, smaller budget: the page fills this one with meta and data, then verifies once.
    for (let request = 0; request < SHARE_PUBLIC_ADDRESS_LIMIT.limit - 1; request++) {
      const response = await publicPost(server, token, request % 2 ? 'data' : 'meta', {}, headers);
      expect(response.statusCode).toBe(200);
    }
    const lastVerify = await publicPost(server, token, 'verify', { password: 'x' }, headers);
    expect(lastVerify.statusCode).toBe(200);
    for (const action of actions) {
      const response = await publicPost(
        server,
        token,
        action,
        action === 'verify' ? { password: 'x' } : {},
        headers,
      );
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json<ShareAnswer>().message).toMatch(/^Please try again in \d+ seconds$/);
    }
    const other = await publicPost(server, token, 'meta', {}, { 'x-forwarded-for': randomAddress() });
    expect(other.statusCode).toBe(200);
  });

  it('wants share passwords of at least 8 characters when creating and changing', async () => {
    const created = await send(server, 'POST', '/api/shares/pm-management', admin, { password: ' abcdefg ' });
    expect(created.statusCode).toBe(400);
    expect(created.json<ShareAnswer>().message).toBe('Password must be at least 8 characters');
    expect(SHARE_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
    const token = await createShare(server, admin, 'pm-management', { password: 'abcdefgh' });
    const changed = await send(server, 'PATCH', `/api/shares/${token}`, admin, { password: '1234567' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json<ShareAnswer>().message).toBe('Password must be at least 8 characters');
  });
});
