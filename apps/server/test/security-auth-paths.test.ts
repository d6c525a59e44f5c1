import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('the /api/auth allowlist cannot be walked around with path tricks', () => {
  let server: TestServer;
  let admin: SignedInUser;
  const reached: string[] = [];
  beforeAll(async () => {
    server = await buildTestServer();
    admin = await signInAs(server.app, 'admin');
    // Records what better-auth is asked for; it still answers as before.
    const handler = server.ctx.auth.handler;
    server.ctx.auth.handler = (request: Request) => {
      reached.push(new URL(request.url).pathname);
      return handler(request);
    };
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { ...sameOrigin, cookie: admin.cookie } });

  const tricks = [
    '/api/auth/reset-password/..\\list-accounts',
    '/api/auth/reset-password/..\\admin\\list-users',
    '/api/auth/reset-password/..%5Cadmin%5Clist-users',
    '/api/auth/reset-password/..%2Fadmin%2Flist-users',
    '/api/auth/reset-password/..%2fadmin%2flist-users',
    '/api/auth/reset-password/%2e%2e%5cadmin%5clist-users',
    '/api/auth/reset-password/%2E%2E',
    '/api/auth/reset-password/..',
    '/api/auth/reset-password/.',
    '/api/auth/get-session/../admin/list-users',
    '/api/auth/./admin/list-users',
    '/api/auth/admin/list-users',
    '/api/auth//get-session',
    '/api/auth/get-session%2F..%2Fadmin%2Flist-users',
  ];

  it.each(tricks)('refuses GET %s with 404 and never reaches better-auth', async (url) => {
    reached.length = 0;
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(admin.email);
    expect(reached).toEqual([]);
  });

  it('still forwards the plain spellings, with exactly the matched path', async () => {
    reached.length = 0;
    expect((await get('/api/auth/get-session')).statusCode).toBe(200);
    await get('/api/auth/reset-password/abcDEF123?callbackURL=%2Fauth%3Fmode%3Dreset');
    expect(reached).toEqual(['/api/auth/get-session', '/api/auth/reset-password/abcDEF123']);
  });
});
