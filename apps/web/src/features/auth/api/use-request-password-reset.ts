import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/request-password-reset: the server mails a link that lands on /auth?mode=reset&token=… */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) => apiPost('/api/auth/request-password-reset', body),
  });
}
