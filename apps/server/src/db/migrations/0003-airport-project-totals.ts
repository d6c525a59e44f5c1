import { sql, type Kysely } from 'kysely';

/**
 * The airports catalogue's sums, kept by the database: airport_project_totals holds, per airport and project
 * fiscal year (0 for none), the project count, the BIL, program, state and local sums, and the AIG amount
 * under grant (award_date set). Statement-level triggers with transition tables add and subtract whole
 * statements at once (a 100,000-row demo load is one aggregate, not 100,000 row updates), so GET
 * /api/airports reads a few hundred rows instead of summing every project (>1 s on PGlite at 100,000).
 * Exact: numeric sums, updated in the same transaction as the projects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table airport_project_totals (
      airport_code text not null,
      fiscal_year_key integer not null,
      project_count bigint not null default 0,
      bil numeric not null default 0,
      aig numeric not null default 0,
      atp numeric not null default 0,
      fct numeric not null default 0,
      state numeric not null default 0,
      local numeric not null default 0,
      aig_under_grant numeric not null default 0,
      projects_under_grant bigint not null default 0,
      primary key (airport_code, fiscal_year_key)
    )`.execute(db);

  await sql`
    create function airport_project_totals_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        insert into airport_project_totals as t
          (airport_code, fiscal_year_key, project_count, bil, aig, atp, fct, state, local,
           aig_under_grant, projects_under_grant)
        select airport_code, coalesce(fiscal_year, 0), -count(*),
          -sum(bil_aig_amount + bil_atp_amount + bil_fct_amount), -sum(bil_aig_amount), -sum(bil_atp_amount),
          -sum(bil_fct_amount), -sum(state_amount), -sum(local_amount),
          -coalesce(sum(bil_aig_amount) filter (where award_date is not null), 0),
          -count(*) filter (where award_date is not null and bil_aig_amount > 0)
        from old_rows group by 1, 2
        on conflict (airport_code, fiscal_year_key) do update set
          project_count = t.project_count + excluded.project_count, bil = t.bil + excluded.bil,
          aig = t.aig + excluded.aig, atp = t.atp + excluded.atp, fct = t.fct + excluded.fct,
          state = t.state + excluded.state, local = t.local + excluded.local,
          aig_under_grant = t.aig_under_grant + excluded.aig_under_grant,
          projects_under_grant = t.projects_under_grant + excluded.projects_under_grant;
      end if;
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        insert into airport_project_totals as t
          (airport_code, fiscal_year_key, project_count, bil, aig, atp, fct, state, local,
           aig_under_grant, projects_under_grant)
        select airport_code, coalesce(fiscal_year, 0), count(*),
          sum(bil_aig_amount + bil_atp_amount + bil_fct_amount), sum(bil_aig_amount), sum(bil_atp_amount),
          sum(bil_fct_amount), sum(state_amount), sum(local_amount),
          coalesce(sum(bil_aig_amount) filter (where award_date is not null), 0),
          count(*) filter (where award_date is not null and bil_aig_amount > 0)
        from new_rows group by 1, 2
        on conflict (airport_code, fiscal_year_key) do update set
          project_count = t.project_count + excluded.project_count, bil = t.bil + excluded.bil,
          aig = t.aig + excluded.aig, atp = t.atp + excluded.atp, fct = t.fct + excluded.fct,
          state = t.state + excluded.state, local = t.local + excluded.local,
          aig_under_grant = t.aig_under_grant + excluded.aig_under_grant,
          projects_under_grant = t.projects_under_grant + excluded.projects_under_grant;
      end if;
      delete from airport_project_totals where project_count = 0;
      return null;
    end $$`.execute(db);

  await sql`
    create trigger airport_project_totals_insert after insert on projects
    referencing new table as new_rows for each statement execute function airport_project_totals_trigger()
  `.execute(db);
  await sql`
    create trigger airport_project_totals_update after update on projects
    referencing old table as old_rows new table as new_rows
    for each statement execute function airport_project_totals_trigger()
  `.execute(db);
  await sql`
    create trigger airport_project_totals_delete after delete on projects
    referencing old table as old_rows for each statement execute function airport_project_totals_trigger()
  `.execute(db);
  await sql`
    create function airport_project_totals_truncate() returns trigger language plpgsql as $$
    begin
      delete from airport_project_totals;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger airport_project_totals_truncate after truncate on projects
    for each statement execute function airport_project_totals_truncate()
  `.execute(db);

  // Projects already stored.
  await sql`
    insert into airport_project_totals
      (airport_code, fiscal_year_key, project_count, bil, aig, atp, fct, state, local,
       aig_under_grant, projects_under_grant)
    select airport_code, coalesce(fiscal_year, 0), count(*),
      sum(bil_aig_amount + bil_atp_amount + bil_fct_amount), sum(bil_aig_amount), sum(bil_atp_amount),
      sum(bil_fct_amount), sum(state_amount), sum(local_amount),
      coalesce(sum(bil_aig_amount) filter (where award_date is not null), 0),
      count(*) filter (where award_date is not null and bil_aig_amount > 0)
    from projects group by 1, 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists airport_project_totals_truncate on projects`.execute(db);
  await sql`drop trigger if exists airport_project_totals_delete on projects`.execute(db);
  await sql`drop trigger if exists airport_project_totals_update on projects`.execute(db);
  await sql`drop trigger if exists airport_project_totals_insert on projects`.execute(db);
  await sql`drop function if exists airport_project_totals_truncate()`.execute(db);
  await sql`drop function if exists airport_project_totals_trigger()`.execute(db);
  await sql`drop table if exists airport_project_totals`.execute(db);
}
