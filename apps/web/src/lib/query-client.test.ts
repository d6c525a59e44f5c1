import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { QUERY_GC_TIME_MS, computeRetryDelay, createQueryClient, shouldRetryQuery } from './query-client';

describe('query client defaults (SPEC §9)', () => {
  it('retries a failed query three times', () => {
    const serverError = new ApiError(500, 'An unexpected error occurred.');
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, serverError))).toEqual([true, true, true]);
    expect(shouldRetryQuery(3, serverError)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(0, 'offline'))).toBe(true);
  });

  it('does not retry client errors', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'no'))).toBe(false);
    }
  });

  it('waits exponentially longer, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(computeRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('keeps unused data for one hour', () => {
    const client = createQueryClient();
    expect(QUERY_GC_TIME_MS).toBe(3_600_000);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(3_600_000);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
