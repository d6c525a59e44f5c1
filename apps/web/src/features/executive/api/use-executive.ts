import { useQuery } from '@tanstack/react-query';
import { executiveQueryOptions } from './executive-query';

/** GET /api/executive. */
export function useExecutiveOverview() {
  return useQuery(executiveQueryOptions());
}
