import { sql, type Kysely } from 'kysely';

/**
 * The dashboard's per-grant metrics, kept in the same transaction as each project change, so GET
 * /api/analytics/dashboard and the grant metrics table read one row per grant (32,000 at 100,000
 * projects) instead of every project. Migration 0017's executive_grant_totals already keeps, per scope
 * ('' for everyone, else a PM's own projects) and grant, the figures that are not sums; this adds what
 * computeGrantMetrics needs besides: the state, local and total sums, executed projects, the earliest
 * award date, the mean sub-award days of completed projects, how many projects have each status (the
 * primary status is picked in JS by the domain's pickPrimaryStatus), whether any is 'pending', and the
 * distinct BIL application numbers. The refresh function is 0017's with those columns added; its
 * triggers, the scope totals and the month totals are unchanged.
 */

// As 0017's PROJECT_VALUES, plus the columns only this migration reads.
const PROJECT_VALUES = `btrim(grant_number) as g,
  coalesce(nullif(lower(btrim(status)), ''), 'unknown') as st,
  application_date, award_date, sub_award_date, days_to_sub_award,
  case when days_to_award >= 0 then days_to_award
       when award_date >= application_date then award_date - application_date end as award_days,
  coalesce(bil_aig_amount, 0) + coalesce(bil_atp_amount, 0) + coalesce(bil_fct_amount, 0) as bil,
  coalesce(state_amount, 0) as state, coalesce(local_amount, 0) as local, coalesce(total_amount, 0) as total,
  nullif(btrim(bil_application_number), '') as app_no`;

const SCOPES = `cross join lateral (values (''), (nullif(tdot_pm, ''))) as s(scope) where s.scope is not null`;

// 0017's scope totals bookkeeping, verbatim: the KPIs' weighted sums per scope.
const scopeRows = (sign: string) => `
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
    pending_sub_award = t.pending_sub_award + excluded.pending_sub_award;`;

function refreshFunction(withMetrics: boolean): string {
  const extraColumns = withMetrics
    ? `, state, local, total, executed, award_date, completed_mean, has_pending_status, application_numbers,
       status_counts`
    : '';
  const extraValues = withMetrics
    ? `, sum(state), sum(local), sum(total), (count(*) filter (where st = 'executed'))::int, min(award_date),
       round(avg(sub_days) filter (where st = 'executed' or sub_award_date is not null))::int,
       bool_or(st = 'pending'),
       coalesce(array_agg(distinct app_no) filter (where app_no is not null), '{}')`
    : '';
  // How many projects have each status, per grant: a second small group-by joined on (scope, grant).
  const statusCounts = withMetrics
    ? `, statuses as (
        select scope, g, jsonb_object_agg(st, n) as status_counts
        from (select scope, g, st, count(*)::int as n from p group by scope, g, st) as counted
        group by scope, g
      )`
    : '';
  const statusJoin = withMetrics ? 'join statuses using (scope, g)' : '';
  const statusColumn = withMetrics ? ', statuses.status_counts' : '';
  return `
    create or replace function executive_grant_totals_refresh(keys text[]) returns void language sql as $$
      ${scopeRows('-')}
      delete from executive_grant_totals where grant_key in (select unnest(keys));
      insert into executive_grant_totals (scope, grant_key, project_count, awarded, application_date,
        award_mean, sub_mean, pending_award, pending_sub_award, bil${extraColumns})
      with p as (
        select s.scope, v.* from projects
        cross join lateral (select ${PROJECT_VALUES}) as v
        ${SCOPES}
          and grant_number is not null and btrim(grant_number) in (select unnest(keys))
          and btrim(grant_number) <> ''
      ),
      grant_dates as (
        select scope, g, bool_or(award_date is not null) as awarded, min(award_date) as award_date
        from p group by scope, g
      ),
      classified as (
        select p.scope, p.g, p.st, p.application_date, p.award_date, p.sub_award_date, p.award_days, p.bil,
          p.state, p.local, p.total, p.app_no, d.awarded,
          case when p.days_to_sub_award >= 0 then p.days_to_sub_award
               when coalesce(p.award_date, d.award_date) <= p.sub_award_date
                 then p.sub_award_date - coalesce(p.award_date, d.award_date) end as sub_days,
          (p.st = 'pending award' or (p.st = 'approved' and not d.awarded)) as pending_award,
          (p.st in ('pending sub-award', 'pending sponsor', 'pending tdot')
            or (p.st = 'approved' and d.awarded and p.sub_award_date is null)) as pending_sub_award
        from p join grant_dates as d using (scope, g)
      ),
      sums as (
        select scope, g, count(*)::int as project_count, bool_or(awarded) as awarded,
          min(application_date) as application_date,
          round(avg(award_days))::int as award_mean, round(avg(sub_days))::int as sub_mean,
          (count(*) filter (where pending_award))::int as pending_award,
          (count(*) filter (where pending_sub_award))::int as pending_sub_award,
          sum(bil) as bil${extraValues}
        from classified group by scope, g
      )${statusCounts}
      select sums.*${statusColumn} from sums ${statusJoin};
      ${scopeRows('')}
      delete from executive_scope_totals where grant_count = 0;
    $$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table executive_grant_totals
      add column state numeric not null default 0,
      add column local numeric not null default 0,
      add column total numeric not null default 0,
      add column executed integer not null default 0,
      add column award_date date,
      add column completed_mean integer,
      add column status_counts jsonb not null default '{}',
      add column has_pending_status boolean not null default false,
      add column application_numbers text[] not null default '{}'`.execute(db);
  await sql.raw(refreshFunction(true)).execute(db);
  // Fill the new columns for the projects already stored.
  await sql`select executive_grant_totals_refresh(array(select distinct btrim(grant_number) from projects
    where grant_number is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(refreshFunction(false)).execute(db);
  await sql`
    alter table executive_grant_totals
      drop column state, drop column local, drop column total, drop column executed,
      drop column award_date, drop column completed_mean, drop column status_counts,
      drop column has_pending_status, drop column application_numbers`.execute(db);
}
