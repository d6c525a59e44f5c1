import { topGrantsForChart, type DashboardResponse } from '@bil/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import {
  FundingDistributionCard,
  MonthlyFundingTrendsCard,
  PendingApplicationsCard,
  ProcessingTimelineCard,
} from '@/components/charts';

/** The dashboard's four charts, limited to the PM's projects (those with a grant number). */
export function PmDashboardCharts({ dashboard }: { dashboard: DashboardResponse }) {
  if (dashboard.grants.length === 0) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          The charts appear once a project of this project manager has a grant number.
        </Text>
      </Paper>
    );
  }
  const top = topGrantsForChart(dashboard.grants, 'grantNumber');
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md" data-testid="pm-charts">
      <MonthlyFundingTrendsCard trends={dashboard.monthlyTrends} asOf={dashboard.asOf} />
      <PendingApplicationsCard
        applications={dashboard.pendingApplications}
        summary={dashboard.pendingSummary}
        asOf={dashboard.asOf}
      />
      <FundingDistributionCard chart={top} sort="grantNumber" asOf={dashboard.asOf} />
      <ProcessingTimelineCard chart={top} sort="grantNumber" asOf={dashboard.asOf} />
    </SimpleGrid>
  );
}
