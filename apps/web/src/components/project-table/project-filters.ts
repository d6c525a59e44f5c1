import { compareGrantNumbers, formatStatusLabel } from '@bil/domain';
import type { TableProject } from './table-project';

/** SPEC §4: '_all' stands for every value of a filter. */
export const ALL_VALUES = '_all';
/** The option for projects that have no value in the filtered field. */
export const NOT_SET_VALUE = '_none';
export const NOT_SET_LABEL = '(Not set)';

export const FILTER_KEYS = [
  'grant',
  'airport',
  'pm',
  'status',
  'city',
  'bilNumber',
  'airportName',
  'upin',
  'projectNumber',
  'contractNumber',
  'txNumber',
  'phase',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

type FilterDefinition = {
  label: string;
  /** The field a filter compares, as stored (trimmed; blank counts as not set). */
  read: (project: TableProject) => string | null;
  formatOption?: (value: string) => string;
  compareOptions?: (a: string, b: string) => number;
};

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The twelve filters of the project lists (SPEC §2 shared page, the same on /bil/projects). */
export const FILTER_DEFINITIONS: Record<FilterKey, FilterDefinition> = {
  grant: {
    label: 'Grant',
    read: (project) => text(project.grant_number),
    formatOption: (value) => `Grant #${value}`,
    compareOptions: compareGrantNumbers,
  },
  airport: { label: 'Airport', read: (project) => text(project.airport_code) },
  pm: { label: 'Project manager', read: (project) => text(project.tdot_pm) },
  status: {
    label: 'Status',
    read: (project) => text(project.status)?.toLowerCase() ?? null,
    formatOption: formatStatusLabel,
  },
  city: { label: 'City', read: (project) => text(project.city) },
  bilNumber: { label: 'BIL number', read: (project) => text(project.bil_application_number) },
  airportName: { label: 'Airport name', read: (project) => text(project.airport_name) },
  upin: { label: 'UPIN', read: (project) => text(project.upin) },
  projectNumber: { label: 'Project number', read: (project) => text(project.tad_project_number) },
  contractNumber: { label: 'Contract number', read: (project) => text(project.tad_contract_number) },
  txNumber: { label: 'TX number', read: (project) => text(project.tx_number) },
  phase: { label: 'Project phase', read: (project) => text(project.project_phase) },
};

export type FilterValues = Record<FilterKey, readonly string[]>;
export type FilterOption = { value: string; label: string };
export type FilterOptions = Record<FilterKey, FilterOption[]>;

export const NO_FILTERS: FilterValues = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, [ALL_VALUES]]),
) as unknown as FilterValues;

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

export function isFilterActive(values: readonly string[]): boolean {
  return values.length > 0 && !values.includes(ALL_VALUES);
}

export function countActiveFilters(filters: FilterValues): number {
  return FILTER_KEYS.filter((key) => isFilterActive(filters[key])).length;
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** The distinct values of every filter, sorted (grants newest first), '(Not set)' last when some lack one. */
export function buildFilterOptions(projects: readonly TableProject[]): FilterOptions {
  const options = {} as FilterOptions;
  for (const key of FILTER_KEYS) {
    const definition = FILTER_DEFINITIONS[key];
    const values = new Set<string>();
    let hasMissing = false;
    for (const project of projects) {
      const value = definition.read(project);
      if (value === null) hasMissing = true;
      else values.add(value);
    }
    const sorted = [...values].sort(definition.compareOptions ?? collator.compare);
    const list = sorted.map((value) => ({ value, label: definition.formatOption?.(value) ?? value }));
    if (hasMissing) list.push({ value: NOT_SET_VALUE, label: NOT_SET_LABEL });
    options[key] = list;
  }
  return options;
}

type ActiveFilter = { read: FilterDefinition['read']; values: ReadonlySet<string> };

/** A predicate for the active filters (built once per filter change, run per project). */
export function buildFilterPredicate(filters: FilterValues): (project: TableProject) => boolean {
  const active: ActiveFilter[] = FILTER_KEYS.filter((key) => isFilterActive(filters[key])).map((key) => ({
    read: FILTER_DEFINITIONS[key].read,
    values: new Set(filters[key]),
  }));
  if (active.length === 0) return () => true;
  return (project) => active.every(({ read, values }) => values.has(read(project) ?? NOT_SET_VALUE));
}
