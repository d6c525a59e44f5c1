import { compareGrantNumbers, grantCollator, isUnknownGrant } from '../projects/grant-number';

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
    return unknownOrder !== 0 ? unknownOrder : grantCollator.compare(a.name, b.name);
  });
}
