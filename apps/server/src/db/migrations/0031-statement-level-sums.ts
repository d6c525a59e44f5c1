import { sql, type Kysely } from 'kysely';

/**
 * Bulk changes keep their sums in one pass (issue 18: the demo load spent 2 of its 4 s here at 5,000
 * projects).
 * - The GC&I grants' drawdown sums (0008) and the DBE commitments' paid cents (0015) were kept by row
 *   triggers: a statement touching 4,000 reimbursements recomputed a grant 4,000 times. They are now
 *   kept by statement-level triggers over the transition tables, once per grant or commitment touched.
 *   The sums are the same (each payment's cents are still rounded on their own).
 * - plan_items.project_id had no index, so each deleted project scanned every plan item for its
 *   ON DELETE SET NULL.
 */

const EVENTS = [
  ['insert', 'new table as new_rows'],
  ['update', 'old table as old_rows new table as new_rows'],
  ['delete', 'old table as old_rows'],
] as const;

// In each branch only the transition tables of that event exist.
const touched = (column: string) => `
  if tg_op = 'INSERT' then select array_agg(distinct ${column}) into ids from new_rows;
  elsif tg_op = 'DELETE' then select array_agg(distinct ${column}) into ids from old_rows;
  else select array_agg(distinct x) into ids from
    (select ${column} as x from old_rows union select ${column} from new_rows) moved;
  end if;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger gci_grant_sums_after on gci_reimbursements`.execute(db);
  await sql`drop function gci_grant_sums_trigger()`.execute(db);
  await sql`drop function gci_grant_sums(uuid)`.execute(db);
  // The sums of packages/domain/src/gci/grant-rules.ts computeGrantFunding (gci-demo.test.ts).
  await sql`
    create function gci_grant_sums(targets uuid[]) returns void language sql as $$
      update gci_grants g set
        drawn_cents = s.drawn_cents, pending_cents = s.pending_cents, last_request_date = s.last_request_date
      from (
        select t.id,
          coalesce(sum(round(r.approved_amount * 100)) filter (where r.paid_date is not null), 0) as drawn_cents,
          coalesce(sum(round(coalesce(r.approved_amount, r.requested_amount) * 100))
            filter (where r.id is not null and r.paid_date is null), 0) as pending_cents,
          max(r.request_date) as last_request_date
        from unnest(targets) as t(id)
        left join gci_reimbursements r on r.grant_id = t.id
        group by t.id
      ) s
      where g.id = s.id
    $$`.execute(db);
  await sql
    .raw(
      `
    create function gci_grant_sums_trigger() returns trigger language plpgsql as $$
    declare ids uuid[];
    begin
      ${touched('grant_id')}
      if ids is not null then perform gci_grant_sums(ids); end if;
      return null;
    end $$`,
    )
    .execute(db);

  await sql`drop trigger dbe_commitment_paid_after on dbe_payments`.execute(db);
  await sql`
    create or replace function dbe_commitment_paid_trigger() returns trigger language plpgsql as $$
    begin
      -- Each payment's cents rounded on its own, as 0015 did: the sum of the changes per commitment.
      if tg_op = 'INSERT' then
        update dbe_commitments k set paid_cents = k.paid_cents + d.cents
        from (select commitment_id, sum((amount * 100)::int8) as cents from new_rows
          where commitment_id is not null group by commitment_id) d
        where k.id = d.commitment_id;
      elsif tg_op = 'DELETE' then
        update dbe_commitments k set paid_cents = k.paid_cents - d.cents
        from (select commitment_id, sum((amount * 100)::int8) as cents from old_rows
          where commitment_id is not null group by commitment_id) d
        where k.id = d.commitment_id;
      else
        update dbe_commitments k set paid_cents = k.paid_cents + d.cents
        from (select commitment_id, sum(cents) as cents from (
            select commitment_id, -(amount * 100)::int8 as cents from old_rows
            union all select commitment_id, (amount * 100)::int8 from new_rows) change
          where commitment_id is not null group by commitment_id having sum(cents) <> 0) d
        where k.id = d.commitment_id;
      end if;
      return null;
    end $$`.execute(db);

  for (const [event, transition] of EVENTS) {
    await sql`
      create trigger ${sql.raw(`gci_grant_sums_${event}`)} after ${sql.raw(event)} on gci_reimbursements
      referencing ${sql.raw(transition)} for each statement execute function gci_grant_sums_trigger()`.execute(
      db,
    );
    await sql`
      create trigger ${sql.raw(`dbe_commitment_paid_${event}`)} after ${sql.raw(event)} on dbe_payments
      referencing ${sql.raw(transition)} for each statement execute function dbe_commitment_paid_trigger()`.execute(
      db,
    );
  }

  await sql`create index plan_items_project_idx on plan_items (project_id) where project_id is not null`.execute(
    db,
  );
}
