import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/lib/rate-limit.service';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, sameOrigin, signInAs, TEST_PASSWORD } from './support/sign-in-as';

const FIFTEEN_MINUTES = 15 * 60;

describe('sign-in limits per account and address, with a per-account ceiling', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The defaults for one (account, address); a low ceiling so the test can reach it.
    server = await buildTestServer(
      {},
      { rateLimits: { signInPerAccount: { limit: 12, windowSeconds: FIFTEEN_MINUTES } } },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const signIn = (email: string, password: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: sameOrigin,
      remoteAddress,
      payload: { email, password },
    });

  it('keeps the owner signing in from their own address while an attacker fails many times from another', async () => {
    const owner = await signInAs(server.app, 'viewer');
    const attacker = '203.0.113.66';
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await signIn(owner.email, `wrong-Guess-${attempt}`, attacker)).statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const fromHome = await signIn(owner.email, TEST_PASSWORD, '198.51.100.7');
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.headers['set-cookie']).toBeDefined();
  });

  it("limits the attacker's own address for that account, even with the right password", async () => {
    const owner = await signInAs(server.app, 'viewer');
    const attacker = '203.0.113.77';
    const limit = DEFAULT_RATE_LIMITS.signInPerAccountAddress.limit;
    for (let attempt = 0; attempt < limit; attempt++) {
      expect((await signIn(owner.email, `wrong-Guess-${attempt}`, attacker)).statusCode).toBe(401);
    }
    const refused = await signIn(owner.email, TEST_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('caps guessing spread over many addresses with the per-account ceiling', async () => {
    const owner = await signInAs(server.app, 'viewer');
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signIn(owner.email, `wrong-Guess-${attempt}`, randomAddress())).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, TEST_PASSWORD, randomAddress())).statusCode).toBe(429);
  });

  it('keeps the counters in the rate_limits table, where every server process sees them', async () => {
    const keys = await server.ctx.db.selectFrom('rate_limits').select('key').execute();
    const buckets = new Set(keys.map((row) => row.key.replace(/:[0-9a-f]{32}$/, '')));
    expect(buckets).toContain('sign-in:account-address');
    expect(buckets).toContain('sign-in:account');
    expect(buckets).toContain('sign-in:address');
  });

  it('by default allows 5 failures per account and address and 100 per account in 15 minutes', () => {
    expect(DEFAULT_RATE_LIMITS.signInPerAccountAddress).toEqual({ limit: 5, windowSeconds: FIFTEEN_MINUTES });
    expect(DEFAULT_RATE_LIMITS.signInPerAccount).toEqual({ limit: 100, windowSeconds: FIFTEEN_MINUTES });
  });
});
