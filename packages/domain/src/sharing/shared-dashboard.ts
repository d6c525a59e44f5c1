import type { DashboardResponse } from '../metrics/analytics.responses';
import type { ShareChartType } from './share-constants';

/**
 * The dashboard a public chart link sends: only what its charts draw (a monthly-trends link carries the
 * months, not every grant's figures). The counts stay: the page says when the scope has no projects.
 */
export function dashboardForSharedCharts(
  dashboard: DashboardResponse,
  chartTypes: readonly ShareChartType[],
): DashboardResponse {
  const shows = (chart: ShareChartType) => chartTypes.includes(chart);
  const grantCharts = shows('funding_distribution_by_grant') || shows('processing_timeline_by_grant');
  const pending = shows('pending_grant_applications');
  return {
    ...dashboard,
    grants: grantCharts ? dashboard.grants : [],
    monthlyTrends: shows('monthly_funding_trends') ? dashboard.monthlyTrends : [],
    pendingApplications: pending ? dashboard.pendingApplications : [],
    pendingSummary: pending
      ? dashboard.pendingSummary
      : {
          totalPending: 0,
          averageAgeDays: null,
          exceeding90Days: 0,
          oldestAgeDays: null,
          oldestGrantName: null,
        },
  };
}
