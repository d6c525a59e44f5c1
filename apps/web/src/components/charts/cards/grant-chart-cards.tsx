import { othersBarName, type GrantChartSortOption, type GrantChartTop } from '@bil/domain';
import type { ReactNode } from 'react';
import { ChartCard } from '../chart-card';
import { ChartShareSlot } from '../chart-share-slot';
import { CHART_CATALOG, toFileSlug } from '../chart-catalog';
import { FundingDistributionChart } from '../funding-distribution-chart';
import {
  GRANT_CHART_SORT_LABELS,
  toFundingDistributionRecords,
  toProcessingTimelineRecords,
} from '../grant-chart-data';
import { ProcessingTimelineChart } from '../processing-timeline-chart';

type Props = {
  /** The top grants in the chart's order and the 'Others' bar (the domain's topGrantsForChart). */
  chart: GrantChartTop;
  sort: GrantChartSortOption;
  asOf?: string;
  headerActions?: ReactNode;
};

function describeChart(base: string, chart: GrantChartTop, sort: GrantChartSortOption): string {
  const order = `Sorted by ${GRANT_CHART_SORT_LABELS[sort].toLowerCase()}.`;
  if (chart.othersCount === 0) return `${base} ${order}`;
  const shown = chart.grantCount - chart.othersCount;
  return `${base} ${order} The first ${shown} of ${chart.grantCount.toLocaleString('en-US')} grants; the last bar, ${othersBarName(chart.othersCount)}, adds up the rest.`;
}

export function FundingDistributionCard({ chart, sort, asOf, headerActions }: Props) {
  const { title, description } = CHART_CATALOG.funding_distribution_by_grant;
  return (
    <ChartCard
      title={title}
      description={describeChart(description, chart, sort)}
      exportData={toFundingDistributionRecords(chart.bars)}
      fileName={toFileSlug(title)}
      {...(asOf ? { asOf } : {})}
      headerActions={headerActions ?? <ChartShareSlot chartType="funding_distribution_by_grant" />}
      height={360}
    >
      {({ height }) => <FundingDistributionChart grants={chart.bars} height={height} />}
    </ChartCard>
  );
}

export function ProcessingTimelineCard({ chart, sort, asOf, headerActions }: Props) {
  const { title, description } = CHART_CATALOG.processing_timeline_by_grant;
  return (
    <ChartCard
      title={title}
      description={describeChart(description, chart, sort)}
      exportData={toProcessingTimelineRecords(chart.bars)}
      fileName={toFileSlug(title)}
      {...(asOf ? { asOf } : {})}
      headerActions={headerActions ?? <ChartShareSlot chartType="processing_timeline_by_grant" />}
      height={360}
    >
      {({ height }) => <ProcessingTimelineChart grants={chart.bars} height={height} />}
    </ChartCard>
  );
}
