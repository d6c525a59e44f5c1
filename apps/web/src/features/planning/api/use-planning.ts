import type { PlanItem, PlanItemBody, PlanItemPatch, PlanningOverview } from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

export const planningKeys = { overview: ['planning', 'overview'] as const };

/** GET /api/planning. */
export function usePlanningOverview() {
  return useQuery({
    queryKey: planningKeys.overview,
    queryFn: ({ signal }) => apiGet<PlanningOverview>('/api/planning', { signal }),
  });
}

function useRefreshAfter<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: planningKeys.overview }),
  });
}

/** POST /api/planning/items, or PATCH /api/planning/items/:id when an id is given. */
export function useSavePlanItem() {
  return useRefreshAfter(({ id, body }: { id: string | null; body: PlanItemBody | PlanItemPatch }) =>
    id === null
      ? apiPost<PlanItem>('/api/planning/items', body)
      : apiPatch<PlanItem>(`/api/planning/items/${encodeURIComponent(id)}`, body),
  );
}

/** DELETE /api/planning/items/:id. */
export function useDeletePlanItem() {
  return useRefreshAfter((id: string) => apiDelete<null>(`/api/planning/items/${encodeURIComponent(id)}`));
}

/** POST /api/planning/items/:id/convert. */
export function useConvertPlanItem() {
  return useRefreshAfter(({ id, projectId }: { id: string; projectId: string }) =>
    apiPost<PlanItem>(`/api/planning/items/${encodeURIComponent(id)}/convert`, { projectId }),
  );
}
