import type { PublicShareMetaResponse } from '@bil/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { fetchShareData, fetchShareMeta } from './public-share-requests';

// The visitor's queries of a public share. Small and bundled with the routes, so a share page's loader
// asks for the share while the page's code loads (issue 35 item 14).

/** SPEC §9 shared page data: stale 5 minutes, kept 30 minutes, one retry, no refetch on window focus. */
export const SHARED_STALE_TIME_MS = 5 * 60 * 1000;
export const SHARED_GC_TIME_MS = 30 * 60 * 1000;

/** One retry, and none for an answer that will not change (gone, expired, password needed). */
export function retrySharedQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

const sharedQueryOptions = {
  staleTime: SHARED_STALE_TIME_MS,
  gcTime: SHARED_GC_TIME_MS,
  retry: retrySharedQuery,
  refetchOnWindowFocus: false,
} as const;

export const publicShareKeys = {
  meta: (shareId: string) => ['public-share', shareId, 'meta'] as const,
  data: (shareId: string) => ['public-share', shareId, 'data'] as const,
};

export const shareMetaQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: publicShareKeys.meta(shareId),
    queryFn: ({ signal }) => fetchShareMeta(shareId, signal),
    ...sharedQueryOptions,
  });

export const shareDataQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: publicShareKeys.data(shareId),
    queryFn: ({ signal }) => fetchShareData(shareId, signal),
    ...sharedQueryOptions,
  });

/** The content may be asked for once the metadata says the share is live and open to this visitor. */
export const shareIsOpen = (meta: PublicShareMetaResponse | undefined): boolean =>
  Boolean(meta && !meta.isExpired && meta.hasAccess);

/**
 * The share page's loader: the metadata, then (for a live share open to this visitor) the content, while
 * the page's code loads. Never awaited; a failure is the page's to show when it asks again.
 */
export function prefetchPublicShare(queryClient: QueryClient, shareId: string): void {
  queryClient
    .query(shareMetaQueryOptions(shareId))
    .then((meta) => (shareIsOpen(meta) ? queryClient.query(shareDataQueryOptions(shareId)) : undefined))
    .catch(() => undefined);
}
