import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicShareMetaResponse } from '@bil/domain';
import { ApiError } from '@/lib/api-client';
import { fetchShareData, fetchShareMeta, verifySharePassword } from './public-share-requests';

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

export function useShareMeta(shareId: string) {
  return useQuery({
    queryKey: publicShareKeys.meta(shareId),
    queryFn: ({ signal }) => fetchShareMeta(shareId, signal),
    ...sharedQueryOptions,
  });
}

/** The content; asked for only once the metadata says the share is live. */
export function useShareData(shareId: string, enabled: boolean) {
  return useQuery({
    queryKey: publicShareKeys.data(shareId),
    queryFn: ({ signal }) => fetchShareData(shareId, signal),
    enabled,
    ...sharedQueryOptions,
  });
}

/** Checks a password; when valid the server has set the access cookie, so the content is asked for again. */
export function useVerifySharePassword(shareId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => verifySharePassword(shareId, password),
    onSuccess: async ({ valid }) => {
      if (!valid) return;
      // The grant cookie is set: the page may now ask for the content (no 401 on the way).
      queryClient.setQueryData<PublicShareMetaResponse>(publicShareKeys.meta(shareId), (meta) =>
        meta ? { ...meta, hasAccess: true } : meta,
      );
      await queryClient.resetQueries({ queryKey: publicShareKeys.data(shareId) });
    },
  });
}
