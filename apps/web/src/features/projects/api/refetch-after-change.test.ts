import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchAfterChange } from './refetch-after-change';

describe('refetchAfterChange (SPEC §4/§9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes projects, dashboard and analytics at once, at 500 ms and at 2 s', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
    refetchAfterChange(client);
    const keysAt = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keysAt()).toEqual(['projects', 'analytics', 'dashboard']);
    vi.advanceTimersByTime(499);
    expect(invalidate).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(6);
    vi.advanceTimersByTime(1500);
    expect(invalidate).toHaveBeenCalledTimes(9);
  });
});
