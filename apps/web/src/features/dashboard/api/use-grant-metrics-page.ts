import { grantViewToParams, type GrantMetricsPageResponse, type GrantMetricsViewInput } from '@bil/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { DASHBOARD_REFETCH_INTERVAL_MS, DASHBOARD_STALE_TIME_MS } from './dashboard-query';

export const GRANT_PAGE_SIZE = 100;

/**
 * GET /api/analytics/grant-metrics: the page of the grant metrics table in view, filtered and sorted
 * on the server, with the match count, footer totals and slider bounds. The previous page stays on
 * screen while the next one loads.
 */
export function useGrantMetricsPage(view: GrantMetricsViewInput, page: number) {
  const params = new URLSearchParams({
    ...grantViewToParams(view),
    page: String(page),
    pageSize: String(GRANT_PAGE_SIZE),
  });
  return useQuery({
    queryKey: ['analytics', 'grant-metrics', params.toString()],
    queryFn: ({ signal }) =>
      apiGet<GrantMetricsPageResponse>(`/api/analytics/grant-metrics?${params.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFETCH_INTERVAL_MS,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
