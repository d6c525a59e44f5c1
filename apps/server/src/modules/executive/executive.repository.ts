import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProjectVisibility } from '@bil/domain';
import type { Database } from '../../db/schema';

/**
 * What the executive page depends on beyond the projects (whose data version covers them): airport
 * assignments, AIG allocations, and the DBE and GC&I records, every change of which writes an audit row
 * (the latest audit time is an index lookup). One tiny query; any such change gives a new fingerprint.
 */
export async function readAirportsFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ tag: string }>`
    select concat_ws(':',
      (select count(*) from airport_assignments), (select max(updated_at) from airport_assignments),
      (select count(*) from airport_bil_balances), (select max(updated_at) from airport_bil_balances),
      (select max(created_at) from audit_logs)) as tag`.execute(db);
  return rows[0]?.tag ?? '';
}

/** One grant's share of the dashboard KPIs, summed over the grants (one row whatever the size). */
export type TimelinessTotals = {
  project_count: number;
  grant_count: number;
  bil_amount: number;
  /** Project-count-weighted mean of the grants' rounded mean award days (weightedAverageDays). */
  award_days: number | null;
  sub_award_days: number | null;
  pending_award_projects: number;
  pending_sub_award_projects: number;
  /** Grants not awarded whose earliest application is more than `overdueAfterDays` old. */
  exceeding_days: number;
};

export type PendingGrantRow = {
  grant_number: string;
  application_date: string;
  project_count: number;
  bil_amount: number;
};

export type TrendRow = { month: string; project_count: number; average_days: number | null };

export type TimelinessFigures = {
  totals: TimelinessTotals;
  /** The oldest pending grants: every grant as old as the `oldest`-th, so ties are ordered in JS. */
  oldest: PendingGrantRow[];
  trend: TrendRow[];
};

/**
 * The dashboard's timeliness figures, computed by the database instead of loading every project: the
 * same rules as the domain's computeGrantMetrics (grant = trimmed grant number, blank ones left out;
 * award days = days_to_award when not negative, else application to award; sub-award days =
 * days_to_sub_award, else award (the grant's earliest when the project has none) to sub-award;
 * classifyProject's pending award / pending sub-award; a grant is awarded when any project has an award
 * date), then computeDashboardKpis' weighted averages and computeMonthlyTrends' months. The executive
 * test compares every figure with the dashboard, which runs the domain functions, on the demo data.
 */
export async function selectTimeliness(
  db: Kysely<Database>,
  options: {
    tdotPm: string | null;
    today: string;
    overdueAfterDays: number;
    oldest: number;
    trendFrom: string;
    trendBefore: string;
  },
): Promise<TimelinessFigures> {
  const scope: RawBuilder<boolean> =
    options.tdotPm === null ? sql<boolean>`true` : sql<boolean>`tdot_pm = ${options.tdotPm}`;
  const today = sql`${options.today}::date`;
  const query = sql<{ figures: string }>`
    with p as (
      select btrim(grant_number) as g,
        coalesce(nullif(lower(btrim(status)), ''), 'unknown') as st,
        application_date, award_date, sub_award_date, days_to_sub_award,
        case when days_to_award >= 0 then days_to_award
             when award_date >= application_date then award_date - application_date end as award_days,
        coalesce(bil_aig_amount, 0) + coalesce(bil_atp_amount, 0) + coalesce(bil_fct_amount, 0) as bil
      from projects
      where grant_number is not null and btrim(grant_number) <> '' and ${scope}
    ),
    grant_dates as (
      select g, bool_or(award_date is not null) as awarded, min(award_date) as award_date
      from p group by g
    ),
    classified as (
      select p.*, d.awarded,
        case when p.days_to_sub_award >= 0 then p.days_to_sub_award
             when coalesce(p.award_date, d.award_date) <= p.sub_award_date
               then p.sub_award_date - coalesce(p.award_date, d.award_date) end as sub_days,
        (p.st = 'pending award' or (p.st = 'approved' and not d.awarded)) as pending_award,
        (p.st in ('pending sub-award', 'pending sponsor', 'pending tdot')
          or (p.st = 'approved' and d.awarded and p.sub_award_date is null)) as pending_sub_award
      from p join grant_dates as d using (g)
    ),
    grants as (
      select g, count(*)::int as n, bool_or(awarded) as awarded, min(application_date) as application_date,
        round(avg(award_days)) as award_mean, round(avg(sub_days)) as sub_mean,
        (count(*) filter (where pending_award))::int as pending_award,
        (count(*) filter (where pending_sub_award))::int as pending_sub_award,
        sum(bil) as bil
      from classified group by g
    ),
    pending as (
      select g, application_date, n, bil from grants
      where not awarded and application_date is not null and application_date <= ${today}
    ),
    cutoff as (select application_date from pending order by application_date offset ${options.oldest - 1} limit 1)
    select json_build_object(
      'totals', (select json_build_object(
        'project_count', coalesce(sum(n), 0),
        'grant_count', count(*),
        'bil_amount', coalesce(sum(bil), 0),
        'award_days', round(sum(award_mean * n) filter (where award_mean is not null)
          / nullif(sum(n) filter (where award_mean is not null), 0)),
        'sub_award_days', round(sum(sub_mean * n) filter (where sub_mean is not null)
          / nullif(sum(n) filter (where sub_mean is not null), 0)),
        'pending_award_projects', coalesce(sum(pending_award), 0),
        'pending_sub_award_projects', coalesce(sum(pending_sub_award), 0),
        'exceeding_days', count(*) filter (where not awarded and ${today} - application_date > ${options.overdueAfterDays}))
        from grants),
      'oldest', (select coalesce(json_agg(json_build_object('grant_number', g,
          'application_date', application_date, 'project_count', n, 'bil_amount', bil)), '[]')
        from pending where application_date <= coalesce((select application_date from cutoff), 'infinity'::date)),
      'trend', (select coalesce(json_agg(m order by m.month), '[]') from (
        select to_char(application_date, 'YYYY-MM') as month, count(*)::int as project_count,
          round(avg(award_days)) as average_days
        from p where application_date >= ${options.trendFrom}::date and application_date < ${options.trendBefore}::date
        group by 1) as m)
    )::text as figures`;
  // Enough memory for the per-grant hash tables (32,000 grants at 100,000 projects) not to spill to disk.
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '32MB'`.execute(trx);
    return query.execute(trx);
  });
  return JSON.parse(rows[0]?.figures ?? 'null') as TimelinessFigures;
}

export type OverdueByPmRow = { pm: string; overdue_award: number; overdue_sub_award: number };

/**
 * Per PM (blank names left out, as PM management does), the projects past the award and sub-award
 * targets, with PM management's date bounds (the domain's overdueDateBounds).
 */
export async function selectOverdueByPm(
  db: Kysely<Database>,
  bounds: { awardAppliedOnOrBefore: string; subAwardAwardedOnOrBefore: string },
): Promise<OverdueByPmRow[]> {
  const award = sql`application_date is not null and award_date is null
    and application_date <= ${bounds.awardAppliedOnOrBefore}::date`;
  const subAward = sql`award_date is not null and sub_award_date is null
    and award_date <= ${bounds.subAwardAwardedOnOrBefore}::date`;
  const { rows } = await sql<OverdueByPmRow>`
    select tdot_pm as pm, (count(*) filter (where ${award}))::int as overdue_award,
      (count(*) filter (where ${subAward}))::int as overdue_sub_award
    from projects
    where tdot_pm is not null and tdot_pm <> '' and ((${award}) or (${subAward}))
    group by tdot_pm`.execute(db);
  return rows;
}

export type ProgramYearRow = {
  fiscal_year: number | null;
  aig: number;
  atp: number;
  fct: number;
  project_count: number;
};

/**
 * BIL dollars by program and project fiscal year over the airports in scope, from the kept
 * airport_project_totals (a few hundred rows whatever the number of projects), as the airports screen.
 */
export async function selectProgramsByFiscalYear(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<ProgramYearRow[]> {
  if (visibility.scope === 'none') return [];
  const where =
    visibility.scope === 'pm'
      ? sql`where airport_code in (select airport_code from airport_assignments where tdot_pm = ${visibility.tdotPm})`
      : sql`where airport_code in (select airport_code from airport_assignments)`;
  const { rows } = await sql<ProgramYearRow>`
    select nullif(fiscal_year_key, 0) as fiscal_year, sum(aig) as aig, sum(atp) as atp, sum(fct) as fct,
      sum(project_count)::int as project_count
    from airport_project_totals ${where}
    group by 1 order by 1 nulls last`.execute(db);
  return rows;
}
