import { sql, type Kysely } from 'kysely';
import { CERTIFICATION_STATUSES, COMMITMENT_KINDS, OWNER_GENDERS, OWNER_GROUPS } from '@bil/domain';

const quoted = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

/**
 * DBE program records (49 CFR Part 26): firms with their certification history (kept, never deleted),
 * contracts on projects, commitments with their amendments, payments, overall goals per federal fiscal year,
 * and submitted Uniform Reports as locked, versioned snapshots. Money numeric(14,2); federal share whole
 * dollars; counted_amount is the §26.55 figure the domain computed, stored so the report sums it in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dbe_firms (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      certification_number text,
      certifying_agency text,
      naics_codes text[] not null default '{}',
      owner_group text check (owner_group in (${quoted(OWNER_GROUPS)})),
      owner_gender text check (owner_gender in (${quoted(OWNER_GENDERS)})),
      contact_name text,
      contact_email text,
      contact_phone text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index dbe_firms_name_idx on dbe_firms (lower(name))`.execute(db);

  await sql`
    create table dbe_firm_certifications (
      id uuid primary key default gen_random_uuid(),
      firm_id uuid not null references dbe_firms(id) on delete restrict,
      status text not null check (status in (${quoted(CERTIFICATION_STATUSES)})),
      effective_date date not null,
      note text,
      recorded_by text references "user"(id) on delete set null,
      recorded_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index dbe_firm_certifications_firm_idx on dbe_firm_certifications (firm_id, effective_date)`.execute(
    db,
  );

  await sql`
    create table dbe_contracts (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects(id) on delete restrict,
      contract_number text not null,
      title text not null,
      prime_firm_id uuid not null references dbe_firms(id) on delete restrict,
      award_date date not null,
      federal_share bigint check (federal_share >= 0),
      goal_pct numeric(5,2) not null default 0 check (goal_pct between 0 and 100),
      goal_driven boolean not null default false,
      completed_date date,
      participation_needed numeric(14,2) check (participation_needed >= 0),
      version integer not null default 1,
      created_by text references "user"(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (completed_date is null or completed_date >= award_date)
    )`.execute(db);
  await sql`create index dbe_contracts_project_idx on dbe_contracts (project_id)`.execute(db);
  await sql`create index dbe_contracts_award_idx on dbe_contracts (award_date)`.execute(db);
  await sql`create index dbe_contracts_completed_idx on dbe_contracts (completed_date)`.execute(db);
  await sql`create index dbe_contracts_prime_idx on dbe_contracts (prime_firm_id)`.execute(db);

  await sql`
    create table dbe_commitments (
      id uuid primary key default gen_random_uuid(),
      contract_id uuid not null references dbe_contracts(id) on delete cascade,
      firm_id uuid not null references dbe_firms(id) on delete restrict,
      kind text not null check (kind in (${quoted(COMMITMENT_KINDS)})),
      amount numeric(14,2) not null check (amount > 0),
      fee_amount numeric(14,2) check (fee_amount >= 0 and fee_amount <= amount),
      commercially_useful boolean not null default true,
      counts_as_dbe boolean not null,
      counted_amount numeric(14,2) not null check (counted_amount >= 0 and counted_amount <= amount),
      commitment_date date not null,
      description text,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index dbe_commitments_contract_idx on dbe_commitments (contract_id)`.execute(db);
  await sql`create index dbe_commitments_firm_idx on dbe_commitments (firm_id)`.execute(db);
  await sql`create index dbe_commitments_date_idx on dbe_commitments (commitment_date)`.execute(db);

  await sql`
    create table dbe_commitment_amendments (
      id uuid primary key default gen_random_uuid(),
      commitment_id uuid not null references dbe_commitments(id) on delete cascade,
      version integer not null,
      amended_on date not null,
      reason text not null,
      before jsonb not null,
      after jsonb not null,
      amended_by text references "user"(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (commitment_id, version)
    )`.execute(db);

  await sql`
    create table dbe_payments (
      id uuid primary key default gen_random_uuid(),
      contract_id uuid not null references dbe_contracts(id) on delete cascade,
      commitment_id uuid references dbe_commitments(id) on delete cascade,
      amount numeric(14,2) not null check (amount > 0),
      paid_date date not null,
      note text,
      created_by text references "user"(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index dbe_payments_contract_idx on dbe_payments (contract_id, paid_date)`.execute(db);
  await sql`create index dbe_payments_commitment_idx on dbe_payments (commitment_id)`.execute(db);
  await sql`create index dbe_payments_date_idx on dbe_payments (paid_date)`.execute(db);

  await sql`
    create table dbe_overall_goals (
      fiscal_year integer primary key check (fiscal_year between 2000 and 2100),
      overall_pct numeric(5,2) not null check (overall_pct between 0 and 100),
      conscious_pct numeric(5,2) not null check (conscious_pct >= 0),
      neutral_pct numeric(5,2) not null check (neutral_pct >= 0),
      set_by text references "user"(id) on delete set null,
      updated_at timestamptz not null default now(),
      check (conscious_pct + neutral_pct = overall_pct)
    )`.execute(db);

  await sql`
    create table dbe_reports (
      id uuid primary key default gen_random_uuid(),
      fiscal_year integer not null,
      version integer not null check (version >= 1),
      form_version text not null,
      snapshot jsonb not null,
      reason text,
      submitted_by text references "user"(id) on delete set null,
      submitted_at timestamptz not null default now(),
      unique (fiscal_year, version)
    )`.execute(db);
}
