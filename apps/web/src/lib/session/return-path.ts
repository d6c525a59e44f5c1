/** Where a person goes after signing in when no origin route was remembered (SPEC §2). */
export const DEFAULT_SIGNED_IN_PATH = '/bil/dashboard';

/** Router state the sign-in guard leaves on the way to /auth. */
export type ReturnState = { from: string };

const SIGN_IN_PATHS = ['/auth', '/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The remembered origin route if it is a path of this app (never another site: '//x' or '/\x'), and
 * not a sign-in page; otherwise the dashboard.
 */
export function resolveReturnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : '';
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return DEFAULT_SIGNED_IN_PATH;
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (SIGN_IN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`)))
    return DEFAULT_SIGNED_IN_PATH;
  return from;
}
