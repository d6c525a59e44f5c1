import type { ExecutiveOverview } from '@bil/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/executive. Small and bundled with the routes, so the route's loader asks for the figures while
 * the screen's code loads (issue 35 item 14). Fresh for 10 s, as the dashboard's figures, so the screen
 * that mounts a moment after that answer takes it instead of asking again.
 */
export const executiveQueryOptions = () =>
  queryOptions({
    queryKey: ['executive', 'overview'] as const,
    queryFn: ({ signal }) => apiGet<ExecutiveOverview>('/api/executive', { signal }),
    staleTime: 10_000,
  });
