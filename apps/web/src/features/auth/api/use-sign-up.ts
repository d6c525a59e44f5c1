import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export type SignUpBody = { email: string; password: string };

/**
 * POST /api/auth/sign-up/email (SPEC §5: only e-mail and password). The server answers the same
 * whether or not the address already has an account, and e-mails a confirmation link.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => apiPost<{ status: boolean }>('/api/auth/sign-up/email', body),
  });
}
