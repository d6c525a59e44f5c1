import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** SPEC §9: default query retry 3 with exponential delay up to 30 s; default cache lifetime 1 hour. */
export const QUERY_RETRY_LIMIT = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 60 * 60 * 1000;

/** A 4xx will not fix itself on retry (bad input, signed out, forbidden, not found). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_RETRY_LIMIT;
}

/** failureCount starts at 0: 1 s, 2 s, 4 s, ... capped at 30 s. */
export function computeRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: computeRetryDelay, gcTime: QUERY_GC_TIME_MS },
      // A write is never repeated behind the user's back.
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one cache. Route loaders start a screen's first requests through it as the navigation
 * begins, so the screen finds them on their way (providers.tsx hands the same client to React).
 */
export const appQueryClient = createQueryClient();
