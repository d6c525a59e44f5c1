import { sql, type Kysely } from 'kysely';

/**
 * Project delivery (issue 19): one record per awarded project, from design to closeout.
 * Each milestone of packages/domain/src/delivery/delivery.schema.ts (DELIVERY_MILESTONES) has a planned
 * and an actual date column. first_open_planned is the SQL twin of the domain's firstOpenPlannedDate (the
 * earliest planned date of a milestone not done yet; `least` skips nulls): the portfolio sorts late records
 * first by it and finds them with its index. progress_date is the day progress was last recorded (the
 * service moves it on a change of percent complete or of an actual date: isProgressChange).
 * Money in bigint cents.
 *
 * delivery_data_version goes up with any statement that changes delivery records, GC&I grants (their drawn
 * sums, kept by a trigger) or airport assignments (the PM of a group): with projects_data_version it keys
 * the portfolio's cached per-airport counts (modules/delivery/delivery-counts-cache.ts).
 */
const MILESTONE_COLUMNS = [
  'design_complete',
  'bid_opening',
  'contract_award',
  'notice_to_proceed',
  'substantial_completion',
  'final_acceptance',
  'closeout',
] as const;

const firstOpenPlanned = sql.raw(
  `least(${MILESTONE_COLUMNS.map((name) => `case when ${name}_actual is null then ${name}_planned end`).join(', ')})`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  const dateColumns = sql.raw(
    MILESTONE_COLUMNS.map((name) => `${name}_planned date, ${name}_actual date`).join(',\n      '),
  );
  await sql`
    create table delivery_records (
      project_id uuid primary key references projects (id) on delete cascade,
      ${dateColumns},
      percent_complete integer not null default 0 check (percent_complete between 0 and 100),
      contract_amount_cents bigint check (contract_amount_cents >= 0),
      amount_drawn_cents bigint not null default 0 check (amount_drawn_cents >= 0),
      progress_date date not null,
      notes text,
      first_open_planned date generated always as (${firstOpenPlanned}) stored,
      updated_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The portfolio's order: late first (the earliest open planned date first), then by project.
  await sql`create index delivery_records_first_open on delivery_records (first_open_planned, project_id)`.execute(
    db,
  );
  // The portfolio lists awarded projects: award_date filters and the PM's airports join on airport_code.
  await sql`create index projects_awarded_airport on projects (airport_code) where award_date is not null`.execute(
    db,
  );
  await createDeliveryDataVersion(db);
}

async function createDeliveryDataVersion(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table delivery_data_version (
      id boolean primary key default true check (id),
      version bigint not null default 1
    )`.execute(db);
  await sql`insert into delivery_data_version (id) values (true)`.execute(db);
  await sql`
    create function delivery_data_version_bump() returns trigger language plpgsql as $$
    begin
      insert into delivery_data_version as v (id) values (true)
      on conflict (id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  for (const table of ['delivery_records', 'gci_grants', 'airport_assignments']) {
    await sql`create trigger ${sql.raw(`${table}_delivery_version`)}
      after insert or update or delete or truncate on ${sql.raw(table)}
      for each statement execute function delivery_data_version_bump()`.execute(db);
  }
}
