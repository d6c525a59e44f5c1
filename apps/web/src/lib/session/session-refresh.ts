import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_QUERY_KEY } from './session-query';

/** SPEC §9: the session is refreshed 5 minutes (300000 ms) before it expires. */
export const SESSION_REFRESH_LEAD_MS = 300_000;
/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds until the refresh: 5 minutes before expiry, at once when already inside that window. */
export function computeRefreshDelay(expiresAt: string, now: number): number {
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return 0;
  return Math.min(MAX_TIMER_MS, Math.max(0, expiry - SESSION_REFRESH_LEAD_MS - now));
}

/**
 * Keeps the session alive while the app is open (SPEC §4 Session): 5 minutes before it ends the
 * session is read again, which makes better-auth extend it; the new expiry schedules the next refresh.
 * A session that was not extended is read once more when it ends, so the sign-in guard notices.
 * Unmounting (signing out) cancels what is scheduled.
 */
export function useSessionRefresh(expiresAt: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const timers: number[] = [];
    let cancelled = false;
    const later = (action: () => void, delay: number) => {
      if (cancelled) return;
      timers.push(window.setTimeout(action, Math.min(MAX_TIMER_MS, Math.max(0, delay))));
    };
    const reread = () => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
    later(
      () => {
        void reread().then(() => {
          // Still the same expiry (this effect was not re-run): look again when the session ends.
          later(() => void reread(), Date.parse(expiresAt) - Date.now() + 1000);
        });
      },
      computeRefreshDelay(expiresAt, Date.now()),
    );
    return () => {
      cancelled = true;
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [expiresAt, queryClient]);
}
