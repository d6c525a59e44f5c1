import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, sameOrigin, signInAs, TEST_PASSWORD } from './support/sign-in-as';

const minute = 60;

describe('rate limits on sign-in, sign-up and password reset (rate_limits table)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(
      {},
      {
        rateLimits: {
          signInPerAccountAddress: { limit: 2, windowSeconds: 15 * minute },
          signInPerAddress: { limit: 4, windowSeconds: 15 * minute },
          signUpPerAddress: { limit: 2, windowSeconds: minute },
          passwordResetPerEmail: { limit: 1, windowSeconds: 10 * minute },
        },
      },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
    server.app.inject({ method: 'POST', url, headers: sameOrigin, remoteAddress, payload });
  const countSessions = async (userId: string) =>
    (
      await server.ctx.db
        .withTables<{ session: { userId: string; id: string } }>()
        .selectFrom('session')
        .select('id')
        .where('userId', '=', userId)
        .execute()
    ).length;

  function expectTooMany(response: Awaited<ReturnType<typeof post>>, windowSeconds: number) {
    expect(response.statusCode).toBe(429);
    const body = response.json<{ error: string; retryAfter: number }>();
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(body.error).toBe(`Too many attempts. Please try again in ${body.retryAfter} seconds.`);
    expect(response.headers['retry-after']).toBe(String(body.retryAfter));
  }

  it('stops sign-ins for one e-mail from one address after the limit, even with the right password, and creates no session', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const sessionsBefore = await countSessions(viewer.userId);
    const address = '192.0.2.5';
    expect(
      (await post('/api/auth/sign-in/email', { email: viewer.email, password: 'wrong-Password-1' }, address))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/sign-in/email', { email: viewer.email, password: 'wrong-Password-2' }, address))
        .statusCode,
    ).toBe(401);
    const limited = await post(
      '/api/auth/sign-in/email',
      { email: viewer.email.toUpperCase(), password: TEST_PASSWORD },
      address,
    );
    expectTooMany(limited, 15 * minute);
    expect(limited.headers['set-cookie']).toBeUndefined();
    expect(await countSessions(viewer.userId)).toBe(sessionsBefore);
  });

  it('does not count successful sign-ins against the e-mail', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await post('/api/auth/sign-in/email', {
        email: viewer.email,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('stops sign-ins from one client address across e-mails', async () => {
    const address = '192.0.2.10';
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: `x${attempt}@example.test`, password: 'nope-Nope-1' },
        address,
      );
      expect(response.statusCode).toBe(401);
    }
    expectTooMany(
      await post('/api/auth/sign-in/email', { email: 'x9@example.test', password: 'nope-Nope-1' }, address),
      15 * minute,
    );
    expect(
      (await post('/api/auth/sign-in/email', { email: 'x9@example.test', password: 'nope-Nope-1' }))
        .statusCode,
    ).toBe(401);
  });

  it('stops sign-ups from one address and creates no account when refused', async () => {
    const address = '192.0.2.20';
    expect(
      (
        await post(
          '/api/auth/sign-up/email',
          { email: 's1@example.test', password: 'long-Enough-pass-1' },
          address,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/auth/sign-up/email',
          { email: 's2@example.test', password: 'long-Enough-pass-1' },
          address,
        )
      ).statusCode,
    ).toBe(200);
    expectTooMany(
      await post(
        '/api/auth/sign-up/email',
        { email: 's3@example.test', password: 'long-Enough-pass-1' },
        address,
      ),
      minute,
    );
    const created = await server.ctx.db
      .selectFrom('user')
      .select('email')
      .where('email', 'in', ['s1@example.test', 's2@example.test', 's3@example.test'])
      .execute();
    expect(created.map((row) => row.email).sort()).toEqual(['s1@example.test', 's2@example.test']);
  });

  it('stops reset requests for one e-mail and sends no further mail', async () => {
    const viewer = await signInAs(server.app, 'viewer');
    const outbox = async () =>
      (
        await server.ctx.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('to_address', '=', viewer.email)
          .execute()
      ).length;
    expect((await post('/api/auth/request-password-reset', { email: viewer.email })).statusCode).toBe(200);
    const mails = await outbox();
    expect(mails).toBe(1);
    expectTooMany(await post('/api/auth/request-password-reset', { email: viewer.email }), 10 * minute);
    expect(await outbox()).toBe(mails);
  });

  it('keeps its counters in the database, shared by every server process', async () => {
    const rows = await server.ctx.db.selectFrom('rate_limits').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.key.includes('@'))).toBe(true);
  });
});
