import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reloadIfRestoredByBack } from './reload-if-restored-by-back';
import { postSignOut } from './session-api';

/**
 * Ends the session on the server, clears every cached query and loads `to` afresh (replacing the
 * current history entry), so nothing of the signed-out person stays in memory or behind Back.
 */
export function useSignOut(): (to?: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (to = '/auth') => {
      try {
        await postSignOut();
      } catch {
        // Already signed out or offline: the local state is cleared all the same.
      }
      queryClient.clear();
      reloadIfRestoredByBack();
      window.location.replace(to);
    },
    [queryClient],
  );
}
