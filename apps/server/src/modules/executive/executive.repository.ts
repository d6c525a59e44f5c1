import { sql, type Kysely } from 'kysely';
import type { ProjectVisibility } from '@bil/domain';
import type { Database } from '../../db/schema';

/**
 * What the executive page depends on beyond the projects (whose data version covers them): airport
 * assignments, AIG allocations, and the DBE and GC&I records, every change of which writes an audit row
 * (the latest audit time is an index lookup). One tiny query; any such change gives a new fingerprint.
 */
export async function readOverviewFingerprint(db: Kysely<Database>): Promise<string> {
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
 * The dashboard's timeliness figures from the totals the database keeps per scope, grant and application
 * month (migration 0017-executive: computeGrantMetrics', computeDashboardKpis' and computeMonthlyTrends'
 * rules, for everyone and per PM): one totals row, the pending grants by index, at most 12 months; never
 * every project. The executive test compares every figure with the dashboard, which runs the domain
 * functions, after loading and after changing projects.
 */
export async function selectTimeliness(
  db: Kysely<Database>,
  options: {
    /** null: every project; else that PM's (tdot_pm equal to it). */
    tdotPm: string | null;
    today: string;
    overdueAfterDays: number;
    oldest: number;
    trendFrom: string;
    trendBefore: string;
  },
): Promise<TimelinessFigures> {
  const scope = options.tdotPm ?? '';
  const today = sql`${options.today}::date`;
  const pending = sql`from executive_grant_totals
    where scope = ${scope} and not awarded and application_date is not null and application_date <= ${today}`;
  const { rows } = await sql<{ figures: string }>`
    with cutoff as (
      select application_date ${pending} order by application_date offset ${options.oldest - 1} limit 1
    )
    select json_build_object(
      'totals', (select json_build_object(
        'project_count', coalesce(max(project_count), 0),
        'grant_count', coalesce(max(grant_count), 0),
        'bil_amount', coalesce(max(bil), 0),
        'award_days', round(max(award_weighted)::numeric / nullif(max(award_weight), 0)),
        'sub_award_days', round(max(sub_weighted)::numeric / nullif(max(sub_weight), 0)),
        'pending_award_projects', coalesce(max(pending_award), 0),
        'pending_sub_award_projects', coalesce(max(pending_sub_award), 0),
        'exceeding_days', (select count(*) ${pending}
          and application_date < ${today} - ${options.overdueAfterDays}::int))
        from executive_scope_totals where scope = ${scope}),
      'oldest', (select coalesce(json_agg(json_build_object('grant_number', grant_key,
          'application_date', application_date, 'project_count', project_count, 'bil_amount', bil)), '[]')
        ${pending} and application_date <= coalesce((select application_date from cutoff), 'infinity'::date)),
      'trend', (select coalesce(json_agg(json_build_object('month', month, 'project_count', project_count,
          'average_days', round(award_days_sum::numeric / nullif(award_days_count, 0))) order by month), '[]')
        from executive_month_totals
        where scope = ${scope} and month >= ${options.trendFrom.slice(0, 7)} and month < ${options.trendBefore.slice(0, 7)})
    )::text as figures`.execute(db);
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
  // Two index range scans (migration 0017's partial indexes), not a pass over every project.
  const { rows } = await sql<OverdueByPmRow>`
    select pm, (count(*) filter (where kind = 'award'))::int as overdue_award,
      (count(*) filter (where kind = 'sub_award'))::int as overdue_sub_award
    from (
      select tdot_pm as pm, 'award' as kind from projects
      where award_date is null and application_date is not null
        and application_date <= ${bounds.awardAppliedOnOrBefore}::date
      union all
      select tdot_pm, 'sub_award' from projects
      where sub_award_date is null and award_date is not null
        and award_date <= ${bounds.subAwardAwardedOnOrBefore}::date
    ) as overdue
    where pm is not null and pm <> ''
    group by pm`.execute(db);
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
