import { ALL_VALUES, FILTER_KEYS, type FilterValues } from '@bil/domain';

/** The search and filters as the project table routes read them (one parameter per filter value). */
export function projectTableQueryString(search: string, filters: FilterValues): string {
  const params = new URLSearchParams();
  const trimmed = search.trim();
  if (trimmed) params.set('search', trimmed);
  for (const key of FILTER_KEYS) {
    for (const value of filters[key]) if (value !== ALL_VALUES) params.append(key, value);
  }
  return params.toString();
}

/** The fixed-size blocks (by index) that cover first..last, widened by a margin on either side. */
export function blocksCovering(first: number, last: number, size: number, margin: number): number[] {
  if (first < 0 || last < first) return [];
  const from = Math.floor(Math.max(0, first - margin) / size);
  const to = Math.floor((last + margin) / size);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
