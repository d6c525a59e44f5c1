import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/session';

export type TwoFactorProof =
  | { kind: 'totp'; code: string; trustDevice: boolean }
  | { kind: 'recovery'; code: string; trustDevice: boolean };

/**
 * The second half of a sign-in: a code from the authenticator app, or one of the recovery codes (each
 * works once). "Trust this device" skips the code on this browser for 30 days. Then the session is read.
 */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: TwoFactorProof) => {
      const path =
        proof.kind === 'totp'
          ? '/api/auth/two-factor/verify-totp'
          : '/api/auth/two-factor/verify-backup-code';
      await apiPost(path, { code: proof.code.trim(), trustDevice: proof.trustDevice });
      return queryClient.query({ ...sessionQueryOptions(), staleTime: 0 });
    },
  });
}
