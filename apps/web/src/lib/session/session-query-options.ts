import { queryOptions } from '@tanstack/react-query';
import { fetchSession, type SessionData } from './session-api';

/** SPEC §9: the user-role query is stale after 15 s. */
export const SESSION_STALE_TIME_MS = 15_000;

export const SESSION_QUERY_KEY = ['session'] as const;

/** Who is signed in: its own file, so the route table can start the request without the session hooks. */
export const sessionQueryOptions = () =>
  queryOptions<SessionData | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: SESSION_STALE_TIME_MS,
  });
