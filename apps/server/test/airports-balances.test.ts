import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportDetailSchema, formatAirportNotFound } from '@bil/domain';
import { ALICE, insertAirportFixture } from './airports.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { sameOrigin, signInAs, type SignedInUser } from './support/sign-in-as';

describe('PATCH /api/airports/:code/balances', () => {
  let server: TestServer;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let viewer: SignedInUser;

  const patch = (code: string, payload: unknown, user?: SignedInUser) =>
    server.app.inject({
      method: 'PATCH',
      url: `/api/airports/${code}/balances`,
      headers: { ...sameOrigin, ...(user ? { cookie: user.cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  const storedRow = (code: string) =>
    server.ctx.db
      .selectFrom('airport_bil_balances')
      .selectAll()
      .where('airport_code', '=', code)
      .executeTakeFirst();

  beforeAll(async () => {
    server = await buildTestServer();
    await insertAirportFixture(server.ctx.db);
    admin = await signInAs(server.app, 'admin');
    alice = await signInAs(server.app, 'pm', { tdotPm: ALICE });
    viewer = await signInAs(server.app, 'viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('sets allocations and notes, recomputes and stores the balances, and audits before and after', async () => {
    const response = await patch(
      'AAA',
      { allocations: { fy24: 350_000 }, notes: '  FY24 revised by FAA  ' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const detail = airportDetailSchema.parse(response.json());
    expect(detail.tranches.map((tranche) => tranche.allocation)).toEqual([
      500_000, 400_000, 350_000, 200_000, 100_000,
    ]);
    expect(detail.tranches.map((tranche) => tranche.balance)).toEqual([
      0, 229_999.5, 350_000, 200_000, 100_000,
    ]);
    expect(detail.notes).toBe('FY24 revised by FAA');
    expect(detail.computation.lastCalculatedGrantNumber).toBe('130');
    expect(detail.computation.balanceUpdatedAt).not.toBeNull();

    const row = await storedRow('AAA');
    expect(row).toMatchObject({
      fy24_allocation: 350_000,
      fy24_balance: 350_000,
      fy23_balance: 229_999.5,
      total_allocation: 1_550_000,
      current_balance: 879_999.5,
      last_calculated_grant_number: '130',
      notes: 'FY24 revised by FAA',
    });
    const audit = await server.ctx.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('action', '=', 'update_airport_balances')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      user_id: admin.userId,
      resource_type: 'airport_bil_balances',
      resource_id: 'AAA',
    });
    expect(audit.before).toMatchObject({ fy24_allocation: 300_000, notes: 'Seeded' });
    expect(audit.after).toMatchObject({ fy24_allocation: 350_000, notes: 'FY24 revised by FAA' });
  });

  it('creates the balances row of an airport that had none', async () => {
    expect(await storedRow('BBB')).toBeUndefined();
    const response = await patch('bbb', { allocations: { fy22: 1, fy26: 2 } }, admin);
    expect(response.statusCode).toBe(200);
    expect(await storedRow('BBB')).toMatchObject({
      fy22_allocation: 1,
      fy26_allocation: 2,
      total_allocation: 3,
    });
  });

  it.each([
    [{ allocations: { fy22: -1 } }],
    [{ allocations: { fy22: 10.5 } }],
    [{ allocations: { fy22: '100' } }],
    [{ allocations: { fy27: 1 } }],
    [{ current_balance: 5 }],
    [{}],
    [{ allocations: {} }],
  ])('refuses %j with a 400 and changes nothing', async (payload) => {
    const before = await storedRow('AAA');
    const response = await patch('AAA', payload, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    expect(await storedRow('AAA')).toEqual(before);
  });

  it('refuses PMs and viewers, and answers 404 for an unknown airport', async () => {
    for (const person of [alice, viewer]) {
      const response = await patch('AAA', { notes: 'x' }, person);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Permission denied' });
    }
    expect((await patch('AAA', { notes: 'x' })).statusCode).toBe(401);
    const unknown = await patch('ZZZ', { notes: 'x' }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: formatAirportNotFound('ZZZ') });
  });
});
