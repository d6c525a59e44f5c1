import type { DashboardSummaryResponse } from '@bil/domain';
import { SimpleGrid } from '@mantine/core';
import { MonthlyFundingTrendsCard, PendingApplicationsCard } from '@/components/charts';

/** Overview tab: Monthly Funding Trends and Pending Grant Applications. */
export function OverviewTab({ data }: { data: DashboardSummaryResponse }) {
  return (
    <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
      <MonthlyFundingTrendsCard trends={data.monthlyTrends} asOf={data.asOf} />
      <PendingApplicationsCard
        applications={data.pendingApplications}
        summary={data.pendingSummary}
        asOf={data.asOf}
      />
    </SimpleGrid>
  );
}
