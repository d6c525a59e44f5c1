import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { unsafeTextMessage } from '@bil/domain';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { randomAddress, sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';
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

  const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: Record<string, unknown>) =>
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

  // Issue 34, every other place a person sends a name or a file name: one rule, the form's words, nothing written.
  const rowCount = async (table: keyof Database) =>
    Number(
      (
        await server.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  type Place = {
    place: string;
    label: string;
    table: keyof Database;
    send: (value: string) => Promise<{ statusCode: number; body: string }>;
  };
  const post = (url: string, payload: Record<string, unknown>) => send('POST', url, payload);
  const places: Place[] = [
    {
      place: 'a chart share name',
      label: 'Name',
      table: 'shares',
      send: (name) => post('/api/shares/chart', { chart_type: 'funding_distribution_by_grant', name }),
    },
    {
      place: 'a chart group name',
      label: 'Name',
      table: 'shares',
      send: (name) =>
        post('/api/shares/chart-group', {
          group_name: name,
          charts: [{ chart_type: 'funding_distribution_by_grant', name: 'Funding' }],
        }),
    },
    {
      place: 'a project page share name',
      label: 'Name',
      table: 'shares',
      send: (name) => post('/api/shares/project-page', { page_name: name, selection: {} }),
    },
    {
      place: 'a PM page share name',
      label: 'Name',
      table: 'shares',
      send: (name) => post('/api/shares/pm-page', { pm: 'Pat PM', name }),
    },
    {
      place: 'the PM of a PM page share',
      label: 'Project manager',
      table: 'shares',
      send: (pm) => post('/api/shares/pm-page', { pm }),
    },
    {
      place: 'an executive share name',
      label: 'Name',
      table: 'shares',
      send: (name) => post('/api/shares/executive', { name }),
    },
    {
      place: 'the name a sign-up carries',
      label: 'Display name',
      table: 'user',
      send: (name) =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: sameOrigin,
          remoteAddress: randomAddress(),
          payload: { email: 'someone.new@example.test', password: 'a-Long-enough-password-1', name },
        }),
    },
    {
      place: 'a DBE firm name',
      label: 'Firm name',
      table: 'dbe_firms',
      send: (name) => post('/api/dbe/firms', { name }),
    },
    {
      place: 'a plan item title',
      label: 'Title',
      table: 'plan_items',
      send: (title) => post('/api/planning/items', { airportCode: 'AAA', title }),
    },
    {
      place: "an aircraft's make and model",
      label: 'Make and model',
      table: 'flight_aircraft',
      send: (makeModel) =>
        post('/api/flight-services/aircraft', { tailNumber: 'N12AB', makeModel, seats: 4 }),
    },
    {
      place: "a GC&I grant's sponsor",
      label: 'Sponsor',
      table: 'gci_grants',
      send: (sponsor) => post('/api/gci/grants', { grant_number: '3-47-0001-001-2026', sponsor }),
    },
    {
      place: 'the new PM of an airport',
      label: 'Project manager',
      table: 'audit_logs',
      send: (toPm) =>
        post('/api/pm/reassignments', { airport_code: 'AAA', to_pm: toPm, confirm_open_project_count: 0 }),
    },
    {
      place: "a new account's display name (Administration)",
      label: 'Display name',
      table: 'user',
      send: (displayName) =>
        post('/api/admin/users', {
          email: 'made.by.admin@example.test',
          role: 'viewer',
          displayName,
        }),
    },
    {
      place: 'the single sign-on button name',
      label: 'Button name',
      table: 'app_settings',
      send: (name) => send('PUT', '/api/admin/sign-in', { enabled: false, name }),
    },
  ];
  const cases = places.flatMap((place) => [
    { ...place, kind: 'a lone surrogate', value: 'Pat \uD800' },
    { ...place, kind: 'a right-to-left override', value: 'Pat\u202Etxt.exe' },
  ]);

  it.each(cases)(
    'refuses $kind in $place, writing nothing',
    async ({ label, table, send: sendValue, value }) => {
      const before = await rowCount(table);
      const response = await sendValue(value);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(unsafeTextMessage(label));
      expect(await rowCount(table)).toBe(before);
    },
  );

  // A lone surrogate cannot come in a URL (percent-encoding is UTF-8 bytes; `%ED%A0%80` stays as typed), so
  // the import's file name, a query parameter, is refused for the text-direction controls.
  it.each(['dry-run', 'apply'])(
    'refuses an import (%s) whose file name carries a right-to-left override',
    async (step) => {
      const before = await rowCount('import_runs');
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/imports/${step}?kind=projects&fileName=${encodeURIComponent('projects\u202Evsc.exe')}`,
        headers: { ...sameOrigin, cookie: admin.cookie, 'content-type': 'application/octet-stream' },
        payload: Buffer.from('Location identifier,Project title\nAAA,Apron\n'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(unsafeTextMessage('File name'));
      expect(await rowCount('import_runs')).toBe(before);
    },
  );
});
