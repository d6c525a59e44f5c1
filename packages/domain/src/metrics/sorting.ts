import { normaliseGrantNumber, UNKNOWN_GRANT_NAME } from './project-for-metrics';

const NUMERIC = /^[+-]?\d+(?:\.\d+)?$/;
const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

function isUnknownGrant(grantNumber: string | null): boolean {
  return grantNumber === null || grantNumber === UNKNOWN_GRANT_NAME;
}

/**
 * SPEC §5 comparator for Array.sort: numeric grant numbers descending when both parse as numbers, else
 * text descending; blank, missing and 'Unknown' go last. Equal numbers ('007', '7') fall back to text so
 * the order is stable across runs.
 */
export function compareGrantNumbers(a: string | null | undefined, b: string | null | undefined): number {
  const left = normaliseGrantNumber(a);
  const right = normaliseGrantNumber(b);
  const leftUnknown = isUnknownGrant(left);
  const rightUnknown = isUnknownGrant(right);
  if (leftUnknown || rightUnknown) return Number(leftUnknown) - Number(rightUnknown);
  const leftText = left ?? '';
  const rightText = right ?? '';
  if (NUMERIC.test(leftText) && NUMERIC.test(rightText)) {
    const byNumber = Number(rightText) - Number(leftText);
    if (byNumber !== 0) return byNumber;
  }
  return collator.compare(rightText, leftText) || compareCodeUnits(rightText, leftText);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** SPEC §5 chart sort options. */
export const GRANT_CHART_SORT_OPTIONS = ['grantNumber', 'processingTime', 'alphabetical'] as const;
export type GrantChartSortOption = (typeof GRANT_CHART_SORT_OPTIONS)[number];

type ChartSortable = { name: string; daysToAward: number | null };

/**
 * Orders grants for a chart: 'grantNumber' as compareGrantNumbers; 'processingTime' longest award time
 * first (grants without one last); 'alphabetical' A to Z by name. Unknown stays last in every order.
 */
export function sortGrantsForChart<T extends ChartSortable>(
  grants: readonly T[],
  option: GrantChartSortOption,
): T[] {
  const sorted = [...grants];
  if (option === 'grantNumber') return sorted.sort((a, b) => compareGrantNumbers(a.name, b.name));
  if (option === 'processingTime') {
    return sorted.sort((a, b) => {
      const byDays = (b.daysToAward ?? -1) - (a.daysToAward ?? -1);
      return byDays !== 0 ? byDays : compareGrantNumbers(a.name, b.name);
    });
  }
  return sorted.sort((a, b) => {
    const unknownOrder = Number(isUnknownGrant(a.name)) - Number(isUnknownGrant(b.name));
    return unknownOrder !== 0 ? unknownOrder : collator.compare(a.name, b.name);
  });
}
