import type { AdminUser, RegistrationSetting, RegistrationSettingBody } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';
import { useSaveSettingsDocument, useSettingsDocument } from '@/lib/settings-document';
import { adminKeys } from './admin-keys';

/** GET /api/admin/registration: who may register (closed, domains, approval) and the allowed domains. */
export const useRegistrationSetting = () =>
  useSettingsDocument<RegistrationSetting>(adminKeys.registration, '/api/admin/registration');

/** PUT /api/admin/registration (audited with before and after). */
export const useUpdateRegistration = () =>
  useSaveSettingsDocument(
    adminKeys.registration,
    (body: RegistrationSettingBody) => apiPut<RegistrationSetting>('/api/admin/registration', body),
    [adminKeys.auditLogsAll],
  );

export type AccountDecision = { userId: string; decision: 'approve' | 'refuse' };

/** POST /api/admin/users/:userId/approve or /refuse; the person is told by e-mail. */
export function useDecideAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: AccountDecision) =>
      apiPost<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/${decision}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogsAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.outboxAll });
    },
  });
}
