import { AUTH_TEXT } from './auth-messages';

export type AuthMode = 'signin' | 'register' | 'reset';

/** ?mode=register | reset; anything else is sign-in. */
export function readAuthMode(params: URLSearchParams): AuthMode {
  const mode = params.get('mode');
  return mode === 'register' || mode === 'reset' ? mode : 'signin';
}

export type AuthNotice = { tone: 'success' | 'warning'; text: string };

/** Router state /auth may carry besides the remembered origin. */
export type AuthPageState = { from?: string; notice?: 'password-changed' };

/**
 * What the page says about the link or step that brought the person here: the server sends
 * confirmation links to /auth?verified=1 (with &error=… when invalid) and reset links to
 * /auth?mode=reset&token=… (or &error=INVALID_TOKEN).
 */
export function readAuthNotice(params: URLSearchParams, state: unknown): AuthNotice | null {
  const hasError = params.has('error');
  if (params.get('verified') === '1') {
    return hasError
      ? { tone: 'warning', text: AUTH_TEXT.verifyLinkInvalid }
      : { tone: 'success', text: AUTH_TEXT.emailVerified };
  }
  if (readAuthMode(params) === 'reset' && hasError) {
    return { tone: 'warning', text: AUTH_TEXT.resetLinkInvalid };
  }
  const notice = (state as AuthPageState | null)?.notice;
  if (notice === 'password-changed') return { tone: 'success', text: AUTH_TEXT.passwordChanged };
  return null;
}
