import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** POST /api/auth/revoke-other-sessions: signs the person out everywhere but here. */
export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: () => apiPost('/api/auth/revoke-other-sessions', {}) });
}
