import type {
  DiscrepancyCreateInput,
  InspectionCreateInput,
  InspectionDetail,
  InspectionList,
  InspectionSettingsBody,
} from '@bil/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost, apiPut } from '@/lib/api-client';

export type InspectionListParams = {
  q?: string;
  category?: string;
  show?: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
};

const keys = {
  list: (params: InspectionListParams) => ['gci', 'inspections', params] as const,
  detail: (id: string) => ['gci', 'inspection', id] as const,
};

function listPath(params: InspectionListParams): `/api/${string}` {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `/api/gci/inspections?${search.toString()}`;
}

export function useInspectionList(params: InspectionListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) => apiGet<InspectionList>(listPath(params), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every inspection matching the filters (at most 10,000), for the exports. */
export function fetchAllInspections(params: InspectionListParams) {
  return apiGet<InspectionList>(listPath({ ...params, page: 1, limit: 10_000 }));
}

export function useInspectionDetail(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: ({ signal }) => apiGet<InspectionDetail>(`/api/gci/inspections/${id ?? ''}`, { signal }),
    enabled: id !== null,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return async (detail?: InspectionDetail) => {
    if (detail) client.setQueryData(keys.detail(detail.inspection.id), detail);
    await client.invalidateQueries({ queryKey: ['gci', 'inspections'] });
    await client.invalidateQueries({ queryKey: ['gci', 'airport-summary'] });
  };
}

export function useSaveInspection(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Partial<InspectionCreateInput>) =>
      id
        ? apiPatch<InspectionDetail>(`/api/gci/inspections/${id}`, body)
        : apiPost<InspectionDetail>('/api/gci/inspections', body),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useDeleteInspection(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiDelete<null>(`/api/gci/inspections/${id}`),
    onSuccess: () => refresh(),
  });
}

export function useSaveDiscrepancy(inspectionId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Partial<DiscrepancyCreateInput> }) =>
      id
        ? apiPatch<InspectionDetail>(`/api/gci/inspections/${inspectionId}/discrepancies/${id}`, body)
        : apiPost<InspectionDetail>(`/api/gci/inspections/${inspectionId}/discrepancies`, body),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useDeleteDiscrepancy(inspectionId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiDelete<InspectionDetail>(`/api/gci/inspections/${inspectionId}/discrepancies/${id}`),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useSaveInspectionSettings(airportCode: string, inspectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InspectionSettingsBody) =>
      apiPut<InspectionSettingsBody>(`/api/gci/airports/${airportCode}/inspection-settings`, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.detail(inspectionId) });
      await client.invalidateQueries({ queryKey: ['gci', 'inspections'] });
    },
  });
}
