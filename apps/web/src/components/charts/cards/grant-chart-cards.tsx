import {
  formatCurrency,
  formatShortAmount,
  othersBarName,
  type GrantChartBar,
  type GrantChartSortOption,
  type GrantChartTop,
} from '@bil/domain';
import { Text } from '@mantine/core';
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

/** What the card says of the grants left out of the top bars: where Others is and what it holds. */
type OthersNote = (others: string) => string;

function describeChart(
  base: string,
  chart: GrantChartTop,
  sort: GrantChartSortOption,
  othersNote: OthersNote,
): string {
  const order = `Sorted by ${GRANT_CHART_SORT_LABELS[sort].toLowerCase()}.`;
  if (chart.othersCount === 0) return `${base} ${order}`;
  const shown = chart.grantCount - chart.othersCount;
  return `${base} ${order} The first ${shown} of ${chart.grantCount.toLocaleString('en-US')} grants; ${othersNote(othersBarName(chart.othersCount))}`;
}

// Issue 35: summed, Others (about $350M) dwarfed the named grants, so it is shown apart, not as a bar.
const FUNDING_OTHERS_NOTE: OthersNote = (others) =>
  `${others} are summed under the chart rather than drawn, so the named grants keep a readable scale.`;
// The timeline's Others bar is an average of days, not a sum.
const TIMELINE_OTHERS_NOTE: OthersNote = (others) =>
  `the last bar, ${others}, is their average, weighted by project count.`;

/** The grants after the top ones, summed in words: the funding chart draws only the named grants. */
function OthersFundingLine({ others }: { others: GrantChartBar | undefined }) {
  if (!others) return null;
  return (
    <Text size="sm" data-testid="funding-others">
      <Text span fw={600}>
        {others.name}:
      </Text>{' '}
      {formatShortAmount(others.totalAmount)} in total (BIL {formatCurrency(others.bilAmount)}, State{' '}
      {formatCurrency(others.stateAmount)}, Local {formatCurrency(others.localAmount)}),{' '}
      {others.projectCount.toLocaleString('en-US')} projects.
    </Text>
  );
}

export function FundingDistributionCard({ chart, sort, asOf, headerActions }: Props) {
  const { title, description } = CHART_CATALOG.funding_distribution_by_grant;
  return (
    <ChartCard
      title={title}
      description={describeChart(description, chart, sort, FUNDING_OTHERS_NOTE)}
      exportData={toFundingDistributionRecords(chart.bars)}
      fileName={toFileSlug(title)}
      {...(asOf ? { asOf } : {})}
      headerActions={headerActions ?? <ChartShareSlot chartType="funding_distribution_by_grant" />}
      height={360}
      footer={<OthersFundingLine others={chart.bars.find((bar) => bar.isOthers)} />}
    >
      {({ height }) => (
        <FundingDistributionChart grants={chart.bars.filter((bar) => !bar.isOthers)} height={height} />
      )}
    </ChartCard>
  );
}

export function ProcessingTimelineCard({ chart, sort, asOf, headerActions }: Props) {
  const { title, description } = CHART_CATALOG.processing_timeline_by_grant;
  return (
    <ChartCard
      title={title}
      description={describeChart(description, chart, sort, TIMELINE_OTHERS_NOTE)}
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
