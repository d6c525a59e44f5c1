import type { DbeAnalyticsAnswer } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { dbeKeys } from './dbe-keys';

/** GET /api/dbe/analytics: program-wide DBE figures. */
export function useDbeAnalytics() {
  return useQuery({
    queryKey: dbeKeys.analytics,
    queryFn: ({ signal }) => apiGet<DbeAnalyticsAnswer>('/api/dbe/analytics', { signal }),
  });
}
