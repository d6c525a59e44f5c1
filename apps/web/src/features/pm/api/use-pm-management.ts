import type { PmManagementForPerson } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { pmKeys } from './pm-keys';

/** GET /api/pm/management: every PM's workload. */
export function usePmManagement() {
  return useQuery({
    queryKey: pmKeys.management,
    queryFn: ({ signal }) => apiGet<PmManagementForPerson>('/api/pm/management', { signal }),
    refetchInterval: 60_000,
  });
}
