import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export type ResetPasswordBody = { token: string; newPassword: string };

/** POST /api/auth/reset-password with the token from the mailed link; other sessions are ended. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiPost('/api/auth/reset-password', body),
  });
}
