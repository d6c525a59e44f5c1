import type { ExecutiveOverview } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/executive. */
export function useExecutiveOverview() {
  return useQuery({
    queryKey: ['executive', 'overview'] as const,
    queryFn: ({ signal }) => apiGet<ExecutiveOverview>('/api/executive', { signal }),
  });
}
