import { sortGrantsForChart, type GrantChartSortOption, type GrantMetrics } from '@bil/domain';
import { useMemo, type ReactNode } from 'react';
import { ChartCard } from '../chart-card';
import { ChartShareSlot } from '../chart-share-slot';
import { CHART_CATALOG, toFileSlug } from '../chart-catalog';
import { FundingDistributionChart } from '../funding-distribution-chart';
import {
  GRANT_CHART_SORT_LABELS,
  selectGrantsForChart,
  toFundingDistributionRecords,
  toProcessingTimelineRecords,
  type GrantChartSelection,
} from '../grant-chart-data';
import { ProcessingTimelineChart } from '../processing-timeline-chart';

type Props = {
  grants: readonly GrantMetrics[];
  sort: GrantChartSortOption;
  asOf?: string;
  headerActions?: ReactNode;
};

function describeSelection(base: string, selection: GrantChartSelection, sort: GrantChartSortOption): string {
  const order = `Sorted by ${GRANT_CHART_SORT_LABELS[sort].toLowerCase()}.`;
  if (selection.omittedCount === 0) return `${base} ${order}`;
  const shown = selection.grants.length;
  return `${base} ${order} Showing the first ${shown} of ${shown + selection.omittedCount} grants; the export holds all of them.`;
}

export function FundingDistributionCard({ grants, sort, asOf, headerActions }: Props) {
  const { title, description } = CHART_CATALOG.funding_distribution_by_grant;
  const sorted = useMemo(() => sortGrantsForChart(grants, sort), [grants, sort]);
  const selection = useMemo(() => selectGrantsForChart(sorted, 'asGiven'), [sorted]);
  return (
    <ChartCard
      title={title}
      description={describeSelection(description, selection, sort)}
      exportData={toFundingDistributionRecords(sorted)}
      fileName={toFileSlug(title)}
      {...(asOf ? { asOf } : {})}
      headerActions={headerActions ?? <ChartShareSlot chartType="funding_distribution_by_grant" />}
      height={360}
    >
      {({ height }) => <FundingDistributionChart grants={selection.grants} height={height} />}
    </ChartCard>
  );
}

export function ProcessingTimelineCard({ grants, sort, asOf, headerActions }: Props) {
  const { title, description } = CHART_CATALOG.processing_timeline_by_grant;
  const sorted = useMemo(() => sortGrantsForChart(grants, sort), [grants, sort]);
  const selection = useMemo(() => selectGrantsForChart(sorted, 'asGiven'), [sorted]);
  return (
    <ChartCard
      title={title}
      description={describeSelection(description, selection, sort)}
      exportData={toProcessingTimelineRecords(sorted)}
      fileName={toFileSlug(title)}
      {...(asOf ? { asOf } : {})}
      headerActions={headerActions ?? <ChartShareSlot chartType="processing_timeline_by_grant" />}
      height={360}
    >
      {({ height }) => <ProcessingTimelineChart grants={selection.grants} height={height} />}
    </ChartCard>
  );
}
