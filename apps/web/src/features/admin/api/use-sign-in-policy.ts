import type { AdminUser, SignInPolicy } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/lib/api-client';
import { useSaveSettingsDocument, useSettingsDocument } from '@/lib/settings-document';
import { adminKeys } from './admin-keys';

const KEY = ['admin', 'sign-in-policy'] as const;

/** GET /api/admin/sign-in-policy: who must use two-factor sign-in, the idle timeout and the lifetime. */
export const useSignInPolicy = () => useSettingsDocument<SignInPolicy>(KEY, '/api/admin/sign-in-policy');

/**
 * PUT /api/admin/sign-in-policy (audited with before and after). The administrator's own standing
 * (must enrol?) may have changed with the policy, so the session refetches too.
 */
export const useUpdateSignInPolicy = () =>
  useSaveSettingsDocument(
    KEY,
    (body: SignInPolicy) => apiPut<SignInPolicy>('/api/admin/sign-in-policy', body),
    [adminKeys.auditLogsAll, ['session']],
  );

/** POST /api/admin/users/:userId/two-factor/reset (audited; the person's sessions end). */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiPost<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/two-factor/reset`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogsAll });
    },
  });
}
