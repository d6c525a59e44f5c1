import { sql, type Kysely } from 'kysely';

/**
 * The executive overview's kept totals, so GET /api/executive reads a few thousand rows instead of every
 * project (0.5-1.9 s on PGlite at 100,000 projects, computed either in JS or in one SQL pass):
 *
 * - executive_grant_totals: per scope ('' for everyone, else a PM name: that PM's projects only, as the
 *   PM's dashboard) and grant (trimmed grant number), the dashboard's per-grant figures that are not
 *   sums: awarded, earliest application, rounded mean award and sub-award days, projects pending award
 *   and sub-award (computeGrantMetrics' rules; see executive.repository). A change recomputes only the
 *   grants it touched, by the expression index on btrim(grant_number); a demo load is one aggregate.
 * - executive_scope_totals: per scope, the sums over its grants that computeDashboardKpis weighs, kept
 *   as grants are recomputed, so the KPIs read one row.
 * - executive_month_totals: per scope and application month, the dashboard projects and their award
 *   days (computeMonthlyTrends), added and subtracted per statement like airport_project_totals.
 *
 * Partial indexes find the projects waiting for award or sub-award by date (PM management's overdue
 * counts, without reading every project).
 * Also lets a share be of the new kind 'executive'.
 */

// One place for the per-project values both tables need (the domain's projectAwardDays).
const PROJECT_VALUES = `btrim(grant_number) as g,
  coalesce(nullif(lower(btrim(status)), ''), 'unknown') as st,
  application_date, award_date, sub_award_date, days_to_sub_award,
  case when days_to_award >= 0 then days_to_award
       when award_date >= application_date then award_date - application_date end as award_days,
  coalesce(bil_aig_amount, 0) + coalesce(bil_atp_amount, 0) + coalesce(bil_fct_amount, 0) as bil`;

// Every project counted for everyone ('') and, when it has a PM, for that PM.
const SCOPES = `cross join lateral (values (''), (nullif(tdot_pm, ''))) as s(scope) where s.scope is not null`;

const SHARE_KINDS = ['chart', 'chart_group', 'project_page', 'pm_management', 'pm_page', 'executive'];
const OLD_SHARE_KINDS = SHARE_KINDS.filter((kind) => kind !== 'executive');
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index projects_grant_key_idx on projects (btrim(grant_number))`.execute(db);
  await sql`
    create table executive_grant_totals (
      scope text not null,
      grant_key text not null,
      project_count integer not null,
      awarded boolean not null,
      application_date date,
      award_mean integer,
      sub_mean integer,
      pending_award integer not null,
      pending_sub_award integer not null,
      bil numeric not null,
      -- grant first: a change recomputes its grants by key (every scope at once)
      primary key (grant_key, scope)
    )`.execute(db);
  await sql`create index executive_grant_totals_pending_idx on executive_grant_totals (scope, application_date)
    where not awarded`.execute(db);

  // Per scope, the sums over its grants computeDashboardKpis needs (weighted day totals and weights).
  await sql`
    create table executive_scope_totals (
      scope text primary key,
      grant_count bigint not null,
      project_count bigint not null,
      bil numeric not null,
      award_weighted bigint not null,
      award_weight bigint not null,
      sub_weighted bigint not null,
      sub_weight bigint not null,
      pending_award bigint not null,
      pending_sub_award bigint not null
    )`.execute(db);
  const scopeRows = (sign: string) =>
    sql.raw(`
      insert into executive_scope_totals as t
      select scope, ${sign}count(*), ${sign}sum(project_count), ${sign}sum(bil),
        ${sign}coalesce(sum(award_mean * project_count), 0),
        ${sign}coalesce(sum(project_count) filter (where award_mean is not null), 0),
        ${sign}coalesce(sum(sub_mean * project_count), 0),
        ${sign}coalesce(sum(project_count) filter (where sub_mean is not null), 0),
        ${sign}sum(pending_award), ${sign}sum(pending_sub_award)
      from executive_grant_totals where grant_key in (select unnest(keys)) group by scope
      on conflict (scope) do update set grant_count = t.grant_count + excluded.grant_count,
        project_count = t.project_count + excluded.project_count, bil = t.bil + excluded.bil,
        award_weighted = t.award_weighted + excluded.award_weighted,
        award_weight = t.award_weight + excluded.award_weight,
        sub_weighted = t.sub_weighted + excluded.sub_weighted, sub_weight = t.sub_weight + excluded.sub_weight,
        pending_award = t.pending_award + excluded.pending_award,
        pending_sub_award = t.pending_sub_award + excluded.pending_sub_award;`);

  // Recomputes the named grants from their projects (classifyProject and projectSubAwardDays' rules),
  // taking their old figures out of the scope totals and putting the new ones in. A semi-join on the
  // keys (not = any): a demo load names every grant at once.
  await sql`
    create function executive_grant_totals_refresh(keys text[]) returns void language sql as $$
      ${scopeRows('-')}
      delete from executive_grant_totals where grant_key in (select unnest(keys));
      insert into executive_grant_totals
      with p as (
        select s.scope, v.* from projects
        cross join lateral (select ${sql.raw(PROJECT_VALUES)}) as v
        ${sql.raw(SCOPES)}
          and grant_number is not null and btrim(grant_number) in (select unnest(keys))
          and btrim(grant_number) <> ''
      ),
      grant_dates as (
        select scope, g, bool_or(award_date is not null) as awarded, min(award_date) as award_date
        from p group by scope, g
      ),
      classified as (
        select p.scope, p.g, p.application_date, p.award_days, p.bil, d.awarded,
          case when p.days_to_sub_award >= 0 then p.days_to_sub_award
               when coalesce(p.award_date, d.award_date) <= p.sub_award_date
                 then p.sub_award_date - coalesce(p.award_date, d.award_date) end as sub_days,
          (p.st = 'pending award' or (p.st = 'approved' and not d.awarded)) as pending_award,
          (p.st in ('pending sub-award', 'pending sponsor', 'pending tdot')
            or (p.st = 'approved' and d.awarded and p.sub_award_date is null)) as pending_sub_award
        from p join grant_dates as d using (scope, g)
      )
      select scope, g, count(*)::int, bool_or(awarded), min(application_date),
        round(avg(award_days))::int, round(avg(sub_days))::int,
        (count(*) filter (where pending_award))::int, (count(*) filter (where pending_sub_award))::int,
        sum(bil)
      from classified group by scope, g;
      ${scopeRows('')}
      delete from executive_scope_totals where grant_count = 0;
    $$`.execute(db);

  await sql`
    create table executive_month_totals (
      scope text not null,
      month text not null,
      project_count bigint not null default 0,
      award_days_sum bigint not null default 0,
      award_days_count bigint not null default 0,
      primary key (scope, month)
    )`.execute(db);

  const monthRows = (table: string, sign: string) =>
    sql.raw(`
    insert into executive_month_totals as t (scope, month, project_count, award_days_sum, award_days_count)
    select s.scope, to_char(v.application_date, 'YYYY-MM'), ${sign}count(*),
      ${sign}coalesce(sum(v.award_days), 0), ${sign}count(v.award_days)
    from ${table} cross join lateral (select ${PROJECT_VALUES}) as v
    ${SCOPES} and grant_number is not null and btrim(grant_number) <> '' and v.application_date is not null
    group by 1, 2
    on conflict (scope, month) do update set project_count = t.project_count + excluded.project_count,
      award_days_sum = t.award_days_sum + excluded.award_days_sum,
      award_days_count = t.award_days_count + excluded.award_days_count;`);

  await sql`
    create function executive_totals_trigger() returns trigger language plpgsql as $$
    declare
      keys text[];
    begin
      if tg_op = 'DELETE' or tg_op = 'UPDATE' then
        ${monthRows('old_rows', '-')}
        keys := array(select distinct btrim(grant_number) from old_rows where grant_number is not null);
      end if;
      if tg_op = 'INSERT' or tg_op = 'UPDATE' then
        ${monthRows('new_rows', '')}
        keys := coalesce(keys, '{}') || array(select distinct btrim(grant_number) from new_rows
          where grant_number is not null);
      end if;
      delete from executive_month_totals where project_count = 0;
      perform executive_grant_totals_refresh(array(select distinct unnest(keys)));
      return null;
    end $$`.execute(db);
  for (const [event, transition] of [
    ['insert', 'new table as new_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
    ['delete', 'old table as old_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`executive_totals_${event}`)} after ${sql.raw(event)} on projects
      referencing ${sql.raw(transition)} for each statement execute function executive_totals_trigger()
    `.execute(db);
  }
  await sql`
    create function executive_totals_truncate() returns trigger language plpgsql as $$
    begin
      delete from executive_grant_totals;
      delete from executive_scope_totals;
      delete from executive_month_totals;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger executive_totals_truncate after truncate on projects
    for each statement execute function executive_totals_truncate()
  `.execute(db);

  // Projects already stored.
  await sql`select executive_grant_totals_refresh(array(select distinct btrim(grant_number) from projects
    where grant_number is not null))`.execute(db);
  await sql`${monthRows('projects', '')}`.execute(db);

  await sql`create index projects_awaiting_award_idx on projects (application_date) include (tdot_pm)
    where award_date is null and application_date is not null`.execute(db);
  await sql`create index projects_awaiting_sub_award_idx on projects (award_date) include (tdot_pm)
    where sub_award_date is null and award_date is not null`.execute(db);

  await sql`alter table shares drop constraint if exists shares_kind_check`.execute(db);
  await sql`alter table shares add constraint shares_kind_check check (kind in (${list(SHARE_KINDS)}))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shares drop constraint if exists shares_kind_check`.execute(db);
  await sql`alter table shares add constraint shares_kind_check check (kind in (${list(OLD_SHARE_KINDS)}))`.execute(
    db,
  );
  await sql`drop index if exists projects_awaiting_sub_award_idx`.execute(db);
  await sql`drop index if exists projects_awaiting_award_idx`.execute(db);
  await sql`drop trigger if exists executive_totals_truncate on projects`.execute(db);
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`executive_totals_${event}`)} on projects`.execute(db);
  }
  await sql`drop function if exists executive_totals_truncate()`.execute(db);
  await sql`drop function if exists executive_totals_trigger()`.execute(db);
  await sql`drop function if exists executive_grant_totals_refresh(text[])`.execute(db);
  await sql`drop table if exists executive_month_totals`.execute(db);
  await sql`drop table if exists executive_scope_totals`.execute(db);
  await sql`drop table if exists executive_grant_totals`.execute(db);
  await sql`drop index if exists projects_grant_key_idx`.execute(db);
}
