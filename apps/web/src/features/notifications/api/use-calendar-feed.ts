import type { CalendarFeedCreated, CalendarFeedStatus } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/lib/api-client';
import { useSettingsDocument } from '@/lib/settings-document';

const FEED_KEY = ['notifications', 'calendar'] as const;

/** GET /api/notifications/calendar: whether my private feed link is active. */
export const useCalendarFeed = () =>
  useSettingsDocument<CalendarFeedStatus>(FEED_KEY, '/api/notifications/calendar');

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
