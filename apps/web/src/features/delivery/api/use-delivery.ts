import type { DeliveryDetail, DeliveryPortfolio, DeliveryRecordBody } from '@bil/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '@/lib/api-client';

export type DeliveryFilters = {
  pm: string | null;
  airport: string | null;
  health: string | null;
  page: number;
};

export const deliveryKeys = {
  all: ['delivery'] as const,
  portfolio: (filters: DeliveryFilters) => ['delivery', 'portfolio', filters] as const,
  detail: (projectId: string) => ['delivery', 'detail', projectId] as const,
};

function portfolioPath(filters: DeliveryFilters): `/api/${string}` {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.pm) params.set('pm', filters.pm);
  if (filters.airport) params.set('airport', filters.airport);
  if (filters.health) params.set('health', filters.health);
  return `/api/delivery?${params.toString()}`;
}

/** GET /api/delivery: one page of the portfolio (the server sorts late first) and its groups. */
export function useDeliveryPortfolio(filters: DeliveryFilters) {
  return useQuery({
    queryKey: deliveryKeys.portfolio(filters),
    queryFn: ({ signal }) => apiGet<DeliveryPortfolio>(portfolioPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/delivery/:projectId. */
export function useDeliveryDetail(projectId: string | null) {
  return useQuery({
    queryKey: deliveryKeys.detail(projectId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<DeliveryDetail>(`/api/delivery/${encodeURIComponent(projectId ?? '')}`, { signal }),
    enabled: projectId !== null,
  });
}

function useRefreshAfter<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
}

/** PUT /api/delivery/:projectId. */
export function useSaveDelivery() {
  return useRefreshAfter(({ projectId, body }: { projectId: string; body: DeliveryRecordBody }) =>
    apiPut<DeliveryDetail>(`/api/delivery/${encodeURIComponent(projectId)}`, body),
  );
}

/** DELETE /api/delivery/:projectId. */
export function useDeleteDelivery() {
  return useRefreshAfter((projectId: string) =>
    apiDelete<null>(`/api/delivery/${encodeURIComponent(projectId)}`),
  );
}
