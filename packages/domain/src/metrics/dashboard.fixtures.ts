import type { DashboardResponse } from './analytics.responses';
import { computeDashboardKpis } from './dashboard-kpis';
import { computeGrantMetrics } from './grant-metrics';
import { SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';
import { computeMonthlyTrends } from './monthly-trends';
import { listPendingApplications, summarizePendingApplications } from './pending-applications';

/** The dashboard of the sample projects, as the metrics functions build it (for tests). */
export function sampleDashboard(): DashboardResponse {
  const grants = computeGrantMetrics(SAMPLE_PROJECTS, TODAY);
  const pendingApplications = listPendingApplications(grants);
  return {
    asOf: '2025-06-30T16:00:00.000Z',
    today: TODAY,
    kpis: computeDashboardKpis(grants),
    grants,
    monthlyTrends: computeMonthlyTrends(SAMPLE_PROJECTS),
    pendingApplications,
    pendingSummary: summarizePendingApplications(pendingApplications),
  };
}
