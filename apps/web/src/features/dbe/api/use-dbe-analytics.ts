import { useQuery } from '@tanstack/react-query';
import { dbeAnalyticsQueryOptions } from './dbe-first-queries';

/** GET /api/dbe/analytics: program-wide DBE figures. */
export function useDbeAnalytics() {
  return useQuery(dbeAnalyticsQueryOptions());
}
