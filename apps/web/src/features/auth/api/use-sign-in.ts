import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

export type SignInBody = { email: string; password: string };
/** Signed in, or the password was right and the account's second factor is asked next. */
export type SignInOutcome = { step: 'done' } | { step: 'two-factor' };

/**
 * POST /api/auth/sign-in/email, then the session is read so the guard and the shell see the person at
 * once. Errors are the server's words (wrong password, e-mail not confirmed, too many attempts). An
 * account with two-factor sign-in answers { twoFactorRedirect } and no session yet: a code comes next.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignInBody): Promise<SignInOutcome> => {
      const answer = await apiPost<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', body);
      if (answer?.twoFactorRedirect) return { step: 'two-factor' };
      await queryClient.query({ ...sessionQueryOptions(), staleTime: 0 });
      return { step: 'done' };
    },
  });
}
