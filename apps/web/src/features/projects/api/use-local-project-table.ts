import {
  PROJECT_LIST_DEFAULT_LIMIT,
  type FilterValues,
  type Project,
  type ProjectPage,
  type ProjectTableOutline,
} from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  groupProjectsByGrant,
  sourceFromGroups,
  useFilteredProjects,
  type ProjectTableSource,
} from '@/components/project-table';
import { firstProjectPageQuery } from '@/lib/first-project-page';
import { TABLE_STALE_TIME_MS } from './project-table-queries';

/**
 * Up to one list page (SPEC §7: 5,000) of projects, the browser keeps every one once the first view is
 * drawn and searches them itself: a keystroke then costs no round trip (17 ms at 5,000 against 82 ms
 * through the server, docs/OPERATIONS.md). The rules are the domain's, as on the server, and
 * project-table.test.ts proves both give the same table.
 */
export const LOCAL_TABLE_LIMIT = PROJECT_LIST_DEFAULT_LIMIT;

const EMPTY: readonly Project[] = [];

// Grown past one page since the outline was read: the server's table goes on answering.
const everyWhenOnePage = (page: ProjectPage) => (page.total > page.data.length ? null : page.data);

/** Every project the person may see, when `visibleTotal` says they fit in one page; else nothing. */
function useEveryProjectWhenFew(visibleTotal: number | undefined) {
  return useQuery({
    ...firstProjectPageQuery,
    select: everyWhenOnePage,
    enabled: visibleTotal !== undefined && visibleTotal <= LOCAL_TABLE_LIMIT,
    staleTime: TABLE_STALE_TIME_MS,
  });
}

export type LocalProjectTable = {
  outline: Pick<ProjectTableOutline, 'total' | 'matching'>;
  source: ProjectTableSource<Project>;
  query: ReturnType<typeof useEveryProjectWhenFew>;
};

/**
 * The table worked out in the browser from every project, once they are here (undefined until then,
 * and always at more than LOCAL_TABLE_LIMIT projects).
 */
export function useLocalProjectTable(
  visibleTotal: number | undefined,
  search: string,
  filters: FilterValues,
): LocalProjectTable | undefined {
  const query = useEveryProjectWhenFew(visibleTotal);
  const every = query.data ?? undefined;
  const shown = useFilteredProjects(every ?? EMPTY, search, filters);
  const source = useMemo(() => sourceFromGroups(groupProjectsByGrant(shown)), [shown]);
  if (!every) return undefined;
  return { outline: { total: every.length, matching: shown.length }, source, query };
}
