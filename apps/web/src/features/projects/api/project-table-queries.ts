import type { FilterValues, ProjectTableGroups, ProjectTableOutline, ProjectTableRows } from '@bil/domain';
import type { QueryClient } from '@tanstack/react-query';
import { NO_FILTERS } from '@bil/domain';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';
import { projectTableQueryString } from './project-table-query';

/** SPEC §7: the project list is stale after 10 s. */
export const TABLE_STALE_TIME_MS = 10_000;
/** Rows and group sums are fetched in blocks around what is in view. */
export const ROW_BLOCK = 100;
export const GROUP_BLOCK = 100;

export type ShownOutline = { query: string; outline: ProjectTableOutline };

const tableKey = (query: string) => [...projectKeys.all, 'table', query] as const;
const withQuery = (path: `/api/${string}`, query: string, extra = ''): `/api/${string}` => {
  const parts = [query, extra].filter(Boolean).join('&');
  return parts ? `${path}?${parts}` : path;
};

/** The outline of the table (groups in order and counts) for a search and filters, as a query string. */
export function outlineQueryOptions(query: string) {
  return {
    queryKey: tableKey(query),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ShownOutline> => ({
      query,
      outline: await apiGet<ProjectTableOutline>(withQuery('/api/projects/table', query), { signal }),
    }),
    staleTime: TABLE_STALE_TIME_MS,
  };
}

/** One block of a window route: rows in table order, or group sums and application numbers. */
function blockQueryOptions<T>(kind: 'rows' | 'groups', size: number, query: string, block: number) {
  return {
    queryKey: [...tableKey(query), kind, block] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet<T>(withQuery(`/api/projects/table/${kind}`, query, `offset=${block * size}&limit=${size}`), {
        signal,
      }),
    staleTime: TABLE_STALE_TIME_MS,
  };
}

export const rowsBlockQueryOptions = (query: string, block: number) =>
  blockQueryOptions<ProjectTableRows>('rows', ROW_BLOCK, query, block);

export const groupsBlockQueryOptions = (query: string, block: number) =>
  blockQueryOptions<ProjectTableGroups>('groups', GROUP_BLOCK, query, block);

/** SPEC §2: '?grant=' opens the list filtered to that grant. */
export function filtersForGrant(grant: string | null): FilterValues {
  return grant ? { ...NO_FILTERS, grant: [grant] } : NO_FILTERS;
}

/** Asks for a query's outline and its first rows and group sums at once (fresh answers are kept). */
export function fetchTableStart(queryClient: QueryClient, query: string): void {
  // A failure is the screen's to show when it asks again.
  const ignore = () => undefined;
  queryClient.query(outlineQueryOptions(query)).catch(ignore);
  queryClient.query(rowsBlockQueryOptions(query, 0)).catch(ignore);
  queryClient.query(groupsBlockQueryOptions(query, 0)).catch(ignore);
}

/**
 * Asks for what /bil/projects shows first as soon as the navigation starts, alongside the screen's code,
 * instead of after its first render (the route's loader calls it for someone the guard lets in).
 */
export function prefetchProjectTable(queryClient: QueryClient, grant: string | null): void {
  fetchTableStart(queryClient, projectTableQueryString('', filtersForGrant(grant)));
}
