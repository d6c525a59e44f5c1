import type { NotificationSetting, NotificationSettings } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';

const SETTINGS_KEY = ['notifications', 'settings'] as const;

/** GET /api/notifications/settings: my channel per kind. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiGet<NotificationSettings>('/api/notifications/settings', { signal }),
  });
}

/** PUT /api/notifications/settings: one kind's channel. */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: NotificationSetting) =>
      apiPut<NotificationSettings>('/api/notifications/settings', { settings: [setting] }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
