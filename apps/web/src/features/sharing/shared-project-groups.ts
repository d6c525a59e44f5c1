import {
  bilAmount,
  buildFacilityUrl,
  compareGrantNumbers,
  DEFAULT_FACILITY_SYSTEM_URL,
  toAmount,
  UPIN_PLACEHOLDER,
  type PublicProject,
} from '@bil/domain';
import type { ProjectGroup } from '@/components/project-table';

/** A shared project as the table shows it: the public row keyed by its answer's index, never a database id. */
export type SharedProjectRow = PublicProject & { id: string };

export function toSharedRows(projects: readonly PublicProject[]): SharedProjectRow[] {
  return projects.map((project) => ({ ...project, id: project.key }));
}

/** SPEC §4 group sort keys of the shared project page. */
export const GROUP_SORT_KEYS = ['grant_number', 'total_amount', 'project_count', 'application_date'] as const;
export type GroupSortKey = (typeof GROUP_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type GroupSort = { key: GroupSortKey; direction: SortDirection };

export const GROUP_SORT_LABELS: Record<GroupSortKey, string> = {
  grant_number: 'Grant #',
  total_amount: 'Funding',
  project_count: 'Projects',
  application_date: 'Date',
};

/** SPEC §5: grant number descending, projects without one last. */
export const DEFAULT_GROUP_SORT: GroupSort = { key: 'grant_number', direction: 'desc' };

/** The latest application date of a group ('' when none). */
function latestApplication(group: ProjectGroup<SharedProjectRow>): string {
  let latest = '';
  for (const project of group.projects) {
    if (project.application_date && project.application_date > latest) latest = project.application_date;
  }
  return latest;
}

function compareBy(
  key: GroupSortKey,
  a: ProjectGroup<SharedProjectRow>,
  b: ProjectGroup<SharedProjectRow>,
): number {
  switch (key) {
    case 'grant_number':
      // compareGrantNumbers is already 'descending, none last'; reverse it for ascending below.
      return -compareGrantNumbers(a.grantNumber, b.grantNumber);
    case 'total_amount':
      return a.total - b.total;
    case 'project_count':
      return a.projects.length - b.projects.length;
    case 'application_date':
      return latestApplication(a).localeCompare(latestApplication(b));
  }
}

/** Orders grant groups; the 'No Grant Number' group stays last whatever the order. */
export function sortProjectGroups(
  groups: readonly ProjectGroup<SharedProjectRow>[],
  sort: GroupSort,
): ProjectGroup<SharedProjectRow>[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...groups].sort((a, b) => {
    if (a.grantNumber === null && b.grantNumber !== null) return 1;
    if (b.grantNumber === null && a.grantNumber !== null) return -1;
    return sign * compareBy(sort.key, a, b) || compareGrantNumbers(a.grantNumber, b.grantNumber);
  });
}

/** The next sort when a sort button is clicked: the same key flips, a new key starts descending. */
export function nextGroupSort(current: GroupSort, key: GroupSortKey): GroupSort {
  if (current.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: 'desc' };
}

/** SPEC §4: only the group with the highest grant number starts open, or 'No Grant Number' if none has one. */
export function initialOpenGroup(groups: readonly ProjectGroup<SharedProjectRow>[]): string | null {
  const sorted = [...groups].sort((a, b) => compareGrantNumbers(a.grantNumber, b.grantNumber));
  return sorted[0]?.key ?? null;
}

export type ProjectTotals = { bil: number; total: number; count: number };

export function totalsOf(projects: readonly SharedProjectRow[]): ProjectTotals {
  let bil = 0;
  let total = 0;
  for (const project of projects) {
    bil += bilAmount(project);
    total += toAmount(project.total_amount);
  }
  return { bil, total, count: projects.length };
}

/** The UPIN link template, recovered from a project's facility link (visitors cannot read the setting). */
export function facilityTemplateOf(projects: readonly SharedProjectRow[]): string {
  for (const project of projects) {
    const upin = project.upin?.trim();
    if (!upin || !project.facility_url) continue;
    const encoded = buildFacilityUrl(UPIN_PLACEHOLDER, upin);
    if (project.facility_url.includes(encoded))
      return project.facility_url.split(encoded).join(UPIN_PLACEHOLDER);
  }
  return DEFAULT_FACILITY_SYSTEM_URL;
}

/** Distinct non-blank values of a field with their project counts, sorted. */
export function countBy(
  projects: readonly SharedProjectRow[],
  read: (project: SharedProjectRow) => string | null | undefined,
  compare: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const project of projects) {
    const value = read(project)?.trim();
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => compare(a, b)).map(([value, count]) => ({ value, count }));
}
