import { sortGrantsForChart, type GrantChartSortOption, type GrantMetrics } from '@bil/domain';
import type { ChartRecord } from './export/chart-records';

/**
 * Per-grant charts fit their card and draw at most this many grants, so bars stay visible; the
 * description says when grants were left out, and the data export holds all of them.
 */
export const MAX_GRANTS_PER_CHART = 100;

export const GRANT_CHART_SORT_LABELS: Record<GrantChartSortOption, string> = {
  grantNumber: 'Grant Number',
  processingTime: 'Processing Time',
  alphabetical: 'Alphabetical',
};

export type GrantChartSelection = { grants: GrantMetrics[]; omittedCount: number };

/**
 * The grants a per-grant chart draws, in the chosen order (SPEC §5; 'asGiven' keeps an order already
 * applied), capped at MAX_GRANTS_PER_CHART.
 */
export function selectGrantsForChart(
  grants: readonly GrantMetrics[],
  sort: GrantChartSortOption | 'asGiven',
): GrantChartSelection {
  const sorted = sort === 'asGiven' ? [...grants] : sortGrantsForChart(grants, sort);
  return {
    grants: sorted.slice(0, MAX_GRANTS_PER_CHART),
    omittedCount: Math.max(0, sorted.length - MAX_GRANTS_PER_CHART),
  };
}

/** Export records of the funding distribution: one per grant. */
export function toFundingDistributionRecords(grants: readonly GrantMetrics[]): ChartRecord[] {
  return grants.map((grant) => ({
    Grant: grant.name,
    'BIL Amount': grant.bilAmount,
    'State Amount': grant.stateAmount,
    'Local Amount': grant.localAmount,
    'Total Amount': grant.totalAmount,
    Projects: grant.projectCount,
  }));
}

/** Export records of the processing timeline: one per grant. */
export function toProcessingTimelineRecords(grants: readonly GrantMetrics[]): ChartRecord[] {
  return grants.map((grant) => ({
    Grant: grant.name,
    'Days to Award': grant.daysToAward ?? '',
    'Avg Days to Sub-Award': grant.avgDaysToSubAward ?? '',
    'Days Pending Award': grant.daysPendingAward ?? '',
    'Days Pending Sub-Award': grant.daysPendingSubAward ?? '',
    Projects: grant.projectCount,
  }));
}
