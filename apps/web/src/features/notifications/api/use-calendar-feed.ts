import type { CalendarFeedCreated, CalendarFeedStatus } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';

const FEED_KEY = ['notifications', 'calendar'] as const;

/** GET /api/notifications/calendar: whether my private feed link is active. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: FEED_KEY,
    queryFn: ({ signal }) => apiGet<CalendarFeedStatus>('/api/notifications/calendar', { signal }),
  });
}

/** POST makes a new link (the old one stops working); the URL is only in this answer. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CalendarFeedCreated>('/api/notifications/calendar'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete<null>('/api/notifications/calendar'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEED_KEY }),
  });
}
