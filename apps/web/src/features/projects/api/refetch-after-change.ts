import type { QueryClient } from '@tanstack/react-query';
import { DATA_KEYS_AFTER_CHANGE } from './project-keys';

/** SPEC §4/§9: after a project or grant change, data refetches at once, 500 ms and 2 s later. */
export const REFETCH_DELAYS_MS = [0, 500, 2000] as const;

/**
 * Marks the project, dashboard and analytics data stale and refetches what is on screen, now and twice
 * more (the later passes catch anything derived on the server a moment after the write).
 */
export function refetchAfterChange(queryClient: QueryClient): void {
  const refresh = () => {
    for (const queryKey of DATA_KEYS_AFTER_CHANGE) void queryClient.invalidateQueries({ queryKey });
  };
  for (const delay of REFETCH_DELAYS_MS) {
    if (delay === 0) refresh();
    else window.setTimeout(refresh, delay);
  }
}
