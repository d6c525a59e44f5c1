import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  AirportFundingCard,
  FiscalYearFundingCard,
  PmFundingCard,
  ProgramFundingCard,
  StageDurationsCard,
  StatusFunnelCard,
} from '@/components/charts';
import { describeError } from '@/components/error-boundary';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useBreakdowns } from '../api/use-breakdowns';
import { AnalyticsSummary } from './analytics-summary';
import { DataAsOf, PageHeading, WidePage } from '@/components/page';

function AnalyticsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} data-testid="analytics-loading" aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={320} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** /bil/analytics: where the money goes and how projects move through the lifecycle. */
export function AnalyticsPage() {
  const query = useBreakdowns();
  const data = query.data;

  return (
    <WidePage>
      <PageHeading
        title="BIL Analytics"
        description="Funding and project counts by fiscal year, program, airport and project manager, and the time projects spend at each stage. Every project you can see counts, with or without a grant number."
        aside={data ? <DataAsOf asOf={data.asOf} /> : null}
        gap="xs"
      />
      {query.isPending ? <AnalyticsLoading /> : null}
      {query.isError && !data ? (
        <QueryErrorAlert
          title="Error Loading Data"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          onRetry={query.refetch}
        >
          {describeError(query.error)}
        </QueryErrorAlert>
      ) : null}
      {data ? (
        <>
          <AnalyticsSummary data={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <FiscalYearFundingCard rows={data.byFiscalYear} asOf={data.asOf} />
            <ProgramFundingCard rows={data.byProgram} asOf={data.asOf} />
            <StatusFunnelCard funnel={data.statusFunnel} asOf={data.asOf} />
            <StageDurationsCard stages={data.stageDurations} asOf={data.asOf} />
            <PmFundingCard rows={data.byPm} asOf={data.asOf} />
            <AirportFundingCard rows={data.byAirport} asOf={data.asOf} />
          </SimpleGrid>
        </>
      ) : null}
    </WidePage>
  );
}
