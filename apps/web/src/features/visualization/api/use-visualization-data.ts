import type { BreakdownsResponse, DashboardSummaryResponse } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

// The same cache keys and refresh rates as the dashboard (30 s) and analytics (60 s) screens, so moving
// between them reuses the figures already loaded.
const DASHBOARD_KEY = ['analytics', 'dashboard'] as const;
const BREAKDOWNS_KEY = ['analytics', 'breakdowns'] as const;

/** The dashboard figures, fetched only when a selected chart needs them. */
export function useGalleryDashboard(enabled: boolean) {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => apiGet<DashboardSummaryResponse>('/api/analytics/dashboard', { signal }),
    refetchInterval: 30_000,
    staleTime: 10_000,
    enabled,
  });
}

/** The analytics breakdowns, fetched only when a selected chart needs them. */
export function useGalleryBreakdowns(enabled: boolean) {
  return useQuery({
    queryKey: BREAKDOWNS_KEY,
    queryFn: ({ signal }) => apiGet<BreakdownsResponse>('/api/analytics/breakdowns', { signal }),
    refetchInterval: 60_000,
    enabled,
  });
}
