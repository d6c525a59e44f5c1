import { formatStatusLabel } from '@bil/domain';
import type { TableProject } from './table-project';

/** The text fields a keyword search looks in. */
const SEARCHED_FIELDS = [
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
] as const satisfies readonly (keyof TableProject)[];

/** One lower-case string per project holding every searched field (built once per data set). */
export function buildSearchText(project: TableProject): string {
  const parts: string[] = [];
  for (const field of SEARCHED_FIELDS) {
    const value = project[field];
    if (value) parts.push(value);
  }
  if (project.status) parts.push(formatStatusLabel(project.status));
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
