import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './session-query-options';

export { SESSION_QUERY_KEY, SESSION_STALE_TIME_MS, sessionQueryOptions } from './session-query-options';

/** The signed-in person (null when signed out), read fresh from the server at most every 15 s. */
export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
