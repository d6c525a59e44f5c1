import {
  buildStatusFunnel,
  checkProjectSelection,
  computeDashboardKpis,
  computeGrantMetrics,
  computeMonthlyTrends,
  filterDashboardProjects,
  listPendingApplications,
  MAX_PENDING_APPLICATIONS_SHOWN,
  parseProjectIdsParam,
  resolveProjectVisibility,
  summariseStageDurations,
  summarizePendingApplications,
  todayInNewYork,
  type AnalyticsQuery,
  type BreakdownsResponse,
  type DashboardResponse,
  type ProjectForMetrics,
  type ProjectSelectionResult,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { presentBreakdowns, presentDashboard } from './analytics.presenter';
import {
  countStageDays,
  selectMetricProjects,
  sumByAirport,
  sumByFiscalYear,
  sumByPm,
  sumByProgram,
  sumByStatus,
  type AnalyticsScope,
} from './analytics.repository';
import type { RequestPrincipal } from '../../auth/access.service';

type Ctx = Pick<AppContext, 'db'>;

/** Project ids narrowing a request, already checked; null when the request names none. */
export type ProjectSelection = readonly string[] | null;

function requireValidSelection(result: ProjectSelectionResult): string[] {
  if (!result.ok) throw badRequest(`projectIds: ${result.message}`);
  return result.projectIds;
}

/** The `projectIds` query parameter (comma-separated) as a checked selection; 400 with the reason otherwise. */
export function readSelectionQuery(query: AnalyticsQuery): ProjectSelection {
  return query.projectIds === undefined
    ? null
    : requireValidSelection(parseProjectIdsParam(query.projectIds));
}

/** A JSON list of project ids as a checked selection; 400 with the reason otherwise. */
export function readSelectionList(projectIds: readonly string[]): ProjectSelection {
  return requireValidSelection(checkProjectSelection(projectIds));
}

/**
 * Which projects the principal's analytics cover (SPEC §6: a PM only their own, none without a PM name;
 * everyone else signed in all), narrowed to the selection. Null when nothing can match.
 */
export function resolveAnalyticsScope(
  principal: RequestPrincipal,
  selection: ProjectSelection,
): AnalyticsScope | null {
  const visibility = resolveProjectVisibility(principal);
  if (visibility.scope === 'none' || selection?.length === 0) return null;
  return { tdotPm: visibility.scope === 'pm' ? visibility.tdotPm : null, projectIds: selection };
}

/** Every dashboard figure from the projects' metric columns, with the domain rules; nothing per project. */
export function buildDashboard(projects: readonly ProjectForMetrics[], now: Date): DashboardResponse {
  const dashboardProjects = filterDashboardProjects(projects); // SPEC §5: non-blank grant numbers only
  const today = todayInNewYork(now);
  const grants = computeGrantMetrics(dashboardProjects, today);
  const pendingApplications = listPendingApplications(grants);
  return presentDashboard({
    asOf: now,
    today,
    kpis: computeDashboardKpis(grants),
    grants,
    monthlyTrends: computeMonthlyTrends(dashboardProjects),
    pendingApplications: pendingApplications.slice(0, MAX_PENDING_APPLICATIONS_SHOWN),
    pendingSummary: summarizePendingApplications(pendingApplications),
  });
}

/**
 * The Grant Analysis Dashboard for one scope. A shared chart can call it with the scope its share
 * allows. Computed on every call; GET/POST /api/analytics/dashboard go through getDashboardBody's cache.
 */
export async function getDashboardForScope(ctx: Ctx, scope: AnalyticsScope | null, now = clockNow()) {
  const projects = scope === null ? [] : await selectMetricProjects(ctx.db, scope);
  return buildDashboard(projects, now);
}

export async function getDashboard(
  ctx: Ctx,
  principal: RequestPrincipal,
  selection: ProjectSelection,
): Promise<DashboardResponse> {
  return getDashboardForScope(ctx, resolveAnalyticsScope(principal, selection));
}

/**
 * Funding and counts by fiscal year, program, airport and PM, the status funnel and the time spent in
 * each lifecycle stage, over every project in scope (with or without a grant number: the funnel starts
 * at staff review, before a project joins a grant). Sums and histograms come from SQL group-bys.
 */
export async function getBreakdowns(
  ctx: Ctx,
  principal: RequestPrincipal,
  selection: ProjectSelection,
): Promise<BreakdownsResponse> {
  const now = clockNow();
  const scope = resolveAnalyticsScope(principal, selection);
  if (scope === null) {
    return presentBreakdowns({
      asOf: now,
      statusFunnel: buildStatusFunnel([]),
      stageDurations: summariseStageDurations({}),
    });
  }
  // One snapshot for all six queries, so their totals agree even while projects change.
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const fiscalYears = await sumByFiscalYear(trx, scope);
      const programs = await sumByProgram(trx, scope);
      const airports = await sumByAirport(trx, scope);
      const pms = await sumByPm(trx, scope);
      const statuses = await sumByStatus(trx, scope);
      const stageDays = await countStageDays(trx, scope);
      return presentBreakdowns({
        asOf: now,
        fiscalYears,
        programs,
        airports,
        pms,
        statusFunnel: buildStatusFunnel(statuses),
        stageDurations: summariseStageDurations(stageDays),
      });
    });
}
