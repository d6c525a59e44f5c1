import type { DashboardSummaryResponse } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** SPEC §7/§9: the dashboard's project data refetches every 30 s and is fresh for 10 s (3 retries by default). */
export const DASHBOARD_REFETCH_INTERVAL_MS = 30_000;
export const DASHBOARD_STALE_TIME_MS = 10_000;

/** Shared with every screen that reads the dashboard figures, so they share one cache entry. */
export const dashboardQueryKey = ['analytics', 'dashboard'] as const;

/** GET /api/analytics/dashboard: KPIs, per-grant metrics, monthly trends and pending applications. */
export function useDashboardData() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => apiGet<DashboardSummaryResponse>('/api/analytics/dashboard', { signal }),
    refetchInterval: DASHBOARD_REFETCH_INTERVAL_MS,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}
