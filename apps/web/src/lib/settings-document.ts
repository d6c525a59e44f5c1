import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET one settings document (a single resource, not a list). */
export function useSettingsDocument<View>(key: QueryKey, path: `/api/${string}`) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<View>(path, { signal }),
  });
}

/**
 * Save a settings document: its answer replaces the cached one at once, and the queries named in
 * `stale` (the audit log, the session…) refetch in the background.
 */
export function useSaveSettingsDocument<Body, View>(
  key: QueryKey,
  send: (body: Body) => Promise<View>,
  stale: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      queryClient.setQueryData(key, view);
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
