export { AuthProvider, useAuth, type AuthValue } from './auth-context';
export { hasCookie, readCookie, writeCookie } from './browser-cookie';
export { DEFAULT_SIGNED_IN_PATH, resolveReturnPath, type ReturnState } from './return-path';
export { fetchSession, postSignOut, type SessionData } from './session-api';
export { rememberSessionEnded, useSessionEndedMessage } from './session-ended';
export {
  SESSION_QUERY_KEY,
  SESSION_STALE_TIME_MS,
  sessionQueryOptions,
  useSessionQuery,
} from './session-query';
export { computeRefreshDelay, SESSION_REFRESH_LEAD_MS, useSessionRefresh } from './session-refresh';
export { useSignOut } from './use-sign-out';
export {
  readWelcomeState,
  useWelcomeState,
  welcomeStorageKey,
  writeWelcomeState,
  type WelcomeState,
} from './welcome-preference';
