import type { PmDashboardForPerson } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { pmKeys } from './pm-keys';

/** SPEC §7/§9: dashboard figures refetch every 60 s. */
const PM_REFETCH_INTERVAL_MS = 60_000;

/** GET /api/pm/:pm (403 for another PM's page, 404 for an unknown PM: neither is retried). */
export function usePmDashboard(pm: string) {
  return useQuery({
    queryKey: pmKeys.dashboard(pm),
    queryFn: ({ signal }) => apiGet<PmDashboardForPerson>(`/api/pm/${encodeURIComponent(pm)}`, { signal }),
    refetchInterval: PM_REFETCH_INTERVAL_MS,
  });
}
