import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotificationFixture, OWN_PM } from './notifications.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

/**
 * Issue 34, finding 2: the calendar feed serves only while its owner could sign in and see those records,
 * scoped by their flags of now. Disabled -> 404 like a revoked token; flags removed -> a valid, emptier feed.
 */
describe('the calendar feed follows its owner’s access of now', { timeout: 120_000 }, () => {
  let server: TestServer;
  let nora: SignedInUser;
  let admin: SignedInUser;
  let feedPath = '';

  beforeAll(async () => {
    server = await buildTestServer();
    await insertNotificationFixture(server.ctx.db);
    nora = await signInAs(server.app, 'pm', { tdotPm: OWN_PM });
    admin = await signInAs(server.app, 'admin');
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/notifications/calendar',
      headers: { ...sameOrigin, cookie: nora.cookie },
    });
    expect(made.statusCode).toBe(201);
    feedPath = new URL(made.json<{ url: string }>().url).pathname;
  }, 180_000);
  afterAll(async () => {
    await server.close();
  });

  const changeNora = async (body: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${nora.userId}`,
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The feed's status and its events' kinds (the part of each event's UID before the first colon). */
  const feed = async () => {
    const response = await server.app.inject({ method: 'GET', url: feedPath });
    if (response.statusCode !== 200) return { status: response.statusCode, kinds: [], body: response.body };
    const calendar = new ICAL.Component(ICAL.parse(response.body) as unknown[]);
    const kinds = calendar
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event).uid.split(':')[0] ?? '');
    return { status: 200, kinds: [...new Set(kinds)].sort(), body: response.body };
  };

  it('serves projects, corrective actions and AIG deadlines to the PM with the default flags', async () => {
    expect(await feed()).toMatchObject({ status: 200, kinds: ['aig', 'award', 'gci-action', 'sub_award'] });
  });

  it('drops each source whose flag the admin removed, and is an empty feed with none left', async () => {
    await changeNora({ flags: { can_access_gci: false } });
    expect((await feed()).kinds).toEqual(['aig', 'award', 'sub_award']);

    await changeNora({ flags: { can_access_bil_projects: false } });
    expect((await feed()).kinds).toEqual(['aig']);

    await changeNora({ flags: { can_access_projects: false } });
    const empty = await feed();
    expect(empty.status).toBe(200);
    expect(empty.kinds).toEqual([]);
    expect(empty.body).not.toContain('Runway 4-22');

    await changeNora({
      flags: { can_access_gci: true, can_access_bil_projects: true, can_access_projects: true },
    });
    expect((await feed()).kinds).toEqual(['aig', 'award', 'gci-action', 'sub_award']);
  });

  it('follows a renamed PM: the old name’s records leave the feed', async () => {
    await changeNora({ tdotPm: 'Nora Renamed' });
    const renamed = await feed();
    expect(renamed.status).toBe(200);
    expect(renamed.kinds).toEqual([]);
    await changeNora({ tdotPm: OWN_PM });
    expect((await feed()).kinds).toEqual(['aig', 'award', 'gci-action', 'sub_award']);
  });

  it('answers 404 like a revoked feed while the account is disabled, and serves again once re-enabled', async () => {
    await changeNora({ disabled: true });
    const refused = await server.app.inject({ method: 'GET', url: feedPath });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Calendar feed not found' });
    await changeNora({ disabled: false });
    expect((await feed()).kinds).toEqual(['aig', 'award', 'gci-action', 'sub_award']);
  });
});
