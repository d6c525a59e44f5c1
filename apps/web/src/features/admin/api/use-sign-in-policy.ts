import type { AdminUser, SignInPolicy } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const KEY = ['admin', 'sign-in-policy'] as const;

/** GET /api/admin/sign-in-policy: who must use two-factor sign-in, the idle timeout and the lifetime. */
export function useSignInPolicy() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<SignInPolicy>('/api/admin/sign-in-policy', { signal }),
  });
}

/** PUT /api/admin/sign-in-policy (audited with before and after). */
export function useUpdateSignInPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInPolicy) => apiPut<SignInPolicy>('/api/admin/sign-in-policy', body),
    onSuccess: (policy) => {
      queryClient.setQueryData(KEY, policy);
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLogsAll });
      // The administrator's own standing (must enrol?) may have changed with the policy.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}

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
