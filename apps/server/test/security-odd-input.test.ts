import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { insertAirports } from './support/project-factory';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const NUL_ERROR = { error: 'Text must not contain the NUL character (\\u0000).' };

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

describe('odd input gets a clear 400, never a 500, and changes nothing', () => {
  let server: TestServer;
  let admin: SignedInUser;
  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: 'Pat PM' },
    ]);
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  // session and verification are better-auth's tables (not in db/schema.ts).
  const count = async (table: 'projects' | 'rate_limits' | 'session' | 'verification') =>
    Number(
      (
        await server.ctx.db
          .withTables<{ session: { id: string }; verification: { id: string } }>()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a NUL in a project title', async () => {
    const before = await count('projects');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: { airport_code: 'AAA', project_title: 'Apron\u0000 rehab', status: 'Pending Sub-Award' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_ERROR);
    expect(await count('projects')).toBe(before);
  });

  it('refuses a NUL in a JSON key and in a query string', async () => {
    const inKey = await server.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...sameOrigin, cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"displayName":"ok","x\\u0000":1}',
    });
    expect(inKey.statusCode).toBe(400);
    expect(inKey.json()).toEqual(NUL_ERROR);
    const inQuery = await server.app.inject({
      method: 'GET',
      url: '/api/projects?search=a%00b',
      headers: { cookie: admin.cookie },
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual(NUL_ERROR);
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/airports/AA%00A',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(NUL_ERROR);
  });

  it('refuses a NUL in a password reset token, in the body and in the link', async () => {
    const before = await count('verification');
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: sameOrigin,
      remoteAddress: randomAddress(),
      payload: { token: 'abc\u0000def', newPassword: 'another-Password-77' },
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toEqual(NUL_ERROR);
    const linked = await server.app.inject({ method: 'GET', url: '/api/auth/reset-password/abc%00def' });
    expect(linked.statusCode).toBe(400);
    expect(linked.json()).toEqual(NUL_ERROR);
    expect(await count('verification')).toBe(before);
  });

  it('refuses 1,000-deep JSON on /api/auth/sign-in/email before anything counts or signs in', async () => {
    const sessions = await count('session');
    const limits = await count('rate_limits');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      remoteAddress: randomAddress(),
      payload: `{"email":"a@example.test","password":"x","deep":${nested(1000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is nested too deeply (at most 64 levels).' });
    expect(await count('session')).toBe(sessions);
    expect(await count('rate_limits')).toBe(limits);
  });

  it('refuses deep JSON on any route, and still accepts JSON at the limit', async () => {
    const deep = await server.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { ...sameOrigin, cookie: admin.cookie, 'content-type': 'application/json' },
      payload: `{"displayName":"x","deep":${nested(100)}}`,
    });
    expect(deep.statusCode).toBe(400);
    // 64 levels in all: parsed and passed on (a wrong password, so 401).
    const atLimit = await server.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      remoteAddress: randomAddress(),
      payload: `{"email":"${admin.email}","password":"wrong-Password-1","deep":${nested(63)}}`,
    });
    expect(atLimit.statusCode).toBe(401);
  });

  it('maps PostgreSQL 22021 (a NUL reaching the database) to 400 as a backstop', async () => {
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.get('/nul', async () => {
      await sql`select ${'a\u0000b'}::text`.execute(server.ctx.db);
      return 'stored';
    });
    const response = await bare.inject({ method: 'GET', url: '/nul' });
    await bare.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Text contains a character that cannot be stored.' });
  });
});
