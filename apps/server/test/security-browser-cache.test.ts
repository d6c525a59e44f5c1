import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe("the browser keeps no one's data in its cache", () => {
  let server: TestServer;
  let viewer: SignedInUser;
  beforeAll(async () => {
    server = await buildTestServer();
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, cookie?: string) =>
    server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends the session, the person and a refusal with no-store', async () => {
    for (const response of [
      await get('/api/session', viewer.cookie),
      await get('/api/session'),
      await get('/api/me', viewer.cookie),
      await get('/api/me'),
      await get('/api/no-such-route', viewer.cookie),
      await get('/%61pi/session', viewer.cookie), // the router decodes it to /api/session
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves a route its own rule: the project list revalidates with its ETag', async () => {
    const list = await get('/api/projects', viewer.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-cache');
    expect(list.headers.etag).toBeTruthy();
  });

  it('clears the cache of this site when someone signs out, and not on a refused sign-out', async () => {
    const other = await signInAs(server.app, 'viewer');
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...sameOrigin, cookie: other.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.headers['clear-site-data']).toBe('"cache"');
    expect(out.headers['cache-control']).toBe('no-store');

    const foreign = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: viewer.cookie },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['clear-site-data']).toBeUndefined();
    expect((await get('/api/me', viewer.cookie)).statusCode).toBe(200);
  });
});
