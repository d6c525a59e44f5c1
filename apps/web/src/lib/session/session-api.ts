import { SESSION_END_CODES, type SessionResponse } from '@bil/domain';
import { ApiError, apiGet, apiPost } from '../api-client';
import { rememberSessionEnded } from './session-ended';

/** The signed-in person and when their session ends: GET /api/session's answer for someone signed in. */
export type SessionData = NonNullable<SessionResponse>;

/**
 * The session, or null when signed out: GET /api/session answers role, flags, abilities and the session's
 * end in one round trip (200 with null for a visitor, so no failed request in the console). Reading it
 * lets the server extend a session that is old enough: that is the refresh.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionData | null> {
  try {
    return await apiGet<SessionResponse>('/api/session', signal ? { signal } : {});
  } catch (error) {
    // The session policy ended the session (idle or too old): signed out, and /auth says why.
    if (error instanceof ApiError && error.status === 401 && isSessionEndCode(error.code)) {
      rememberSessionEnded(error.message);
      return null;
    }
    throw error;
  }
}

const END_CODES: readonly string[] = Object.values(SESSION_END_CODES);
const isSessionEndCode = (code: string | undefined) => code !== undefined && END_CODES.includes(code);

/** POST /api/auth/sign-out: ends the session on the server and clears its cookie. */
export async function postSignOut(): Promise<void> {
  await apiPost('/api/auth/sign-out', {});
}
