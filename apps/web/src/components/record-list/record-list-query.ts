import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** What every record list asks its endpoint: search words, sort, page; an area adds its filters. */
export type RecordListParams = { q?: string; sort: string; dir: 'asc' | 'desc'; page: number; limit: number };

/** The most rows an export fetches at once. */
const EXPORT_LIMIT = 10_000;

/** The list endpoint with its parameters (blank ones left out). */
export function recordListPath(base: `/api/${string}`, params: RecordListParams): `/api/${string}` {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `${base}?${search.toString()}`;
}

/** One page of a list, the previous page kept on screen while the next loads. */
export function useRecordListQuery<Data>(key: QueryKey, base: `/api/${string}`, params: RecordListParams) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<Data>(recordListPath(base, params), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every row matching the filters (at most 10,000), for the exports. */
export function fetchAllRecords<Data>(base: `/api/${string}`, params: RecordListParams) {
  return apiGet<Data>(recordListPath(base, { ...params, page: 1, limit: EXPORT_LIMIT }));
}

/** One record's details, asked for only while one is open. */
export function useRecordDetail<Detail>(key: QueryKey, path: `/api/${string}`, open: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<Detail>(path, { signal }),
    enabled: open,
  });
}
