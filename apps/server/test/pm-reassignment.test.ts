import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PM_MESSAGES } from '@bil/domain';
import { insertPmFixture, PM_ALICE, PM_BOB, PM_CAROL, type PmFixture } from './pm.fixtures';
import { insertProjects } from './support/project-factory';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('airport reassignment (POST /api/pm/reassignments and its preview)', () => {
  let server: TestServer;
  let fixture: PmFixture;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertPmFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: PM_ALICE });
    await signInAs(server.app, 'pm', { tdotPm: PM_CAROL });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  const preview = async (person: SignedInUser, airport: string, toPm: string) => {
    const query = new URLSearchParams({ airport_code: airport, to_pm: toPm });
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/pm/reassignments/preview?${query.toString()}`,
      headers: { cookie: person.cookie },
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const reassign = async (person: SignedInUser, payload: unknown) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/pm/reassignments',
      headers: { ...sameOrigin, cookie: person.cookie },
      payload: payload as Record<string, unknown>,
    });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const pmOf = async (ids: string[]) => {
    const rows = await server.ctx.db
      .selectFrom('projects')
      .select(['id', 'tdot_pm', 'version'])
      .where('id', 'in', ids)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.id, row]));
  };
  const airportPm = async (code: string) =>
    (
      await server.ctx.db
        .selectFrom('airport_assignments')
        .select('tdot_pm')
        .where('airport_code', '=', code)
        .executeTakeFirstOrThrow()
    ).tdot_pm;
  const reassignAudits = () =>
    server.ctx.db.selectFrom('audit_logs').selectAll().where('action', '=', 'reassign_airport').execute();

  it('refuses everyone but administrators', async () => {
    for (const person of [alice, viewer]) {
      expect(await preview(person, 'AAA', PM_BOB)).toEqual({
        status: 403,
        body: { error: 'Permission denied' },
      });
      expect(
        await reassign(person, { airport_code: 'AAA', to_pm: PM_BOB, confirm_open_project_count: 2 }),
      ).toEqual({ status: 403, body: { error: 'Permission denied' } });
    }
    expect(await airportPm('AAA')).toBe(PM_ALICE);
  });

  it('counts the open projects that would move (not executed, not already the new PM’s)', async () => {
    // AAA: a1 and a2 are Alice's and open; a5 is executed; b3 is already Bob's.
    expect(await preview(admin, 'AAA', PM_BOB)).toEqual({
      status: 200,
      body: { openProjectCount: 2, fromPm: PM_ALICE },
    });
    expect(await preview(admin, 'aaa', PM_CAROL)).toEqual({
      status: 200,
      body: { openProjectCount: 3, fromPm: PM_ALICE },
    });
  });

  it('answers bad requests clearly and changes nothing', async () => {
    expect(await preview(admin, 'ZZZ', PM_BOB)).toEqual({
      status: 404,
      body: { error: PM_MESSAGES.unknownAirport('ZZZ') },
    });
    expect(await preview(admin, 'AAA', 'Nobody')).toEqual({
      status: 400,
      body: { error: PM_MESSAGES.unknownTargetPm('Nobody') },
    });
    expect(await preview(admin, 'AAA', PM_ALICE)).toEqual({
      status: 400,
      body: { error: PM_MESSAGES.alreadyAssigned('AAA', PM_ALICE) },
    });
    const bad = await reassign(admin, { airport_code: 'A!', to_pm: ' ', confirm_open_project_count: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/airport_code/);
    expect((await reassign(admin, {})).status).toBe(400);
    expect(await airportPm('AAA')).toBe(PM_ALICE);
    expect(await reassignAudits()).toEqual([]);
  });

  it('refuses with 409 when the open project count changed since the confirmation, changing nothing', async () => {
    const [added] = await insertProjects(server.ctx.db, [
      { airport_code: 'AAA', tdot_pm: PM_ALICE, project_title: 'Late addition', status: 'approved' },
    ]);
    const before = await pmOf([fixture.a1, fixture.a2]);
    const refused = await reassign(admin, {
      airport_code: 'AAA',
      to_pm: PM_BOB,
      confirm_open_project_count: 2,
    });
    expect(refused).toEqual({
      status: 409,
      body: { error: PM_MESSAGES.countChanged(3), openProjectCount: 3 },
    });
    expect(await airportPm('AAA')).toBe(PM_ALICE);
    expect(await pmOf([fixture.a1, fixture.a2])).toEqual(before);
    expect(await reassignAudits()).toEqual([]);
    await server.ctx.db
      .deleteFrom('projects')
      .where('id', '=', added ?? '')
      .execute();
  });

  it('moves the airport and its open projects in one transaction, with an audit row holding before and after', async () => {
    const ids = [fixture.a1, fixture.a2, fixture.a5, fixture.b3, fixture.a3];
    const before = await pmOf(ids);
    const done = await reassign(admin, { airport_code: 'AAA', to_pm: PM_BOB, confirm_open_project_count: 2 });
    expect(done).toEqual({
      status: 200,
      body: { airportCode: 'AAA', fromPm: PM_ALICE, toPm: PM_BOB, movedProjectCount: 2 },
    });
    expect(await airportPm('AAA')).toBe(PM_BOB);
    const after = await pmOf(ids);
    expect(after[fixture.a1]).toEqual({ ...before[fixture.a1], tdot_pm: PM_BOB, version: 2 });
    expect(after[fixture.a2]).toEqual({ ...before[fixture.a2], tdot_pm: PM_BOB, version: 2 });
    expect(after[fixture.a5]).toEqual(before[fixture.a5]); // executed: stays with Alice
    expect(after[fixture.b3]).toEqual(before[fixture.b3]); // already Bob's
    expect(after[fixture.a3]).toEqual(before[fixture.a3]); // another airport

    const audits = await reassignAudits();
    expect(audits).toHaveLength(1);
    const [audit] = audits;
    const moved = [fixture.a1, fixture.a2].sort();
    expect(audit).toMatchObject({
      user_id: admin.userId,
      resource_type: 'airport_assignments',
      resource_id: 'AAA',
      before: {
        tdot_pm: PM_ALICE,
        projects: moved.map((id) => ({ id, tdot_pm: PM_ALICE })),
      },
      after: { tdot_pm: PM_BOB, project_ids: moved },
      details: { moved_project_count: 2, open_means: 'status is not executed' },
    });

    // The PM pages follow: Bob now has AAA; Alice keeps her executed project there, unassigned.
    const bobPage = await server.app.inject({
      method: 'GET',
      url: `/api/pm/${encodeURIComponent(PM_BOB)}`,
      headers: { cookie: admin.cookie },
    });
    const bob = bobPage.json<{
      airports: { airportCode: string; isAssigned: boolean; projectCount: number }[];
    }>();
    expect(bob.airports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ airportCode: 'AAA', isAssigned: true, projectCount: 3 }),
      ]),
    );
    // The audit log screen lists it through the admin API.
    const log = await server.app.inject({
      method: 'GET',
      url: '/api/admin/audit-logs?action=reassign_airport',
      headers: { cookie: admin.cookie },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json<{ total: number }>().total).toBe(1);
  });
});
