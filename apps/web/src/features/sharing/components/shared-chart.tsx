import { topGrantsForChart, type DashboardResponse, type ShareChartType } from '@bil/domain';
import type { ReactNode } from 'react';
import {
  FundingDistributionCard,
  MonthlyFundingTrendsCard,
  PendingApplicationsCard,
  ProcessingTimelineCard,
} from '@/components/charts';

type Props = {
  chartType: ShareChartType;
  dashboard: DashboardResponse;
  /** When the figures were computed (static groups: when they were frozen). */
  asOf?: string;
  headerActions?: ReactNode;
};

/** One of the four shareable dashboard charts, drawn from dashboard data (signed-in or shared). */
export function SharedChart({ chartType, dashboard, asOf = dashboard.asOf, headerActions }: Props) {
  switch (chartType) {
    case 'monthly_funding_trends':
      return (
        <MonthlyFundingTrendsCard
          trends={dashboard.monthlyTrends}
          asOf={asOf}
          headerActions={headerActions}
        />
      );
    case 'pending_grant_applications':
      return (
        <PendingApplicationsCard
          applications={dashboard.pendingApplications}
          summary={dashboard.pendingSummary}
          asOf={asOf}
          headerActions={headerActions}
        />
      );
    case 'funding_distribution_by_grant':
      return (
        <FundingDistributionCard
          chart={topGrantsForChart(dashboard.grants, 'grantNumber')}
          sort="grantNumber"
          asOf={asOf}
          headerActions={headerActions}
        />
      );
    case 'processing_timeline_by_grant':
      return (
        <ProcessingTimelineCard
          chart={topGrantsForChart(dashboard.grants, 'grantNumber')}
          sort="grantNumber"
          asOf={asOf}
          headerActions={headerActions}
        />
      );
  }
}
