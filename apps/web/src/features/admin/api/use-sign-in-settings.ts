import type { SsoSettingsBody, SsoSettingsView } from '@bil/domain';
import { apiPut } from '@/lib/api-client';
import { useSaveSettingsDocument, useSettingsDocument } from '@/lib/settings-document';
import { adminKeys } from './admin-keys';

const KEY = ['admin', 'sign-in'] as const;

/** GET /api/admin/sign-in: single sign-on settings (never the client secret). */
export const useSignInSettings = () => useSettingsDocument<SsoSettingsView>(KEY, '/api/admin/sign-in');

/** PUT /api/admin/sign-in (audited; the secret only when typed, kept encrypted). */
export const useUpdateSignInSettings = () =>
  useSaveSettingsDocument(
    KEY,
    (body: SsoSettingsBody) => apiPut<SsoSettingsView>('/api/admin/sign-in', body),
    [['settings', 'sign-in'], adminKeys.auditLogsAll],
  );
