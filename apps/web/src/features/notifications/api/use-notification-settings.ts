import type { NotificationSetting, NotificationSettings } from '@bil/domain';
import { apiPut } from '@/lib/api-client';
import { useSaveSettingsDocument, useSettingsDocument } from '@/lib/settings-document';

const SETTINGS_KEY = ['notifications', 'settings'] as const;

/** GET /api/notifications/settings: my channel per kind. */
export const useNotificationSettings = () =>
  useSettingsDocument<NotificationSettings>(SETTINGS_KEY, '/api/notifications/settings');

/** PUT /api/notifications/settings: one kind's channel. */
export const useSaveNotificationSetting = () =>
  useSaveSettingsDocument(SETTINGS_KEY, (setting: NotificationSetting) =>
    apiPut<NotificationSettings>('/api/notifications/settings', { settings: [setting] }),
  );
