import type { AdminUser, RegistrationSetting, RegistrationSettingBody } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/registration: who may register (closed, domains, approval) and the allowed domains. */
export function useRegistrationSetting() {
  return useQuery({
    queryKey: adminKeys.registration,
    queryFn: ({ signal }) => apiGet<RegistrationSetting>('/api/admin/registration', { signal }),
  });
}

/** PUT /api/admin/registration (audited with before and after). */
export function useUpdateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationSettingBody) =>
      apiPut<RegistrationSetting>('/api/admin/registration', body),
    onSuccess: (setting) => {
      queryClient.setQueryData(adminKeys.registration, setting);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogsAll });
    },
  });
}

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
