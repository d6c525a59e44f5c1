import {
  type FilterValues,
  type Project,
  type ProjectTableGroups,
  type ProjectTablePosition,
} from '@bil/domain';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  outlineSlots,
  toProjectGroup,
  type ProjectTableSource,
  type VisibleRange,
} from '@/components/project-table';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';
import {
  fetchTableStart,
  GROUP_BLOCK,
  groupsBlockQueryOptions,
  outlineQueryOptions,
  ROW_BLOCK,
  rowsBlockQueryOptions,
  TABLE_STALE_TIME_MS,
} from './project-table-queries';
import { blocksCovering, projectTableQueryString } from './project-table-query';
import { useLocalProjectTable } from './use-local-project-table';

const MARGIN = 30;

/**
 * The table reports an empty range while it lays out its first rows; asking for no blocks then would drop
 * (and abort) the first rows already on their way, and ask for them again a moment later.
 */
function keepBlocksThroughEmptyRange(current: VisibleRange, reported: VisibleRange): VisibleRange {
  // blocksCovering's empty range: a first index below 0, or a last before the first.
  const rowsEmpty = reported.firstRow < 0 || reported.lastRow < reported.firstRow;
  const groupsEmpty = reported.firstGroup < 0 || reported.lastGroup < reported.firstGroup;
  return {
    firstRow: rowsEmpty ? current.firstRow : reported.firstRow,
    lastRow: rowsEmpty ? current.lastRow : reported.lastRow,
    firstGroup: groupsEmpty ? current.firstGroup : reported.firstGroup,
    lastGroup: groupsEmpty ? current.lastGroup : reported.lastGroup,
  };
}

// Module-level, so the combined arrays keep their identity while no block changes.
const dataOf = <D>(results: readonly { data: D | undefined }[]) => results.map((result) => result.data);

/**
 * The /bil/projects table as the server works it out: the outline (groups in order, counts) for the
 * search and filters, and the rows and group sums in view, fetched in blocks as the table scrolls.
 * While a new search is on its way the table keeps showing the previous answer. Up to
 * LOCAL_TABLE_LIMIT projects, the browser takes over once it holds them all (use-local-project-table.ts).
 */
export function useProjectTable(search: string, filters: FilterValues, expandId: string | null) {
  const query = projectTableQueryString(search, filters);
  const queryClient = useQueryClient();
  // The person's project count, once their first rows are drawn: the browser then fetches every project
  // when they fit in a page, after the first view rather than competing with it.
  const [visibleTotal, setVisibleTotal] = useState<number>();
  const local = useLocalProjectTable(visibleTotal, search, filters);
  const onServer = local === undefined;
  const outlineQuery = useQuery({
    ...outlineQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: onServer,
  });
  // Rows and sums are asked for with the query of the outline on screen, so they always fit it; the
  // first blocks go out with the first outline, not after it.
  const shown = outlineQuery.data;
  const shownQuery = shown?.query ?? query;
  // A new search: its first rows and sums are asked for with its outline, not after it.
  useEffect(() => {
    if (onServer && query !== shownQuery) fetchTableStart(queryClient, query);
  }, [queryClient, query, shownQuery, onServer]);
  const [range, setRange] = useState<VisibleRange>({
    firstRow: 0,
    lastRow: 40,
    firstGroup: 0,
    lastGroup: 40,
  });
  const rowBlocks = blocksCovering(range.firstRow, range.lastRow, ROW_BLOCK, MARGIN);
  const groupBlocks = blocksCovering(range.firstGroup, range.lastGroup, GROUP_BLOCK, MARGIN);

  const rows = useQueries({
    queries: rowBlocks.map((block) => ({ ...rowsBlockQueryOptions(shownQuery, block), enabled: onServer })),
    combine: dataOf,
  });
  // Kept once known: the outline stops being read when the browser takes over.
  const firstViewDrawn = rows[0] !== undefined || shown?.outline.matching === 0;
  const shownTotal = firstViewDrawn ? shown?.outline.total : undefined;
  if (shownTotal !== undefined && shownTotal !== visibleTotal) setVisibleTotal(shownTotal);
  const groups = useQueries({
    queries: groupBlocks.map((block) => ({
      ...groupsBlockQueryOptions(shownQuery, block),
      enabled: onServer,
    })),
    combine: dataOf,
  });

  const position = useQuery({
    queryKey: [...outlineQueryOptions(shownQuery).queryKey, 'position', expandId] as const,
    queryFn: ({ signal }) =>
      apiGet<ProjectTablePosition>(
        `/api/projects/table/position?${shownQuery ? `${shownQuery}&` : ''}id=${encodeURIComponent(expandId ?? '')}`,
        { signal },
      ),
    enabled: onServer && shown !== undefined && expandId !== null,
    staleTime: TABLE_STALE_TIME_MS,
  }).data;

  const onVisibleRange = useCallback((reported: VisibleRange) => {
    setRange((current) => {
      const next = keepBlocksThroughEmptyRange(current, reported);
      return current.firstRow === next.firstRow &&
        current.lastRow === next.lastRow &&
        current.firstGroup === next.firstGroup &&
        current.lastGroup === next.lastGroup
        ? current
        : next;
    });
  }, []);

  const slots = useMemo(
    () => (shown ? outlineSlots(shown.outline.grants, shown.outline.counts) : []),
    [shown],
  );
  const source = useMemo((): ProjectTableSource<Project> | undefined => {
    if (!shown) return undefined;
    const rowsByIndex = new Map<number, Project>();
    const rowsById = new Map<string, number>();
    for (const block of rows)
      block?.data.forEach((project, index) => {
        rowsByIndex.set(block.offset + index, project);
        rowsById.set(project.id, block.offset + index);
      });
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
      rowOf: (id) =>
        rowsById.get(id) ?? (id === expandId && position?.row != null ? position.row : undefined),
      onVisibleRange,
    };
  }, [shown, slots, rows, groups, position, expandId, onVisibleRange]);

  // Refresh: the outline, the blocks and the options all read again.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    [queryClient],
  );

  if (local) {
    return {
      status: local.query,
      outline: local.outline,
      source: local.source,
      refresh,
      refreshing: local.query.isFetching,
    };
  }
  return {
    status: outlineQuery,
    outline: shown?.outline,
    source,
    refresh,
    refreshing: outlineQuery.isFetching && !outlineQuery.isPending && !outlineQuery.isPlaceholderData,
  };
}
