import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, TEST_ORIGIN, type SignedInUser } from './support/sign-in-as';

const FOREIGN = 'https://evil.example';

describe('the Origin check covers every state-changing request, however its path is spelled', () => {
  let server: TestServer;
  let viewer: SignedInUser;
  beforeAll(async () => {
    server = await buildTestServer();
    viewer = await signInAs(server.app, 'viewer', { displayName: 'Original Name' });
  });
  afterAll(async () => {
    await server.close();
  });

  const displayName = async () =>
    (
      await server.ctx.db
        .selectFrom('user_accounts')
        .select('display_name')
        .where('user_id', '=', viewer.userId)
        .executeTakeFirstOrThrow()
    ).display_name;
  const patchMe = (url: string, origin: string) =>
    server.app.inject({
      method: 'PATCH',
      url,
      headers: { origin, cookie: viewer.cookie },
      payload: { displayName: 'Changed by evil' },
    });

  // Each of these reaches PATCH /api/me through the router (the last is the control).
  const spellings = ['/%61pi/me', '/%61%70%69/me', '/api/%6De', '/%61pi/m%65?x=1', '/api/me'];

  it.each(spellings)('refuses a foreign Origin on PATCH %s and changes nothing', async (url) => {
    const response = await patchMe(url, FOREIGN);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused' });
    expect(await displayName()).toBe('Original Name');
  });

  it('still accepts the same spellings from the app itself (so the refusals above are the check)', async () => {
    const response = await patchMe('/%61pi/me', TEST_ORIGIN);
    expect(response.statusCode).toBe(200);
    expect(await displayName()).toBe('Changed by evil');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    'refuses a foreign Origin on %s outside /api too',
    async (method) => {
      const response = await server.app.inject({ method, url: '/anything', headers: { origin: FOREIGN } });
      expect(response.statusCode).toBe(403);
    },
  );

  it('refuses a cross-site fetch without Origin (Sec-Fetch-Site) on an encoded path', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/%61pi/me',
      headers: { 'sec-fetch-site': 'cross-site', cookie: viewer.cookie },
      payload: { displayName: 'Sneaky' },
    });
    expect(response.statusCode).toBe(403);
  });
});

// Issue 34 (smaller): with PUBLIC_URL set, the whole origin (scheme, host, port) must be PUBLIC_URL's; the
// Host header is the client's to write and proves nothing.
describe('with PUBLIC_URL set, a write must come from exactly its origin', () => {
  let server: TestServer;
  let viewer: SignedInUser;
  beforeAll(async () => {
    server = await buildTestServer(); // PUBLIC_URL http://localhost:3000 (test-config.ts)
    viewer = await signInAs(server.app, 'viewer', { displayName: 'Original Name' });
  });
  afterAll(async () => {
    await server.close();
  });

  const patchMe = (origin: string, host: string) =>
    server.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { origin, host, cookie: viewer.cookie },
      payload: { displayName: 'Forged' },
    });

  it.each([
    ['a foreign Origin with a forged Host to match', FOREIGN, 'evil.example'],
    ['another scheme', 'https://localhost:3000', 'localhost:3000'],
    ['another port, Host forged to match', 'http://localhost:3001', 'localhost:3001'],
  ])('refuses %s and changes nothing', async (_label, origin, host) => {
    const response = await patchMe(origin, host);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site request refused' });
    const row = await server.ctx.db
      .selectFrom('user_accounts')
      .select('display_name')
      .where('user_id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe('Original Name');
  });

  it("accepts PUBLIC_URL's origin whatever the Host header says", async () => {
    expect((await patchMe(TEST_ORIGIN, 'internal-name:8080')).statusCode).toBe(200);
  });

  it('without PUBLIC_URL (development), still accepts an Origin naming the Host it was sent to', async () => {
    const dev = await buildTestServer({ publicUrlIsSet: false });
    try {
      const person = await signInAs(dev.app, 'viewer');
      const patch = (origin: string, host: string) =>
        dev.app.inject({
          method: 'PATCH',
          url: '/api/me',
          headers: { origin, host, cookie: person.cookie },
          payload: { displayName: 'Dev' },
        });
      expect((await patch('http://192.168.1.20:5173', '192.168.1.20:5173')).statusCode).toBe(200);
      expect((await patch(FOREIGN, 'localhost:5173')).statusCode).toBe(403);
    } finally {
      await dev.close();
    }
    // A second server to build: slow on a busy machine.
  }, 120_000);
});
