import { summariseGrantGroups, type GrantGroupSummary } from '@bil/domain';
import type { TableProject } from './table-project';

/** SPEC §2 shared page: the group of projects without a grant number. */
export const NO_GRANT_LABEL = 'No Grant Number';
const NO_GRANT_KEY = '\u0000no-grant';

export type ProjectGroup<T extends TableProject> = {
  /** Stable key: the grant number, or a marker for projects without one. */
  key: string;
  grantNumber: string | null;
  /** 'Grant #123', or 'No Grant Number'. */
  label: string;
  /** The distinct BIL application numbers of the group's projects, in first-seen order. */
  bilApplicationNumbers: string[];
  /** The group's rows, when the browser holds them (the projects screen fetches rows as they come into view). */
  projects: T[];
  count: number;
  bilTotal: number;
  total: number;
};

export function groupKey(grantNumber: string | null): string {
  return grantNumber ?? NO_GRANT_KEY;
}

export function groupLabel(grantNumber: string | null): string {
  return grantNumber === null ? NO_GRANT_LABEL : `Grant #${grantNumber}`;
}

/** A group as the table shows it, from the domain's summary of a grant's projects. */
export function toProjectGroup<T extends TableProject>(
  summary: GrantGroupSummary,
  projects: T[],
): ProjectGroup<T> {
  return { ...summary, key: groupKey(summary.grantNumber), label: groupLabel(summary.grantNumber), projects };
}

/**
 * Groups projects under their grant (SPEC §2 'Grant #' headers) with the group's BIL application numbers,
 * count and BIL and total sums (the domain's summariseGrantGroups). Groups run by grant number descending,
 * no grant last; rows keep their order.
 */
export function groupProjectsByGrant<T extends TableProject>(projects: readonly T[]): ProjectGroup<T>[] {
  const rows = new Map<GrantGroupSummary, T[]>();
  const summaries = summariseGrantGroups(projects, (group, project) => {
    const list = rows.get(group);
    if (list) list.push(project);
    else rows.set(group, [project]);
  });
  return summaries.map((summary) => toProjectGroup(summary, rows.get(summary) ?? []));
}
