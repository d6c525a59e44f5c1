import type {
  ComplianceCreateInput,
  ComplianceDetail,
  ComplianceList,
  FindingCreateInput,
} from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchAllRecords,
  useRecordDetail,
  useRecordListQuery,
  type RecordListParams,
} from '@/components/record-list';
import { apiDelete, apiPatch, apiPost } from '@/lib/api-client';

export type ComplianceListParams = RecordListParams & {
  obligation?: string;
  status?: string;
};

const keys = {
  list: (params: ComplianceListParams) => ['gci', 'compliance', params] as const,
  detail: (id: string) => ['gci', 'compliance-item', id] as const,
};

export function useComplianceList(params: ComplianceListParams) {
  return useRecordListQuery<ComplianceList>(keys.list(params), '/api/gci/compliance', params);
}

export function fetchAllCompliance(params: ComplianceListParams) {
  return fetchAllRecords<ComplianceList>('/api/gci/compliance', params);
}

export function useComplianceDetail(id: string | null) {
  return useRecordDetail<ComplianceDetail>(
    keys.detail(id ?? ''),
    `/api/gci/compliance/${id ?? ''}`,
    id !== null,
  );
}

function useRefresh() {
  const client = useQueryClient();
  return async (detail?: ComplianceDetail) => {
    if (detail) client.setQueryData(keys.detail(detail.item.id), detail);
    await client.invalidateQueries({ queryKey: ['gci', 'compliance'] });
    await client.invalidateQueries({ queryKey: ['gci', 'airport-summary'] });
  };
}

export function useSaveComplianceItem(id: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Partial<ComplianceCreateInput>) =>
      id
        ? apiPatch<ComplianceDetail>(`/api/gci/compliance/${id}`, body)
        : apiPost<ComplianceDetail>('/api/gci/compliance', body),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useCompleteComplianceItem(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (completed_date: string) =>
      apiPost<ComplianceDetail>(`/api/gci/compliance/${id}/complete`, { completed_date }),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useDeleteComplianceItem(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiDelete<null>(`/api/gci/compliance/${id}`),
    onSuccess: () => refresh(),
  });
}

export function useSaveFinding(itemId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Partial<FindingCreateInput> }) =>
      id
        ? apiPatch<ComplianceDetail>(`/api/gci/compliance/${itemId}/findings/${id}`, body)
        : apiPost<ComplianceDetail>(`/api/gci/compliance/${itemId}/findings`, body),
    onSuccess: (detail) => refresh(detail),
  });
}
