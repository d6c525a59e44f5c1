import type { BreakdownsResponse, DashboardSummaryResponse, GrantChartSortOption } from '@bil/domain';
import { Alert, Skeleton } from '@mantine/core';
import {
  AirportFundingCard,
  CHART_CATALOG,
  FiscalYearFundingCard,
  FundingDistributionCard,
  MonthlyFundingTrendsCard,
  PendingApplicationsCard,
  PmFundingCard,
  ProcessingTimelineCard,
  ProgramFundingCard,
  StageDurationsCard,
  StatusFunnelCard,
  type ChartId,
} from '@/components/charts';
import { describeError } from '@/components/error-boundary';

type Source<T> = { data: T | undefined; error: unknown; isPending: boolean };

type Props = {
  id: ChartId;
  dashboard: Source<DashboardSummaryResponse>;
  breakdowns: Source<BreakdownsResponse>;
  grantSort: GrantChartSortOption;
};

function renderDashboardChart(id: ChartId, data: DashboardSummaryResponse, sort: GrantChartSortOption) {
  const asOf = data.asOf;
  switch (id) {
    case 'monthly_funding_trends':
      return <MonthlyFundingTrendsCard trends={data.monthlyTrends} asOf={asOf} />;
    case 'pending_grant_applications':
      return (
        <PendingApplicationsCard
          applications={data.pendingApplications}
          summary={data.pendingSummary}
          asOf={asOf}
        />
      );
    case 'funding_distribution_by_grant':
      return <FundingDistributionCard chart={data.grantCharts[sort]} sort={sort} asOf={asOf} />;
    case 'processing_timeline_by_grant':
      return <ProcessingTimelineCard chart={data.grantCharts[sort]} sort={sort} asOf={asOf} />;
    default:
      return null;
  }
}

function renderBreakdownChart(id: ChartId, data: BreakdownsResponse) {
  const asOf = data.asOf;
  switch (id) {
    case 'funding_by_fiscal_year':
      return <FiscalYearFundingCard rows={data.byFiscalYear} asOf={asOf} />;
    case 'funding_by_program':
      return <ProgramFundingCard rows={data.byProgram} asOf={asOf} />;
    case 'funding_by_airport':
      return <AirportFundingCard rows={data.byAirport} asOf={asOf} />;
    case 'funding_by_pm':
      return <PmFundingCard rows={data.byPm} asOf={asOf} />;
    case 'status_funnel':
      return <StatusFunnelCard funnel={data.statusFunnel} asOf={asOf} />;
    case 'stage_durations':
      return <StageDurationsCard stages={data.stageDurations} asOf={asOf} />;
    default:
      return null;
  }
}

function SourceState({ title, source }: { title: string; source: Source<unknown> }) {
  if (source.error && !source.data) {
    return (
      <Alert color="red" variant="light" title={title}>
        {describeError(source.error)}
      </Alert>
    );
  }
  return <Skeleton height={360} radius="md" aria-label={`Loading ${title}`} />;
}

/** One picked chart of the gallery, drawn from whichever figures it needs. */
export function GalleryChart({ id, dashboard, breakdowns, grantSort }: Props) {
  const { title, source } = CHART_CATALOG[id];
  if (source === 'dashboard') {
    return dashboard.data ? (
      renderDashboardChart(id, dashboard.data, grantSort)
    ) : (
      <SourceState title={title} source={dashboard} />
    );
  }
  return breakdowns.data ? (
    renderBreakdownChart(id, breakdowns.data)
  ) : (
    <SourceState title={title} source={breakdowns} />
  );
}
