import {
  computeDashboardKpis,
  computeGrantMetrics,
  computeMonthlyTrends,
  filterDashboardProjects,
  GRANT_CHART_SORT_OPTIONS,
  listPendingApplications,
  MAX_PENDING_APPLICATIONS_SHOWN,
  summarizePendingApplications,
  todayInNewYork,
  topGrantsForChart,
  type DashboardSummaryResponse,
  type GrantChartSortOption,
  type GrantChartTop,
  type GrantMetrics,
  type MonthlyTrend,
} from '@bil/domain';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { CachedBody, responseCacheFor, strongEtag, type CompressionLevels } from '../../lib/response-cache';
import type { RequestPrincipal } from '../../auth/access.service';
import { readProjectsDataVersion } from '../projects';
import { selectMetricProjects, type AnalyticsScope } from './analytics.repository';
import { resolveAnalyticsScope, type ProjectSelection } from './analytics.service';
import { grantScopeKey, loadScopeGrants } from './grant-metrics.service';
import { readScopeMonthList } from './kept-scope-lists';

type Ctx = Pick<AppContext, 'db'>;

/**
 * The dashboard from every grant of a scope and its months: KPIs and pending applications over all
 * grants, and for the per-grant charts only the top 20 of each order and an 'Others' bar, so the answer
 * stays the same size at any number of grants (the table pages through /api/analytics/grant-metrics).
 */
export function buildDashboardSummary(
  grants: readonly GrantMetrics[],
  monthlyTrends: MonthlyTrend[],
  now: Date,
): DashboardSummaryResponse {
  const pendingApplications = listPendingApplications(grants);
  const charts = Object.fromEntries(
    GRANT_CHART_SORT_OPTIONS.map((sort) => [sort, topGrantsForChart(grants, sort)]),
  ) as Record<GrantChartSortOption, GrantChartTop>;
  return {
    asOf: now.toISOString(),
    today: todayInNewYork(now),
    kpis: computeDashboardKpis(grants),
    grantCharts: charts,
    monthlyTrends,
    pendingApplications: pendingApplications.slice(0, MAX_PENDING_APPLICATIONS_SHOWN),
    pendingSummary: summarizePendingApplications(pendingApplications),
  };
}

/**
 * A whole scope (everyone, or a PM's own) reads the kept per-grant totals and one group-by per month;
 * a selection of at most 5,000 projects is computed from those projects with the domain functions.
 */
export async function computeDashboardSummary(
  ctx: Ctx,
  scope: AnalyticsScope | null,
  now: Date,
): Promise<DashboardSummaryResponse> {
  if (scope === null) return buildDashboardSummary([], [], now);
  if (scope.projectIds !== null) {
    const projects = filterDashboardProjects(await selectMetricProjects(ctx.db, scope));
    const grants = computeGrantMetrics(projects, todayInNewYork(now));
    return buildDashboardSummary(grants, computeMonthlyTrends(projects), now);
  }
  // On PostgreSQL the two reads go out at once, on two pooled connections.
  const [grants, months] = await Promise.all([
    loadScopeGrants(ctx, scope.tdotPm, now),
    readScopeMonthList(ctx.db, grantScopeKey(scope.tdotPm), ''),
  ]);
  return buildDashboardSummary(grants, [...months], now);
}

// Measured on the 5,000-project demo dashboard (1.08 MB of JSON): Brotli quality 1 takes 4 ms for 106 KB
// against 13 ms for 90 KB at quality 4; gzip level 2 takes 7 ms for 130 KB against 14 ms at level 6.
const DASHBOARD_COMPRESSION: CompressionLevels = { brotliQuality: 1, gzipLevel: 2 };

/**
 * The dashboard as cached JSON text. It depends on the projects (the data version, one tiny query), the
 * scope (the PM name or all, and the selection) and today in New York (days pending): the key is exactly
 * these, so a change by any server process, or midnight, makes the next read compute afresh. Nothing
 * else about the caller is in the response. asOf is when the figures were computed; they still hold.
 */
export async function getDashboardBody(
  ctx: Ctx,
  principal: RequestPrincipal,
  selection: ProjectSelection,
): Promise<CachedBody> {
  const now = clockNow();
  const scope = resolveAnalyticsScope(principal, selection);
  const version = await readProjectsDataVersion(ctx.db);
  const compute = async () => JSON.stringify(await computeDashboardSummary(ctx, scope, now));
  if (version === null) return new CachedBody(await compute(), strongEtag([randomUUID()]));
  const key = strongEtag(['dashboard-summary', version, scope, todayInNewYork(now)]);
  return responseCacheFor(ctx.db).getOrCompute(key, key, compute, DASHBOARD_COMPRESSION);
}
