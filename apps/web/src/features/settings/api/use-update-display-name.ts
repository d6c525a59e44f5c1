import type { MeResponse } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch } from '@/lib/api-client';
import { SESSION_QUERY_KEY, type SessionData } from '@/lib/session';

/** PATCH /api/me: my display name (blank clears it); the shell shows the new name at once. */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string | null) => apiPatch<MeResponse>('/api/me', { displayName }),
    onSuccess: (me) => {
      queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, (current) =>
        current ? { ...current, me } : current,
      );
    },
  });
}
