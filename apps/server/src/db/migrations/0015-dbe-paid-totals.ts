import { sql, type Kysely } from 'kysely';

/**
 * A kept total per DBE commitment: the cents paid on it (all time), kept by a trigger on dbe_payments
 * whatever inserts them (services, demo, bench). The report's "payments do not exceed commitments" check
 * then starts from the few commitments paid more than committed (a partial index) instead of summing every
 * payment; it still sums the payments through the period's end for those, so the rule stays the domain's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table dbe_commitments add column paid_cents bigint not null default 0`.execute(db);
  await sql`
    update dbe_commitments k set paid_cents = s.cents
    from (select commitment_id, sum((amount * 100)::int8) as cents from dbe_payments
      where commitment_id is not null group by commitment_id) s
    where s.commitment_id = k.id`.execute(db);
  await sql`
    create function dbe_commitment_paid_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.commitment_id is not null then
        update dbe_commitments set paid_cents = paid_cents - (old.amount * 100)::int8 where id = old.commitment_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.commitment_id is not null then
        update dbe_commitments set paid_cents = paid_cents + (new.amount * 100)::int8 where id = new.commitment_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger dbe_commitment_paid_after after insert or update or delete on dbe_payments
    for each row execute function dbe_commitment_paid_trigger()`.execute(db);
  await sql`
    create index dbe_commitments_overpaid_idx on dbe_commitments (id)
    where paid_cents > (amount * 100)::int8`.execute(db);
}
