import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReportFindings } from '../src/modules/dbe/dbe-report.repository';
import { insertReportFixture } from './dbe.fixtures';
import { buildTestServer, type TestServer } from './support/build-test-server';

// Migration 0015: each commitment keeps the cents paid on it, whatever writes the payments.
describe('DBE kept paid totals', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
    await insertReportFixture(server.ctx.db);
  });
  afterAll(async () => {
    await server.close();
  });

  const mismatches = async () =>
    (
      await sql<{ id: string }>`
        select k.id from dbe_commitments k
        where k.paid_cents <> coalesce((select sum((p.amount * 100)::int8) from dbe_payments p
          where p.commitment_id = k.id), 0)`.execute(server.ctx.db)
    ).rows;

  it('equal the sum of the payments after inserts, updates, moves and deletes', async () => {
    const db = server.ctx.db;
    expect(await mismatches()).toEqual([]);
    const [first, second] = await db
      .selectFrom('dbe_commitments')
      .select(['id', 'contract_id', 'paid_cents'])
      .orderBy('id')
      .limit(2)
      .execute();
    if (!first || !second) throw new Error('fixture has commitments');
    const payment = await db
      .insertInto('dbe_payments')
      .values({
        contract_id: first.contract_id,
        commitment_id: first.id,
        amount: 1234.56,
        paid_date: '2025-05-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await db
      .selectFrom('dbe_commitments')
      .select('paid_cents')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(after.paid_cents).toBe(first.paid_cents + 123_456);

    await db.updateTable('dbe_payments').set({ amount: 10.01 }).where('id', '=', payment.id).execute();
    await db
      .updateTable('dbe_payments')
      .set({ commitment_id: second.id, contract_id: second.contract_id })
      .where('id', '=', payment.id)
      .execute();
    expect(await mismatches()).toEqual([]);
    await db.updateTable('dbe_payments').set({ commitment_id: null }).where('id', '=', payment.id).execute();
    expect(await mismatches()).toEqual([]);
    await db.deleteFrom('dbe_payments').where('id', '=', payment.id).execute();
    expect(await mismatches()).toEqual([]);
  });

  it('equal the sum of the payments after statements that change many payments at once', async () => {
    const db = server.ctx.db;
    const commitments = await db
      .selectFrom('dbe_commitments')
      .select(['id', 'contract_id'])
      .orderBy('id')
      .execute();
    const [target, ...rest] = commitments;
    if (!target || rest.length === 0) throw new Error('fixture has commitments');
    // Migration 0031 keeps the totals once per statement: many payments, several commitments each time.
    await db
      .insertInto('dbe_payments')
      .values(
        commitments.flatMap((commitment, index) => [
          {
            contract_id: commitment.contract_id,
            commitment_id: commitment.id,
            amount: 100.05 + index,
            paid_date: '2025-06-01',
            note: 'bulk-a',
          },
          {
            contract_id: commitment.contract_id,
            commitment_id: commitment.id,
            amount: 0.01,
            paid_date: '2025-06-02',
            note: 'bulk-b',
          },
        ]),
      )
      .execute();
    expect(await mismatches()).toEqual([]);
    await db
      .updateTable('dbe_payments')
      .set({ commitment_id: target.id, contract_id: target.contract_id })
      .where('note', '=', 'bulk-b')
      .execute();
    expect(await mismatches()).toEqual([]);
    await db.updateTable('dbe_payments').set({ commitment_id: null }).where('note', '=', 'bulk-a').execute();
    expect(await mismatches()).toEqual([]);
    await db.deleteFrom('dbe_payments').where('note', 'in', ['bulk-a', 'bulk-b']).execute();
    expect(await mismatches()).toEqual([]);
  });

  it('find an overpaid commitment only by the payments through the period end', async () => {
    // C3's commitment to F2 is paid $6,000 of $5,000 (hand-worked fixture): flagged in FY2025.
    expect((await findReportFindings(server.ctx.db, 2025)).overpaidCommitments).toEqual([
      'C3: Firm F2 paid $6,000.00 of $5,000.00 committed',
    ]);
  });
});
