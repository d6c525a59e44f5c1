import { bilAmount, compareGrantNumbers, normaliseGrantNumber, roundToCents, toAmount } from '@bil/domain';
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
  projects: T[];
  bilTotal: number;
  total: number;
};

/**
 * Groups projects under their grant (SPEC §2 'Grant #' headers) with the group's BIL application numbers,
 * count and BIL and total sums. Groups run by grant number descending, no grant last; rows keep their order.
 */
export function groupProjectsByGrant<T extends TableProject>(projects: readonly T[]): ProjectGroup<T>[] {
  const groups = new Map<string, ProjectGroup<T>>();
  for (const project of projects) {
    const grantNumber = normaliseGrantNumber(project.grant_number);
    const key = grantNumber ?? NO_GRANT_KEY;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        grantNumber,
        label: grantNumber === null ? NO_GRANT_LABEL : `Grant #${grantNumber}`,
        bilApplicationNumbers: [],
        projects: [],
        bilTotal: 0,
        total: 0,
      };
      groups.set(key, group);
    }
    group.projects.push(project);
    group.bilTotal += bilAmount(project);
    group.total += toAmount(project.total_amount);
    const application = project.bil_application_number?.trim();
    if (application && !group.bilApplicationNumbers.includes(application)) {
      group.bilApplicationNumbers.push(application);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => compareGrantNumbers(a.grantNumber, b.grantNumber));
  for (const group of sorted) {
    group.bilTotal = roundToCents(group.bilTotal);
    group.total = roundToCents(group.total);
  }
  return sorted;
}
