import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session';

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** Step 1: the password again; the answer is the app's secret (as an otpauth:// URI) and the recovery codes. */
export function useStartTwoFactorEnrolment() {
  return useMutation({
    mutationFn: (password: string) => apiPost<TwoFactorSetup>('/api/auth/two-factor/enable', { password }),
  });
}

/** Step 2: a code from the app proves it holds the secret; two-factor sign-in is on from then. */
export function useConfirmTwoFactorEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await apiPost('/api/auth/two-factor/verify-totp', { code: code.trim() });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
