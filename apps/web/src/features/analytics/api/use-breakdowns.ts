import type { BreakdownsResponse } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** SPEC §7/§9: analytics figures refetch every 60 s. */
export const BREAKDOWNS_REFETCH_INTERVAL_MS = 60_000;

/** GET /api/analytics/breakdowns: funding and counts by fiscal year, program, airport, PM; the status funnel. */
export function useBreakdowns() {
  return useQuery({
    queryKey: ['analytics', 'breakdowns'] as const,
    queryFn: ({ signal }) => apiGet<BreakdownsResponse>('/api/analytics/breakdowns', { signal }),
    refetchInterval: BREAKDOWNS_REFETCH_INTERVAL_MS,
  });
}
