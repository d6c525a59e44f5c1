import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeTextMessage } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
import { insertAirports } from './support/project-factory';

// Issue 34 (smaller): a name carrying a bidi control or a lone surrogate is refused in the form's words and
// nothing is saved (a lone surrogate used to reach the database and fail there).
describe('names with hidden text-direction or broken characters', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirports(server.ctx.db, [
      { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: 'Pat PM' },
    ]);
    admin = await signInAs(server.app, 'admin', { displayName: 'Ada Admin' });
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method, url, headers: { ...sameOrigin, cookie: admin.cookie }, payload });
  const projectCount = async () =>
    Number(
      (
        await server.ctx.db
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['a right-to-left override', 'Runway\u202Egnp.exe'],
    ['a first-strong isolate', 'Runway \u2068lighting'],
    ['a lone surrogate', 'Runway \uD800'],
  ])('refuses a project title with %s', async (_label, title) => {
    const response = await send('POST', '/api/projects', { airport_code: 'AAA', project_title: title });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(unsafeTextMessage('Project title'));
    expect(await projectCount()).toBe(0);
  });

  it('refuses an airport name with a right-to-left embedding on a project', async () => {
    const response = await send('POST', '/api/projects', {
      airport_code: 'AAA',
      project_title: 'Apron',
      airport_name: 'Alpha \u202BField',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(unsafeTextMessage('Airport name'));
    expect(await projectCount()).toBe(0);
  });

  it('refuses a display name with a lone surrogate and keeps the old one', async () => {
    const response = await send('PATCH', '/api/me', { displayName: 'Ada \uDC00' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(unsafeTextMessage('Display name'));
    const row = await server.ctx.db
      .selectFrom('user_accounts')
      .select('display_name')
      .where('user_id', '=', admin.userId)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe('Ada Admin');
  });
});
