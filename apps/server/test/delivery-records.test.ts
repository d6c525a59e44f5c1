import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFlags,
  DEFAULT_ROLE_FLAGS,
  deliveryDetailSchema,
  deliveryPortfolioSchema,
  todayInNewYork,
  type DeliveryDetail,
} from '@bil/domain';
import {
  ALICE,
  BOB,
  deliveryBody,
  GCI_GRANT,
  insertDeliveryFixture,
  type DeliveryFixture,
} from './delivery.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('/api/delivery: awarded projects from design to closeout', () => {
  let server: TestServer;
  let fixture: DeliveryFixture;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let reader: SignedInUser;
  let flagless: SignedInUser;

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: SignedInUser, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const flagsOf = (role: 'pm' | 'viewer') =>
    Object.entries(DEFAULT_ROLE_FLAGS[role])
      .filter(([, on]) => on)
      .map(([flag]) => flag) as Parameters<typeof buildFlags>[0];
  const grantDelivery = async (user: SignedInUser, role: 'pm' | 'viewer') =>
    server.ctx.db
      .updateTable('user_accounts')
      .set(buildFlags([...flagsOf(role), 'can_access_project_delivery']))
      .where('user_id', '=', user.userId)
      .execute();
  const audits = async (action: string) =>
    server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', action)
      .orderBy('created_at')
      .execute();
  const portfolio = async (user: SignedInUser, query = '') => {
    const response = await call('GET', `/api/delivery${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    return deliveryPortfolioSchema.parse(response.json());
  };

  beforeAll(async () => {
    server = await buildTestServer();
    fixture = await insertDeliveryFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    bob = await signInAs(server.app, 'pm', { tdotPm: BOB });
    reader = await signInAs(server.app, 'viewer');
    flagless = await signInAs(server.app, 'viewer');
    await grantDelivery(alice, 'pm');
    await grantDelivery(bob, 'pm');
    await grantDelivery(reader, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every awarded project, untracked ones too, and none without an award', async () => {
    const list = await portfolio(admin);
    expect(list.rows.map((row) => row.projectTitle).sort()).toEqual([
      'Construct T-hangar',
      'Rehabilitate runway 4/22',
      'Replace runway edge lighting',
    ]);
    expect(list.rows.every((row) => row.health === 'untracked' && !row.hasRecord)).toBe(true);
    expect(list.totals).toEqual({ projects: 3, tracked: 0, late: 0, noProgress: 0, drawGap: 0 });
    expect(list.byPm.map((group) => [group.label, group.projects])).toEqual([
      [ALICE, 2],
      [BOB, 1],
    ]);
  });

  it('lets an administrator create a record, audited with before and after', async () => {
    const body = deliveryBody(
      {
        designComplete: ['2025-03-01', '2025-03-10'],
        bidOpening: ['2025-05-01', null],
        closeout: ['2027-12-31', null],
      },
      { percentComplete: 10, amountDrawnCents: 10_000_000 },
    );
    const response = await call('PUT', `/api/delivery/${fixture.aliceProject}`, admin, body);
    expect(response.statusCode, response.body).toBe(200);
    const detail = deliveryDetailSchema.parse(response.json()) as DeliveryDetail;
    expect(detail).toMatchObject({
      hasRecord: true,
      percentComplete: 10,
      contractAmountCents: 95_000_000,
      grantAmountCents: 100_000_000,
      drawnCents: 10_000_000,
      drawnSource: 'record',
      drawnPercent: 10,
      health: 'late', // bid opening planned 2025-05-01, not done
      lateMilestones: ['bidOpening'],
      firstOpenPlanned: '2025-05-01',
      progressDate: todayInNewYork(),
    });
    expect(detail.milestones.designComplete).toEqual({ planned: '2025-03-01', actual: '2025-03-10' });
    const [entry] = await audits('create_delivery_record');
    expect(entry?.resource_id).toBe(fixture.aliceProject);
    expect(entry?.before).toBeNull();
    expect(entry?.after).toMatchObject({ bid_opening_planned: '2025-05-01', percent_complete: 10 });
  });

  it('refuses actual dates out of order, dates before the award, and unawarded projects, changing nothing', async () => {
    const before = await call('GET', `/api/delivery/${fixture.aliceProject}`, admin);
    const outOfOrder = await call(
      'PUT',
      `/api/delivery/${fixture.aliceProject}`,
      admin,
      deliveryBody({ bidOpening: [null, '2025-06-01'], noticeToProceed: [null, '2025-05-31'] }),
    );
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json()).toMatchObject({
      error: 'Notice to proceed (actual) cannot be before bid opening (actual)',
    });
    const beforeAward = await call(
      'PUT',
      `/api/delivery/${fixture.aliceProject}`,
      admin,
      deliveryBody({ designComplete: ['2025-01-14', null] }),
    );
    expect(beforeAward.statusCode).toBe(400);
    expect(beforeAward.json()).toEqual({
      error: "Design complete cannot be before the project's award date (2025-01-15)",
    });
    const future = await call(
      'PUT',
      `/api/delivery/${fixture.aliceProject}`,
      admin,
      deliveryBody({ designComplete: [null, '2999-01-01'] }),
    );
    expect(future.json()).toEqual({ error: 'An actual date cannot be in the future' });
    const pending = await call('PUT', `/api/delivery/${fixture.pendingProject}`, admin, deliveryBody());
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toEqual({
      error: 'Delivery is tracked for awarded projects only: this project has no award date',
    });
    const badCents = await call(
      'PUT',
      `/api/delivery/${fixture.aliceProject}`,
      admin,
      deliveryBody({}, { contractAmountCents: 12.5 }),
    );
    expect(badCents.statusCode).toBe(400);
    expect((await call('GET', `/api/delivery/${fixture.aliceProject}`, admin)).body).toBe(before.body);
    expect(await audits('update_delivery_record')).toHaveLength(0);
  });

  it('lets a PM edit her own airports only; another PM gets 404 and does not see them', async () => {
    const own = await call(
      'PUT',
      `/api/delivery/${fixture.aliceGciProject}`,
      alice,
      deliveryBody({ designComplete: ['2025-04-01', '2025-04-01'] }, { percentComplete: 50 }),
    );
    expect(own.statusCode, own.body).toBe(200);
    // The GC&I agreement of the same grant number: its paid reimbursements are the money drawn.
    expect(own.json()).toMatchObject({
      drawnSource: 'gci',
      drawnCents: 40_000_000,
      grantAmountCents: 80_000_000,
      drawnPercent: 50,
      drawGap: false,
    });
    expect((await call('PUT', `/api/delivery/${fixture.bobProject}`, alice, deliveryBody())).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/delivery/${fixture.bobProject}`, alice)).statusCode).toBe(404);
    expect((await call('GET', `/api/delivery/${fixture.aliceProject}`, bob)).statusCode).toBe(404);
    const bobs = await portfolio(bob);
    expect(bobs.rows.map((row) => row.projectTitle)).toEqual(['Construct T-hangar']);
    expect(bobs.byAirport.map((group) => group.key)).toEqual(['CCC']);
    const alices = await portfolio(alice);
    expect(alices.rows.every((row) => row.tdotPm === ALICE && row.abilities.update)).toBe(true);
  });

  it('lets a viewer with the flag read but not change; without the flag, 403', async () => {
    const list = await portfolio(reader);
    expect(list.rows).toHaveLength(3);
    expect(list.rows.every((row) => row.abilities.read && !row.abilities.update)).toBe(true);
    expect(
      (await call('PUT', `/api/delivery/${fixture.aliceProject}`, reader, deliveryBody())).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/delivery', flagless)).statusCode).toBe(403);
  });

  it('moves the progress date only on a change of percent or actual dates', async () => {
    await server.ctx.db
      .updateTable('delivery_records')
      .set({ progress_date: '2025-01-20' })
      .where('project_id', '=', fixture.aliceProject)
      .execute();
    const current = (
      await call('GET', `/api/delivery/${fixture.aliceProject}`, admin)
    ).json<DeliveryDetail>();
    expect(current.noProgress).toBe(true);
    const replan = deliveryBody(
      {
        designComplete: ['2025-03-01', '2025-03-10'],
        bidOpening: ['2099-05-01', null],
        closeout: ['2099-12-31', null],
      },
      { percentComplete: 10, amountDrawnCents: 10_000_000 },
    );
    const planned = await call('PUT', `/api/delivery/${fixture.aliceProject}`, admin, replan);
    expect(planned.json()).toMatchObject({
      progressDate: '2025-01-20',
      health: 'no-progress',
      lateMilestones: [],
    });
    const progressed = await call('PUT', `/api/delivery/${fixture.aliceProject}`, admin, {
      ...replan,
      percentComplete: 15,
    });
    expect(progressed.json()).toMatchObject({ progressDate: todayInNewYork(), health: 'on-track' });
    const [update] = await audits('update_delivery_record');
    expect(update?.before).toMatchObject({ progress_date: '2025-01-20', bid_opening_planned: '2025-05-01' });
    expect(update?.after).toMatchObject({ bid_opening_planned: '2099-05-01' });
  });

  it('puts late records first, filters by PM, airport and health, and agrees with the domain rules', async () => {
    await call(
      'PUT',
      `/api/delivery/${fixture.bobProject}`,
      admin,
      deliveryBody(
        { contractAward: ['2025-03-01', null] },
        { percentComplete: 0, amountDrawnCents: 15_000_000 },
      ),
    );
    const list = await portfolio(admin);
    expect(list.rows[0]).toMatchObject({ projectTitle: 'Construct T-hangar', health: 'late' });
    expect(list.totals).toMatchObject({ projects: 3, tracked: 3, late: 1, drawGap: 1 });
    expect((await portfolio(admin, `?pm=${encodeURIComponent(BOB)}`)).rows).toHaveLength(1);
    expect((await portfolio(admin, '?airport=bbb')).rows.map((row) => row.airportCode)).toEqual(['BBB']);
    // SQL filters (the twins) select exactly the rows whose domain flags say so.
    for (const health of ['late', 'no-progress', 'draw-gap', 'on-track'] as const) {
      const filtered = await portfolio(admin, `?health=${health}`);
      const expected = list.rows.filter((row) => {
        const flags = {
          late: row.lateMilestones.length > 0,
          'no-progress': row.noProgress,
          'draw-gap': row.drawGap,
        };
        return health === 'on-track' ? row.health === 'on-track' : flags[health];
      });
      expect(filtered.rows.map((row) => row.projectId).sort(), health).toEqual(
        expected.map((row) => row.projectId).sort(),
      );
      expect(filtered.totalRows).toBe(expected.length);
    }
  });

  it('sees a GC&I payment at once: the cached counts are keyed by the data versions', async () => {
    const before = await portfolio(admin, '?airport=BBB');
    expect(before.rows[0]).toMatchObject({ drawnCents: 40_000_000, drawGap: false });
    expect(before.totals.drawGap).toBe(1); // Bob's record
    // The second request is paid: 500,000.00 of 800,000.00 drawn (62.5%) against 50% complete, still in step;
    // then a third of 200,000.00: 87.5% drawn, 37.5 points ahead of the work.
    const grant = await server.ctx.db
      .selectFrom('gci_grants')
      .select('id')
      .where('grant_number', '=', GCI_GRANT)
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .updateTable('gci_reimbursements')
      .set({ approved_amount: 100_000, paid_date: '2025-09-20' })
      .where('grant_id', '=', grant.id)
      .where('request_number', '=', '2')
      .execute();
    expect((await portfolio(admin, '?airport=BBB')).rows[0]).toMatchObject({
      drawnCents: 50_000_000,
      drawGap: false,
    });
    await server.ctx.db
      .insertInto('gci_reimbursements')
      .values({
        grant_id: grant.id,
        request_number: '3',
        request_date: '2025-10-01',
        requested_amount: 200_000,
        approved_amount: 200_000,
        paid_date: '2025-10-15',
      })
      .execute();
    const after = await portfolio(admin, '?airport=BBB');
    expect(after.rows[0]).toMatchObject({ drawnCents: 70_000_000, drawnPercent: 87.5, drawGap: true });
    expect(after.totals.drawGap).toBe(2);
    expect(after.byAirport.find((group) => group.key === 'BBB')?.drawGap).toBe(1);
  });

  it('deletes a record, audited, and answers 404 for one that does not exist', async () => {
    const removed = await call('DELETE', `/api/delivery/${fixture.bobProject}`, admin);
    expect(removed.statusCode).toBe(204);
    const [entry] = await audits('delete_delivery_record');
    expect(entry?.before).toMatchObject({ contract_award_planned: '2025-03-01' });
    expect(entry?.after).toBeNull();
    expect((await call('DELETE', `/api/delivery/${fixture.bobProject}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/delivery/${fixture.bobProject}`, admin)).json()).toMatchObject({
      health: 'untracked',
    });
  });
});
