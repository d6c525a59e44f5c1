import {
  type FilterValues,
  type Project,
  type ProjectTableGroups,
  type ProjectTableOptions,
  type ProjectTableOutline,
  type ProjectTablePosition,
  type ProjectTableRows,
} from '@bil/domain';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  outlineSlots,
  toProjectGroup,
  type ProjectTableSource,
  type VisibleRange,
} from '@/components/project-table';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';
import { blocksCovering, projectTableQueryString } from './project-table-query';

/** SPEC §7: the project list is stale after 10 s. */
const STALE_TIME_MS = 10_000;
/** Rows and group sums are fetched in blocks around what is in view. */
const ROW_BLOCK = 100;
const GROUP_BLOCK = 100;
const MARGIN = 30;

const tableKey = (query: string) => [...projectKeys.all, 'table', query] as const;

// Module-level, so the combined arrays keep their identity while no block changes.
const dataOf = <D>(results: readonly { data: D | undefined }[]) => results.map((result) => result.data);

type ShownOutline = { query: string; outline: ProjectTableOutline };

/**
 * The /bil/projects table as the server works it out: the outline (groups in order, counts) for the
 * search and filters, and the rows and group sums in view, fetched in blocks as the table scrolls.
 * While a new search is on its way the table keeps showing the previous answer.
 */
export function useProjectTable(search: string, filters: FilterValues, expandId: string | null) {
  const query = projectTableQueryString(search, filters);
  const queryClient = useQueryClient();
  const outlineQuery = useQuery({
    queryKey: tableKey(query),
    queryFn: async ({ signal }): Promise<ShownOutline> => ({
      query,
      outline: await apiGet<ProjectTableOutline>(`/api/projects/table${query ? `?${query}` : ''}`, {
        signal,
      }),
    }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME_MS,
  });
  // Rows and sums are asked for with the query of the outline on screen, so they always fit it.
  const shown = outlineQuery.data;
  const shownQuery = shown?.query ?? query;
  const [range, setRange] = useState<VisibleRange>({
    firstRow: 0,
    lastRow: 40,
    firstGroup: 0,
    lastGroup: 40,
  });
  const rowBlocks = blocksCovering(range.firstRow, range.lastRow, ROW_BLOCK, MARGIN);
  const groupBlocks = blocksCovering(range.firstGroup, range.lastGroup, GROUP_BLOCK, MARGIN);
  const windowPath = (kind: 'rows' | 'groups', block: number, size: number) =>
    `/api/projects/table/${kind}?${shownQuery ? `${shownQuery}&` : ''}offset=${block * size}&limit=${size}` as const;

  const rows = useQueries({
    queries: rowBlocks.map((block) => ({
      queryKey: [...tableKey(shownQuery), 'rows', block] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<ProjectTableRows>(windowPath('rows', block, ROW_BLOCK), { signal }),
      enabled: shown !== undefined,
      staleTime: STALE_TIME_MS,
    })),
    combine: dataOf,
  });
  const groups = useQueries({
    queries: groupBlocks.map((block) => ({
      queryKey: [...tableKey(shownQuery), 'groups', block] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<ProjectTableGroups>(windowPath('groups', block, GROUP_BLOCK), { signal }),
      enabled: shown !== undefined,
      staleTime: STALE_TIME_MS,
    })),
    combine: dataOf,
  });

  const position = useQuery({
    queryKey: [...tableKey(shownQuery), 'position', expandId] as const,
    queryFn: ({ signal }) =>
      apiGet<ProjectTablePosition>(
        `/api/projects/table/position?${shownQuery ? `${shownQuery}&` : ''}id=${encodeURIComponent(expandId ?? '')}`,
        { signal },
      ),
    enabled: shown !== undefined && expandId !== null,
    staleTime: STALE_TIME_MS,
  }).data;

  const onVisibleRange = useCallback((next: VisibleRange) => {
    setRange((current) =>
      current.firstRow === next.firstRow &&
      current.lastRow === next.lastRow &&
      current.firstGroup === next.firstGroup &&
      current.lastGroup === next.lastGroup
        ? current
        : next,
    );
  }, []);

  const slots = useMemo(
    () => (shown ? outlineSlots(shown.outline.grants, shown.outline.counts) : []),
    [shown],
  );
  const source = useMemo((): ProjectTableSource<Project> | undefined => {
    if (!shown) return undefined;
    const rowsByIndex = new Map<number, Project>();
    for (const block of rows)
      block?.data.forEach((project, index) => rowsByIndex.set(block.offset + index, project));
    const groupsByIndex = new Map<number, ProjectTableGroups['groups'][number]>();
    for (const block of groups)
      block?.groups.forEach((group, index) => groupsByIndex.set(block.offset + index, group));
    return {
      slots,
      rowCount: shown.outline.matching,
      groupAt: (index) => {
        const summary = groupsByIndex.get(index);
        return summary ? toProjectGroup<Project>(summary, []) : undefined;
      },
      rowAt: (row) => rowsByIndex.get(row),
      rowOf: (id) => (id === expandId && position?.row != null ? position.row : undefined),
      onVisibleRange,
    };
  }, [shown, slots, rows, groups, position, expandId, onVisibleRange]);

  // Refresh: the outline, the blocks and the options all read again.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    [queryClient],
  );

  return {
    outlineQuery,
    outline: shown?.outline,
    source,
    refresh,
    searching: outlineQuery.isPlaceholderData,
  };
}

/**
 * Each filter's values among the projects the person may see (for the filter bar). Asked for once the
 * table is drawn (`enabled`): at 100,000 projects the options take the server longer than the outline.
 */
export function useProjectTableOptions(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...projectKeys.all, 'table-options'] as const,
    queryFn: ({ signal }) => apiGet<ProjectTableOptions>('/api/projects/table/options', { signal }),
    staleTime: STALE_TIME_MS,
  });
}
