import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_REFETCH_INTERVAL_MS, dashboardQueryOptions } from './dashboard-query';

/** The dashboard's figures, refreshed every 30 s while the screen is open. */
export function useDashboardData() {
  return useQuery({ ...dashboardQueryOptions(), refetchInterval: DASHBOARD_REFETCH_INTERVAL_MS });
}
