import type { GrantChartBar, GrantChartSortOption } from '@bil/domain';
import type { ChartRecord } from './export/chart-records';

export const GRANT_CHART_SORT_LABELS: Record<GrantChartSortOption, string> = {
  grantNumber: 'Grant Number',
  processingTime: 'Processing Time',
  alphabetical: 'Alphabetical',
};

/** Export records of the funding distribution: one per bar (the top grants, then 'Others'). */
export function toFundingDistributionRecords(
  grants: readonly Omit<GrantChartBar, 'isOthers'>[],
): ChartRecord[] {
  return grants.map((grant) => ({
    Grant: grant.name,
    'BIL Amount': grant.bilAmount,
    'State Amount': grant.stateAmount,
    'Local Amount': grant.localAmount,
    'Total Amount': grant.totalAmount,
    Projects: grant.projectCount,
  }));
}

/** Export records of the processing timeline: one per bar (the top grants, then 'Others'). */
export function toProcessingTimelineRecords(
  grants: readonly Omit<GrantChartBar, 'isOthers'>[],
): ChartRecord[] {
  return grants.map((grant) => ({
    Grant: grant.name,
    'Days to Award': grant.daysToAward ?? '',
    'Avg Days to Sub-Award': grant.avgDaysToSubAward ?? '',
    'Days Pending Award': grant.daysPendingAward ?? '',
    'Days Pending Sub-Award': grant.daysPendingSubAward ?? '',
    Projects: grant.projectCount,
  }));
}
