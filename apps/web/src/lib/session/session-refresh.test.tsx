import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from './session-query';
import { computeRefreshDelay, SESSION_REFRESH_LEAD_MS, useSessionRefresh } from './session-refresh';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('computeRefreshDelay (SPEC §9: 5 minutes before expiry)', () => {
  it('waits until 5 minutes before the session ends', () => {
    expect(SESSION_REFRESH_LEAD_MS).toBe(300_000);
    expect(computeRefreshDelay(inMinutes(60), NOW)).toBe(55 * 60_000);
  });

  it('refreshes at once inside the window, or after expiry, or for an unreadable date', () => {
    expect(computeRefreshDelay(inMinutes(4), NOW)).toBe(0);
    expect(computeRefreshDelay(inMinutes(-1), NOW)).toBe(0);
    expect(computeRefreshDelay('not a date', NOW)).toBe(0);
  });
});

describe('useSessionRefresh', () => {
  let queryClient: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    queryClient = new QueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    queryClient.clear();
  });

  it('reads the session again 5 minutes before it ends, not earlier', () => {
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue(undefined);
    renderHook(
      () => {
        useSessionRefresh(inMinutes(30));
      },
      { wrapper },
    );
    vi.advanceTimersByTime(25 * 60_000 - 1);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledWith({ queryKey: SESSION_QUERY_KEY, exact: true });
  });

  it('refreshes at once when already inside the window', () => {
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue(undefined);
    renderHook(
      () => {
        useSessionRefresh(inMinutes(2));
      },
      { wrapper },
    );
    vi.advanceTimersByTime(0);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('cancels the scheduled refresh when signed out (unmounted)', () => {
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue(undefined);
    const { unmount } = renderHook(
      () => {
        useSessionRefresh(inMinutes(30));
      },
      { wrapper },
    );
    unmount();
    vi.advanceTimersByTime(60 * 60_000);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('reschedules from a new expiry', () => {
    const refetch = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue(undefined);
    const { rerender } = renderHook(
      ({ expiresAt }) => {
        useSessionRefresh(expiresAt);
      },
      {
        wrapper,
        initialProps: { expiresAt: inMinutes(10) },
      },
    );
    rerender({ expiresAt: inMinutes(480) });
    vi.advanceTimersByTime(60 * 60_000);
    expect(refetch).not.toHaveBeenCalled();
  });
});
