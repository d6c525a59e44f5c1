import { sql, type Kysely } from 'kysely';

/**
 * GC&I (issue 13): grant agreements of every program the division administers and their reimbursements
 * (drawdowns). Money numeric(14,2); dates `date`; enums as check constraints; indexes for the list filters.
 * Grants link to BIL projects by grant number (projects.grant_number, indexed since 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gci_grants (
      id uuid primary key default gen_random_uuid(),
      program text not null check (program in ('aip_entitlement', 'aip_discretionary', 'state_apportionment',
        'bil_aig', 'bil_atp', 'bil_fct', 'state_aviation')),
      grant_number text not null unique check (length(grant_number) between 1 and 50),
      airport_code text not null references airport_assignments (airport_code) on update cascade,
      sponsor text not null,
      title text not null,
      federal_amount numeric(14, 2) not null default 0 check (federal_amount >= 0),
      state_amount numeric(14, 2) not null default 0 check (state_amount >= 0),
      local_amount numeric(14, 2) not null default 0 check (local_amount >= 0),
      execution_date date not null,
      pop_end_date date not null check (pop_end_date >= execution_date),
      completion_date date check (completion_date >= execution_date),
      closeout_received_date date check (closeout_received_date >= completion_date),
      status text not null default 'active' check (status in ('active', 'closing', 'closed')),
      notes text,
      -- Drawdown sums kept by gci_grant_sums_trigger (below): the list reads them instead of grouping.
      drawn_cents bigint not null default 0,
      pending_cents bigint not null default 0,
      last_request_date date,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index gci_grants_airport_idx on gci_grants (airport_code)`.execute(db);
  await sql`create index gci_grants_program_idx on gci_grants (program)`.execute(db);
  await sql`create index gci_grants_status_idx on gci_grants (status)`.execute(db);
  await sql`create index gci_grants_pop_end_idx on gci_grants (pop_end_date)`.execute(db);

  await sql`
    create table gci_reimbursements (
      id uuid primary key default gen_random_uuid(),
      grant_id uuid not null references gci_grants (id) on delete cascade,
      request_number text not null check (length(request_number) between 1 and 50),
      request_date date not null,
      requested_amount numeric(14, 2) not null check (requested_amount > 0),
      approved_amount numeric(14, 2) check (approved_amount >= 0 and approved_amount <= requested_amount),
      paid_date date check (paid_date is null or (paid_date >= request_date and approved_amount is not null)),
      notes text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (grant_id, request_number)
    )`.execute(db);
  await sql`create index gci_reimbursements_grant_idx on gci_reimbursements (grant_id, request_date)`.execute(
    db,
  );

  // The sums of packages/domain/src/gci/grant-rules.ts computeGrantFunding, per grant, in the same
  // transaction as any drawdown change (gci-demo.test.ts proves both agree on the demo set).
  await sql`
    create function gci_grant_sums(target uuid) returns void language sql as $$
      update gci_grants g set
        drawn_cents = coalesce((select sum(round(approved_amount * 100)) from gci_reimbursements
          where grant_id = target and paid_date is not null), 0),
        pending_cents = coalesce((select sum(round(coalesce(approved_amount, requested_amount) * 100))
          from gci_reimbursements where grant_id = target and paid_date is null), 0),
        last_request_date = (select max(request_date) from gci_reimbursements where grant_id = target)
      where g.id = target
    $$`.execute(db);
  await sql`
    create function gci_grant_sums_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform gci_grant_sums(old.grant_id); end if;
      if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.grant_id <> old.grant_id) then
        perform gci_grant_sums(new.grant_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger gci_grant_sums_after after insert or update or delete on gci_reimbursements
    for each row execute function gci_grant_sums_trigger()`.execute(db);
}
