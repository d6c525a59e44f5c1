import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

/** POST /api/auth/change-password; every other session of the person is ended. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiPost('/api/auth/change-password', { ...body, revokeOtherSessions: true }),
  });
}
