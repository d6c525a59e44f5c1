import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

export type SignInBody = { email: string; password: string };

/**
 * POST /api/auth/sign-in/email, then the session is read so the guard and the shell see the person at
 * once. Errors are the server's words (wrong password, e-mail not confirmed, too many attempts).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInBody) => {
      await apiPost('/api/auth/sign-in/email', body);
      return queryClient.query({ ...sessionQueryOptions(), staleTime: 0 });
    },
  });
}
