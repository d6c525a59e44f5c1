import type { MeResponse } from '@bil/domain';
import { ApiError, apiGet, apiPost } from '../api-client';

/** The part of better-auth's get-session answer the web uses: when the session ends. */
type AuthSessionBody = { session: { expiresAt: string } } | null;

/** The signed-in person and when their session ends. */
export type SessionData = { me: MeResponse; expiresAt: string };

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/**
 * The session, or null when signed out. get-session answers 200 with null for a visitor (no failed
 * request in the console); only with a session is GET /api/me asked for role, flags and abilities.
 * Asking get-session also lets better-auth extend a session that is old enough: that is the refresh.
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionData | null> {
  const auth = await apiGet<AuthSessionBody>('/api/auth/get-session', withSignal(signal));
  if (!auth) return null;
  try {
    const me = await apiGet<MeResponse>('/api/me', withSignal(signal));
    return { me, expiresAt: auth.session.expiresAt };
  } catch (error) {
    // Ended between the two calls, or the account was disabled.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/auth/sign-out: ends the session on the server and clears its cookie. */
export async function postSignOut(): Promise<void> {
  await apiPost('/api/auth/sign-out', {});
}
