import { sql, type Kysely } from 'kysely';

/**
 * GC&I inspections (issue 13): FAA Form 5010 airport safety inspections, the discrepancies found, each with
 * its corrective action (plan due date, target date, status, who closed it and when), and per airport the
 * inspection cycle and plan days (defaults in packages/domain/src/gci/inspection-rules.ts: 36 months, 60 days).
 * "Overdue" is never stored: it is the date rule of `correctiveActionStatusOn`, applied on read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table gci_inspection_settings (
      airport_code text primary key references airport_assignments (airport_code)
        on update cascade on delete cascade,
      inspection_cycle_months int not null default 36 check (inspection_cycle_months between 1 and 120),
      corrective_plan_days int not null default 60 check (corrective_plan_days between 1 and 365),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table gci_inspections (
      id uuid primary key default gen_random_uuid(),
      airport_code text not null references airport_assignments (airport_code) on update cascade,
      inspection_date date not null,
      inspector text not null check (length(inspector) between 1 and 200),
      notes text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The airport's history newest first, and the airport's latest inspection (next due) from the same index.
  await sql`create index gci_inspections_airport_idx on gci_inspections (airport_code, inspection_date desc)`.execute(
    db,
  );
  await sql`create index gci_inspections_date_idx on gci_inspections (inspection_date desc, id)`.execute(db);

  await sql`
    create table gci_discrepancies (
      id uuid primary key default gen_random_uuid(),
      inspection_id uuid not null references gci_inspections (id) on delete cascade,
      category text not null check (category in ('markings', 'lighting', 'signs', 'pavement', 'obstructions',
        'fencing', 'wildlife', 'other')),
      severity text not null check (severity in ('low', 'medium', 'high', 'critical')),
      description text not null check (length(description) between 1 and 2000),
      location text,
      action_plan text,
      plan_due_date date not null,
      target_date date,
      action_status text not null default 'open' check (action_status in ('open', 'in_progress', 'closed')),
      closed_at timestamptz,
      closed_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((action_status = 'closed') = (closed_at is not null))
    )`.execute(db);
  await sql`create index gci_discrepancies_inspection_idx on gci_discrepancies (inspection_id)`.execute(db);
  // Open actions by deadline: the overdue counts and the PM dashboard read only these.
  await sql`create index gci_discrepancies_open_idx on gci_discrepancies (coalesce(target_date, plan_due_date))
    where action_status <> 'closed'`.execute(db);
}
