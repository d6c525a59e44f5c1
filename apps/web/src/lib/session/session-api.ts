import type { SessionResponse } from '@bil/domain';
import { apiGet, apiPost } from '../api-client';

/** The signed-in person and when their session ends: GET /api/session's answer for someone signed in. */
export type SessionData = NonNullable<SessionResponse>;

/**
 * The session, or null when signed out: GET /api/session answers role, flags, abilities and the session's
 * end in one round trip (200 with null for a visitor, so no failed request in the console). Reading it
 * lets the server extend a session that is old enough: that is the refresh.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionData | null> {
  return apiGet<SessionResponse>('/api/session', signal ? { signal } : {});
}

/** POST /api/auth/sign-out: ends the session on the server and clears its cookie. */
export async function postSignOut(): Promise<void> {
  await apiPost('/api/auth/sign-out', {});
}
