import { formatStatusLabel } from '../projects/project-status';
import type { GrantMetrics } from './grant-metrics';

/** SPEC §7: the file name and the columns of the grant metrics export, in order. */
export const GRANT_METRICS_CSV_FILE_NAME = 'grant-metrics.csv';

export const GRANT_METRICS_CSV_HEADERS = [
  'Grant',
  'BIL Amount',
  'State Amount',
  'Local Amount',
  'Total Amount',
  'Total Projects',
  'Executed Projects',
  'Pending Sub-Award Projects',
  'Pending Award Projects',
  'Days to Award',
  'Avg Days to Sub-Award',
  'Days Pending Sub-Award',
  'Days Pending Award',
  'Completed Sub-Award Days',
  'Primary Status',
  'Award Status',
  'Sub-Award Status',
] as const;

export type CsvCell = string | number;

/**
 * Header and rows for 'grant-metrics.csv'. Amounts and day counts stay numbers so a spreadsheet can sum
 * them; a missing day count is an empty cell; statuses are title-cased as in the table ('Pending Award').
 * The Grant column holds the grant number, or 'Unknown'.
 */
export function buildGrantMetricsCsvRows(grants: readonly GrantMetrics[]): {
  headers: string[];
  rows: CsvCell[][];
} {
  const days = (value: number | null): CsvCell => value ?? '';
  return {
    headers: [...GRANT_METRICS_CSV_HEADERS],
    rows: grants.map((grant) => [
      grant.name,
      grant.bilAmount,
      grant.stateAmount,
      grant.localAmount,
      grant.totalAmount,
      grant.projectCount,
      grant.executedProjects,
      grant.pendingSubAwardProjects,
      grant.pendingAwardProjects,
      days(grant.daysToAward),
      days(grant.avgDaysToSubAward),
      days(grant.daysPendingSubAward),
      days(grant.daysPendingAward),
      days(grant.completedSubAwardDays),
      formatStatusLabel(grant.primaryStatus),
      formatStatusLabel(grant.awardDisplayStatus),
      formatStatusLabel(grant.subAwardDisplayStatus),
    ]),
  };
}

/**
 * SPEC §7: only selected rows are exported if any are selected, else all filtered rows. Selection is by
 * grant key; selected grants hidden by the current filters are not exported.
 */
export function pickGrantsForExport(
  filteredGrants: readonly GrantMetrics[],
  selectedKeys: ReadonlySet<string>,
): GrantMetrics[] {
  if (selectedKeys.size === 0) return [...filteredGrants];
  return filteredGrants.filter((grant) => selectedKeys.has(grant.key));
}
