import type {
  DiscrepancyCreateInput,
  InspectionCreateInput,
  InspectionDetail,
  InspectionList,
  InspectionSettingsBody,
} from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchAllRecords,
  useRecordDetail,
  useRecordListQuery,
  type RecordListParams,
} from '@/components/record-list';
import { apiDelete, apiPatch, apiPost, apiPut } from '@/lib/api-client';

export type InspectionListParams = RecordListParams & {
  category?: string;
  show?: string;
};

const keys = {
  list: (params: InspectionListParams) => ['gci', 'inspections', params] as const,
  detail: (id: string) => ['gci', 'inspection', id] as const,
};

export function useInspectionList(params: InspectionListParams) {
  return useRecordListQuery<InspectionList>(keys.list(params), '/api/gci/inspections', params);
}

/** Every inspection matching the filters (at most 10,000), for the exports. */
export function fetchAllInspections(params: InspectionListParams) {
  return fetchAllRecords<InspectionList>('/api/gci/inspections', params);
}

export function useInspectionDetail(id: string | null) {
  return useRecordDetail<InspectionDetail>(
    keys.detail(id ?? ''),
    `/api/gci/inspections/${id ?? ''}`,
    id !== null,
  );
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
