import type { GrantMetrics } from './grant-metrics';
import { compareGrantNumbers } from '../projects/grant-number';

export type SortDirection = 'asc' | 'desc';

/** Sortable columns of the grant metrics table. */
export type GrantTableSortKey =
  | 'name'
  | 'bilAmount'
  | 'stateAmount'
  | 'localAmount'
  | 'totalAmount'
  | 'projectCount'
  | 'executedProjects'
  | 'pendingSubAwardProjects'
  | 'pendingAwardProjects'
  | 'daysToAward'
  | 'avgDaysToSubAward'
  | 'daysPendingSubAward'
  | 'daysPendingAward'
  | 'completedSubAwardDays'
  | 'primaryStatus'
  | 'awardDisplayStatus'
  | 'subAwardDisplayStatus';

export type GrantTableSort = { key: GrantTableSortKey; direction: SortDirection };

/** SPEC §5: the table starts sorted by grant name, descending. */
export const DEFAULT_GRANT_TABLE_SORT: GrantTableSort = { key: 'name', direction: 'desc' };

/** SPEC §5: clicking the sorted column toggles asc/desc; clicking another column sorts it descending. */
export function nextGrantTableSort(current: GrantTableSort, clicked: GrantTableSortKey): GrantTableSort {
  if (current.key !== clicked) return { key: clicked, direction: 'desc' };
  return { key: clicked, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * Sorts table rows. By name: numeric grant number (SPEC §5), reversed for ascending, Unknown last both
 * ways. Numbers: empty values (null) last both ways. Text columns: A to Z ascending. Ties keep grant order.
 */
export function sortGrantTable(grants: readonly GrantMetrics[], sort: GrantTableSort): GrantMetrics[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: GrantMetrics, b: GrantMetrics): number => {
    const descending = compareGrantNumbers(a.originalGrantNumber, b.originalGrantNumber);
    const unknownOrder = Number(a.originalGrantNumber === null) - Number(b.originalGrantNumber === null);
    return unknownOrder !== 0 ? unknownOrder : sort.direction === 'desc' ? descending : -descending;
  };
  return [...grants].sort((a, b) => {
    if (sort.key === 'name') return byName(a, b);
    const left = a[sort.key];
    const right = b[sort.key];
    let order: number;
    if (typeof left === 'string' && typeof right === 'string') order = sign * collator.compare(left, right);
    else if (left === null || right === null) order = Number(left === null) - Number(right === null);
    else order = sign * (Number(left) - Number(right));
    return order !== 0 ? order : byName(a, b);
  });
}
