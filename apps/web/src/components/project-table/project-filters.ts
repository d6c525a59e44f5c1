import {
  ALL_VALUES,
  buildFilterPredicate,
  FILTER_KEYS,
  formatStatusLabel,
  isFilterActive,
  NO_FILTERS,
  NOT_SET_VALUE,
  readFilterValue,
  sortFilterValues,
  type FilterKey,
  type FilterValues,
} from '@bil/domain';
import type { TableProject } from './table-project';

export { ALL_VALUES, FILTER_KEYS, NO_FILTERS, NOT_SET_VALUE, isFilterActive, buildFilterPredicate };
export type { FilterKey, FilterValues };
export const NOT_SET_LABEL = '(Not set)';

type FilterDefinition = { label: string; formatOption?: (value: string) => string };

/** The twelve filters of the project lists (SPEC §2 shared page, the same on /bil/projects); the rules are the domain's. */
export const FILTER_DEFINITIONS: Record<FilterKey, FilterDefinition> = {
  grant: { label: 'Grant', formatOption: (value) => `Grant #${value}` },
  airport: { label: 'Airport' },
  pm: { label: 'Project manager' },
  status: { label: 'Status', formatOption: formatStatusLabel },
  city: { label: 'City' },
  bilNumber: { label: 'BIL number' },
  airportName: { label: 'Airport name' },
  upin: { label: 'UPIN' },
  projectNumber: { label: 'Project number' },
  contractNumber: { label: 'Contract number' },
  txNumber: { label: 'TX number' },
  phase: { label: 'Project phase' },
};

export type FilterOption = { value: string; label: string; disabled?: boolean };
export type FilterOptions = Record<FilterKey, FilterOption[]>;

/**
 * SPEC §4: picking a value replaces '_all'; picking '_all' again clears the others; clearing the last
 * value returns to '_all'.
 */
export function nextFilterValues(previous: readonly string[], picked: readonly string[]): string[] {
  const hadAll = previous.includes(ALL_VALUES);
  const values = picked.filter((value) => value !== ALL_VALUES);
  if (picked.includes(ALL_VALUES) && !hadAll) return [ALL_VALUES];
  return values.length === 0 ? [ALL_VALUES] : values;
}

export function countActiveFilters(filters: FilterValues): number {
  return FILTER_KEYS.filter((key) => isFilterActive(filters[key])).length;
}

/** The distinct values of every filter, sorted (grants newest first), '(Not set)' last when some lack one. */
export function buildFilterOptions(projects: readonly TableProject[]): FilterOptions {
  const values = {} as Record<FilterKey, string[]>;
  for (const key of FILTER_KEYS) {
    const distinct = new Set<string>();
    let hasMissing = false;
    for (const project of projects) {
      const value = readFilterValue(project, key);
      if (value === null) hasMissing = true;
      else distinct.add(value);
    }
    values[key] = sortFilterValues(key, distinct);
    if (hasMissing) values[key].push(NOT_SET_VALUE);
  }
  return toFilterOptions(values);
}

/** Option labels for each filter's values (as the server or buildFilterOptions list them). */
export function toFilterOptions(values: Partial<Record<FilterKey, readonly string[]>>): FilterOptions {
  const options = {} as FilterOptions;
  for (const key of FILTER_KEYS) {
    const { formatOption } = FILTER_DEFINITIONS[key];
    options[key] = (values[key] ?? []).map((value) => ({
      value,
      label: value === NOT_SET_VALUE ? NOT_SET_LABEL : (formatOption?.(value) ?? value),
    }));
  }
  return options;
}
