import { sql, type Kysely } from 'kysely';

/**
 * Project delivery (issue 19): one record per awarded project, from design to closeout.
 * Each milestone of packages/domain/src/delivery/delivery.schema.ts (DELIVERY_MILESTONES) has a planned
 * and an actual date column. first_open_planned is the SQL twin of the domain's firstOpenPlannedDate (the
 * earliest planned date of a milestone not done yet; `least` skips nulls): the portfolio sorts late records
 * first by it and finds them with its index. progress_date is the day progress was last recorded (the
 * service moves it on a change of percent complete or of an actual date: isProgressChange).
 * Money in bigint cents.
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
  await sql`create index delivery_records_first_open on delivery_records (first_open_planned)`.execute(db);
  // The portfolio lists awarded projects: award_date filters and the PM's airports join on airport_code.
  await sql`create index projects_awarded_airport on projects (airport_code) where award_date is not null`.execute(
    db,
  );
}
