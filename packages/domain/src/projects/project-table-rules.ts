import { bilAmount, roundToCents, toAmount, type BilAmounts } from './project-amounts';
import { compareGrantNumbers, normaliseGrantNumber } from './grant-number';

/**
 * The project table's rules (SPEC §2 project table, shared page filters): the twelve filters, the keyword
 * search and the grouping by grant. The browser runs them on shared pages; the server has SQL twins for
 * /bil/projects (projects-table.repository.ts), proven equal on the demo data by project-table.test.ts.
 */

/** SPEC §4: '_all' stands for every value of a filter. */
export const ALL_VALUES = '_all';
/** The option for projects that have no value in the filtered field. */
export const NOT_SET_VALUE = '_none';

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

/** The fields the table rules read. */
export type TableRuleProject = BilAmounts & {
  grant_number: string | null;
  airport_code: string | null;
  airport_name: string | null;
  city: string | null;
  tdot_pm: string | null;
  status: string | null;
  bil_application_number: string | null;
  upin: string | null;
  tad_project_number: string | null;
  tad_contract_number: string | null;
  tx_number: string | null;
  project_phase: string | null;
  project_title: string | null;
  project_description: string | null;
  work_code: string | null;
  total_amount: number | string | null;
};

/** The column each filter compares, and whether it compares in lower case (status). */
export const FILTER_COLUMNS: Record<FilterKey, { column: keyof TableRuleProject; lowerCase?: true }> = {
  grant: { column: 'grant_number' },
  airport: { column: 'airport_code' },
  pm: { column: 'tdot_pm' },
  status: { column: 'status', lowerCase: true },
  city: { column: 'city' },
  bilNumber: { column: 'bil_application_number' },
  airportName: { column: 'airport_name' },
  upin: { column: 'upin' },
  projectNumber: { column: 'tad_project_number' },
  contractNumber: { column: 'tad_contract_number' },
  txNumber: { column: 'tx_number' },
  phase: { column: 'project_phase' },
};

/** A filtered field as stored: trimmed, blank counts as not set (null). */
export function readFilterValue(project: TableRuleProject, key: FilterKey): string | null {
  const { column, lowerCase } = FILTER_COLUMNS[key];
  const value = project[column];
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '') return null;
  return lowerCase ? trimmed.toLowerCase() : trimmed;
}

export type FilterValues = Record<FilterKey, readonly string[]>;

export const NO_FILTERS: FilterValues = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, [ALL_VALUES]]),
) as unknown as FilterValues;

export function isFilterActive(values: readonly string[]): boolean {
  return values.length > 0 && !values.includes(ALL_VALUES);
}

/** A predicate for the active filters (built once per filter change, run per project). */
export function buildFilterPredicate(filters: FilterValues): (project: TableRuleProject) => boolean {
  const active = FILTER_KEYS.filter((key) => isFilterActive(filters[key])).map((key) => ({
    key,
    values: new Set(filters[key]),
  }));
  if (active.length === 0) return () => true;
  return (project) =>
    active.every(({ key, values }) => values.has(readFilterValue(project, key) ?? NOT_SET_VALUE));
}

/**
 * The text fields a keyword search looks in. A project matches when, for every word, one of these fields
 * holds the word (lower case). The status label is the status with its words capitalised, so it adds no
 * match a whitespace-free word does not already find in the status.
 */
export const SEARCHED_FIELDS = [
  'project_title',
  'project_description',
  'airport_code',
  'airport_name',
  'city',
  'tdot_pm',
  'upin',
  'grant_number',
  'bil_application_number',
  'tad_project_number',
  'tad_contract_number',
  'tx_number',
  'project_phase',
  'work_code',
  'status',
] as const satisfies readonly (keyof TableRuleProject)[];

/** One lower-case string per project holding every searched field, one per line. */
export function buildSearchText(project: TableRuleProject): string {
  const parts: string[] = [];
  for (const field of SEARCHED_FIELDS) {
    const value = project[field];
    if (value) parts.push(value);
  }
  return parts.join('\n').toLowerCase();
}

/** The words of a keyword search, lower case; a project matches when its text holds every word. */
export function parseSearchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesSearch(searchText: string, words: readonly string[]): boolean {
  for (const word of words) if (!searchText.includes(word)) return false;
  return true;
}

/** A grant's group: the grant number (null for none), its distinct BIL application numbers, count and sums. */
export type GrantGroupSummary = {
  grantNumber: string | null;
  bilApplicationNumbers: string[];
  count: number;
  bilTotal: number;
  total: number;
};

/**
 * Groups projects (given in list order) under their grant: groups by grant number descending, no grant
 * last; application numbers trimmed, distinct, in first-seen order; sums rounded to cents. `onProject`
 * receives each project with its group, for callers that keep the rows.
 */
export type GroupedProject = BilAmounts &
  Pick<TableRuleProject, 'grant_number' | 'bil_application_number' | 'total_amount'>;

export function summariseGrantGroups<T extends GroupedProject>(
  projects: readonly T[],
  onProject?: (group: GrantGroupSummary, project: T) => void,
): GrantGroupSummary[] {
  const groups = new Map<string | null, GrantGroupSummary>();
  for (const project of projects) {
    const grantNumber = normaliseGrantNumber(project.grant_number);
    let group = groups.get(grantNumber);
    if (!group) {
      group = { grantNumber, bilApplicationNumbers: [], count: 0, bilTotal: 0, total: 0 };
      groups.set(grantNumber, group);
    }
    group.count += 1;
    group.bilTotal += bilAmount(project);
    group.total += toAmount(project.total_amount);
    const application = project.bil_application_number?.trim();
    if (application && !group.bilApplicationNumbers.includes(application)) {
      group.bilApplicationNumbers.push(application);
    }
    onProject?.(group, project);
  }
  const sorted = [...groups.values()].sort((a, b) => compareGrantNumbers(a.grantNumber, b.grantNumber));
  for (const group of sorted) {
    group.bilTotal = roundToCents(group.bilTotal);
    group.total = roundToCents(group.total);
  }
  return sorted;
}

const optionCollator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** A filter's options in the order the filter bar lists them: grants newest first, others A to Z. */
export function sortFilterValues(key: FilterKey, values: Iterable<string>): string[] {
  return [...values].sort(key === 'grant' ? compareGrantNumbers : optionCollator.compare);
}
