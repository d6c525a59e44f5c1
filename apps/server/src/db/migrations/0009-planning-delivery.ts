import { sql, type Kysely } from 'kysely';

/**
 * Planning and delivery (issue 19).
 *
 * 1. airport_project_totals (0003) summed the AIG under grant per project fiscal year only, which lost the
 *    award date: the domain's drawAigAwards (packages/domain/src/airports/airport-balances.ts) needs it, since
 *    an award draws only on tranches still open on its award date. The totals are now kept per airport,
 *    project fiscal year and award_year_key, the federal fiscal year of the award date (0 for none), the SQL
 *    twin of the domain's federalFiscalYearOf: extract(year from award_date + interval '3 months').
 *    A tranche's deadline is the last day of a federal fiscal year, so the award's fiscal year decides
 *    exactly which tranches were open (firstOpenTrancheYear).
 * 2. plan_items: the Airport Capital Improvement Plan, one row per planned project of an airport, with its
 *    funding split (which must add up to the estimated cost) and a link to the BIL project it became.
 */
const AWARD_YEAR_KEY = `coalesce(extract(year from award_date + interval '3 months')::integer, 0)`;

function totalsSelect(source: string, sign: '' | '-') {
  return sql.raw(`
    select airport_code, coalesce(fiscal_year, 0), ${AWARD_YEAR_KEY}, ${sign}count(*),
      ${sign}sum(bil_aig_amount + bil_atp_amount + bil_fct_amount), ${sign}sum(bil_aig_amount),
      ${sign}sum(bil_atp_amount), ${sign}sum(bil_fct_amount), ${sign}sum(state_amount), ${sign}sum(local_amount),
      ${sign}coalesce(sum(bil_aig_amount) filter (where award_date is not null), 0),
      ${sign}count(*) filter (where award_date is not null and bil_aig_amount > 0)
    from ${source} group by 1, 2, 3`);
}

const TOTALS_COLUMNS = sql.raw(`(airport_code, fiscal_year_key, award_year_key, project_count, bil, aig, atp,
  fct, state, local, aig_under_grant, projects_under_grant)`);
const ADD_ON_CONFLICT = sql.raw(`on conflict (airport_code, fiscal_year_key, award_year_key) do update set
  project_count = t.project_count + excluded.project_count, bil = t.bil + excluded.bil,
  aig = t.aig + excluded.aig, atp = t.atp + excluded.atp, fct = t.fct + excluded.fct,
  state = t.state + excluded.state, local = t.local + excluded.local,
  aig_under_grant = t.aig_under_grant + excluded.aig_under_grant,
  projects_under_grant = t.projects_under_grant + excluded.projects_under_grant`);

async function rekeyAirportProjectTotals(db: Kysely<unknown>): Promise<void> {
  await sql`alter table airport_project_totals add column award_year_key integer not null default 0`.execute(
    db,
  );
  await sql`alter table airport_project_totals drop constraint airport_project_totals_pkey`.execute(db);
  await sql`alter table airport_project_totals
    add primary key (airport_code, fiscal_year_key, award_year_key)`.execute(db);
  await sql`
    create or replace function airport_project_totals_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        insert into airport_project_totals as t ${TOTALS_COLUMNS} ${totalsSelect('old_rows', '-')}
        ${ADD_ON_CONFLICT};
      end if;
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        insert into airport_project_totals as t ${TOTALS_COLUMNS} ${totalsSelect('new_rows', '')}
        ${ADD_ON_CONFLICT};
      end if;
      delete from airport_project_totals where project_count = 0;
      return null;
    end $$`.execute(db);
  await sql`delete from airport_project_totals`.execute(db);
  await sql`insert into airport_project_totals ${TOTALS_COLUMNS} ${totalsSelect('projects', '')}`.execute(db);
}

async function createPlanItems(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plan_items (
      id uuid primary key default gen_random_uuid(),
      airport_code text not null references airport_assignments (airport_code) on update cascade on delete cascade,
      title text not null check (length(title) between 1 and 200),
      work_type text not null,
      fiscal_year integer not null check (fiscal_year between 2022 and 2045),
      estimated_cost numeric(14,2) not null check (estimated_cost >= 0),
      aip_entitlement numeric(14,2) not null default 0 check (aip_entitlement >= 0),
      bil_aig numeric(14,2) not null default 0 check (bil_aig >= 0),
      aip_discretionary numeric(14,2) not null default 0 check (aip_discretionary >= 0),
      state_amount numeric(14,2) not null default 0 check (state_amount >= 0),
      local_amount numeric(14,2) not null default 0 check (local_amount >= 0),
      priority integer not null check (priority between 1 and 999),
      national_priority_rating integer check (national_priority_rating between 0 and 100),
      status text not null check (status in ('candidate', 'programmed', 'deferred', 'withdrawn', 'converted')),
      notes text,
      project_id uuid references projects (id) on delete set null,
      created_by text references "user" (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (estimated_cost = aip_entitlement + bil_aig + aip_discretionary + state_amount + local_amount)
    )`.execute(db);
  await sql`create index plan_items_airport_year on plan_items (airport_code, fiscal_year)`.execute(db);
  await sql`create index plan_items_year on plan_items (fiscal_year)`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rekeyAirportProjectTotals(db);
  await createPlanItems(db);
}
