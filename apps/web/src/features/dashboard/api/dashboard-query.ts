import type { DashboardSummaryResponse } from '@bil/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** SPEC §7/§9: the dashboard's project data refetches every 30 s and is fresh for 10 s (3 retries by default). */
export const DASHBOARD_REFETCH_INTERVAL_MS = 30_000;
export const DASHBOARD_STALE_TIME_MS = 10_000;

/** Shared with every screen that reads the dashboard figures, so they share one cache entry. */
export const dashboardQueryKey = ['analytics', 'dashboard'] as const;

/** GET /api/analytics/dashboard: KPIs, per-grant metrics, monthly trends and pending applications. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => apiGet<DashboardSummaryResponse>('/api/analytics/dashboard', { signal }),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/**
 * Asks for the dashboard's figures while the screen's code loads (a fresh answer is kept). This file
 * is bundled with the routes, so it imports nothing the sign-in page does not already load.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  await queryClient.query(dashboardQueryOptions());
}
