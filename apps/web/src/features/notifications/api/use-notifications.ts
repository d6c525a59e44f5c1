import type { NotificationList } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** GET /api/notifications: the bell's list and unread count, refreshed every minute (the scans run every minute). */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<NotificationList>('/api/notifications', { signal }),
    refetchInterval: 60_000,
  });
}

/** Marks one read (or all, without an id); the list is refetched after. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiPost<{ unread: number }>(
        id ? `/api/notifications/${encodeURIComponent(id)}/read` : '/api/notifications/read-all',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
