import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFlags,
  DEFAULT_ROLE_FLAGS,
  planItemSchema,
  planningOverviewSchema,
  PLANNING_MESSAGES,
} from '@bil/domain';
import { ALICE, BOB, insertAirportFixture } from './airports.fixtures';
import { insertProjects } from './support/project-factory';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

const validItem = {
  airportCode: 'AAA',
  title: 'Rehabilitate runway 4/22',
  workType: 'Runway',
  fiscalYear: 2027,
  estimatedCost: 1_000_000,
  funding: { aipEntitlement: 100_000, bilAig: 800_000, aipDiscretionary: 0, state: 50_000, local: 50_000 },
  priority: 1,
  nationalPriorityRating: 68,
  status: 'programmed',
  notes: null,
};

describe('/api/planning: the capital improvement plan', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let reader: SignedInUser;
  let flagless: SignedInUser;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user?: SignedInUser,
    payload?: unknown,
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const grantPlanning = async (user: SignedInUser, base: Parameters<typeof buildFlags>[0]) =>
    server.ctx.db
      .updateTable('user_accounts')
      .set(buildFlags([...base, 'can_access_planning']))
      .where('user_id', '=', user.userId)
      .execute();
  const flagsOf = (role: 'pm' | 'viewer') =>
    Object.entries(DEFAULT_ROLE_FLAGS[role])
      .filter(([, on]) => on)
      .map(([flag]) => flag) as Parameters<typeof buildFlags>[0];
  const auditCount = async (action: string) =>
    (await server.ctx.db.selectFrom('audit_logs').select('id').where('action', '=', action).execute()).length;
  const itemCount = async () => (await server.ctx.db.selectFrom('plan_items').select('id').execute()).length;

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirportFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    reader = await signInAs(server.app, 'viewer');
    flagless = await signInAs(server.app, 'viewer');
    await grantPlanning(alice, flagsOf('pm'));
    await grantPlanning(bob, flagsOf('pm'));
    await grantPlanning(reader, flagsOf('viewer'));
  });
  afterAll(async () => {
    await server.close();
  });

  let aliceItemId = '';

  it('lets a PM add an item at her own airport, audited, and refuses other PMs with 404', async () => {
    const created = await call('POST', '/api/planning/items', alice, validItem);
    expect(created.statusCode).toBe(201);
    const item = planItemSchema.parse(created.json());
    aliceItemId = item.id;
    expect(item).toMatchObject({ airportCode: 'AAA', status: 'programmed', projectId: null });
    expect(item.abilities).toEqual({ read: true, create: true, update: true, delete: true });
    expect(await auditCount('create_plan_item')).toBe(1);

    const notHers = await call('PATCH', `/api/planning/items/${aliceItemId}`, bob, { priority: 2 });
    expect(notHers.statusCode).toBe(404);
    expect((await call('POST', '/api/planning/items', bob, validItem)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/planning/items/${aliceItemId}`, bob)).statusCode).toBe(404);
  });

  it('answers 401 signed out, 403 without the flag, and refuses writes by a reader with the flag', async () => {
    for (const [method, url] of [
      ['GET', '/api/planning'],
      ['POST', '/api/planning/items'],
      ['PATCH', `/api/planning/items/${aliceItemId}`],
      ['DELETE', `/api/planning/items/${aliceItemId}`],
      ['POST', `/api/planning/items/${aliceItemId}/convert`],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
      ).toBe(401);
      expect(
        (await call(method, url, flagless, method === 'GET' || method === 'DELETE' ? undefined : {}))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/planning', reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/planning/items', reader, validItem)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/planning/items/${aliceItemId}`, reader, { priority: 3 })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/planning/items/${aliceItemId}`, reader)).statusCode).toBe(403);
    expect(await itemCount()).toBe(1);
  });

  it.each([
    [{ ...validItem, estimatedCost: -5, funding: { ...validItem.funding, local: -5 } }, 'must be 0 or more'],
    [{ ...validItem, estimatedCost: 999 }, PLANNING_MESSAGES.splitMustAddUp],
    [{ ...validItem, title: 'Bad\u0000title' }, 'Text must not contain the NUL character'],
    [{ ...validItem, airportCode: 'ZZZ' }, PLANNING_MESSAGES.airportNotFound],
    [{ ...validItem, nationalPriorityRating: 140 }, '0 to 100'],
    [{ ...validItem, status: 'converted' }, 'status'],
  ])('refuses bad input %# with 400 and a clear message, changing nothing', async (payload, words) => {
    const before = await itemCount();
    const response = await call('POST', '/api/planning/items', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(words);
    expect(await itemCount()).toBe(before);
  });

  it('checks the merged split on a change, refuses unknown ids, and audits before and after', async () => {
    const off = await call('PATCH', `/api/planning/items/${aliceItemId}`, admin, { estimatedCost: 5 });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ error: PLANNING_MESSAGES.splitMustAddUp });
    expect((await call('PATCH', '/api/planning/items/not-a-uuid', admin, { priority: 2 })).statusCode).toBe(
      400,
    );
    const unknown = await call('PATCH', '/api/planning/items/00000000-0000-4000-8000-000000000000', admin, {
      priority: 2,
    });
    expect(unknown.statusCode).toBe(404);
    const changed = await call('PATCH', `/api/planning/items/${aliceItemId}`, admin, {
      estimatedCost: 1_100_000,
      funding: { ...validItem.funding, local: 150_000 },
    });
    expect(changed.statusCode).toBe(200);
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'update_plan_item')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ estimated_cost: 1_000_000, local_amount: 50_000 });
    expect(audit.after).toMatchObject({ estimated_cost: 1_100_000, local_amount: 150_000 });
  });

  it("sets each airport's plan against its AIG money with the airports page's rule", async () => {
    const response = await call('GET', '/api/planning', admin);
    const body = planningOverviewSchema.parse(response.json());
    const aaa = body.airports.find((airport) => airport.airportCode === 'AAA');
    // AAA after its awards (airports.fixtures): 0 / 229,999.50 / 300,000 / 200,000 / 100,000.
    // The FY27 item's 800,000 AIG, awarded in FY27 (today or later), may use FY24 onward: 600,000 there,
    // so 200,000 short, charged to FY26 (FY23's 229,999.50 lapsed on 2026-09-30 if today is later).
    expect(aaa?.tranches.map((tranche) => tranche.underGrant)).toEqual([500_000, 170_000.5, 0, 0, 0]);
    expect(aaa?.years.map((year) => [year.fiscalYear, year.plannedAig])).toEqual([[2027, 800_000]]);
    expect(aaa?.shortfallAmount).toBeGreaterThan(0);
    expect(aaa?.canCreate).toBe(true);
    const asAlice = planningOverviewSchema.parse((await call('GET', '/api/planning', alice)).json());
    expect(asAlice.airports.map((airport) => airport.airportCode)).toEqual(['AAA', 'BBB']);
    const asBob = planningOverviewSchema.parse((await call('GET', '/api/planning', bob)).json());
    expect(asBob.items).toEqual([]);
    const asReader = planningOverviewSchema.parse((await call('GET', '/api/planning', reader)).json());
    expect(asReader.items[0]?.abilities).toEqual({ read: true, create: false, update: false, delete: false });
    expect(asReader.airports.every((airport) => !airport.canCreate)).toBe(true);
  });

  it('converts only a programmed item, only into a project at its airport, and keeps the link', async () => {
    const [here, elsewhere] = await insertProjects(server.ctx.db, [
      { airport_code: 'AAA', tdot_pm: ALICE, project_title: 'From the plan' },
      { airport_code: 'CCC', tdot_pm: BOB },
    ]);
    const url = `/api/planning/items/${aliceItemId}/convert`;
    expect((await call('POST', url, alice, { projectId: elsewhere })).statusCode).toBe(400);
    expect((await call('POST', url, reader, { projectId: here })).statusCode).toBe(403);
    const converted = await call('POST', url, alice, { projectId: here });
    expect(converted.statusCode).toBe(200);
    expect(planItemSchema.parse(converted.json())).toMatchObject({ status: 'converted', projectId: here });
    expect(await auditCount('convert_plan_item')).toBe(1);
    const again = await call('POST', url, alice, { projectId: here });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: PLANNING_MESSAGES.convertOnlyProgrammed });
    expect(
      (await call('PATCH', `/api/planning/items/${aliceItemId}`, alice, { priority: 4 })).statusCode,
    ).toBe(400);
  });

  it('deletes an item with an audit row', async () => {
    const created = planItemSchema.parse(
      (await call('POST', '/api/planning/items', admin, { ...validItem, airportCode: 'ccc' })).json(),
    );
    expect(created.airportCode).toBe('CCC');
    expect((await call('DELETE', `/api/planning/items/${created.id}`, admin)).statusCode).toBe(204);
    expect(await auditCount('delete_plan_item')).toBe(1);
  });
});
