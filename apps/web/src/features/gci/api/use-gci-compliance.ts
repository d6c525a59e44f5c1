import type {
  ComplianceCreateInput,
  ComplianceDetail,
  ComplianceList,
  FindingCreateInput,
} from '@bil/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

export type ComplianceListParams = {
  q?: string;
  obligation?: string;
  status?: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
};

const keys = {
  list: (params: ComplianceListParams) => ['gci', 'compliance', params] as const,
  detail: (id: string) => ['gci', 'compliance-item', id] as const,
};

function listPath(params: ComplianceListParams): `/api/${string}` {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `/api/gci/compliance?${search.toString()}`;
}

export function useComplianceList(params: ComplianceListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) => apiGet<ComplianceList>(listPath(params), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function fetchAllCompliance(params: ComplianceListParams) {
  return apiGet<ComplianceList>(listPath({ ...params, page: 1, limit: 10_000 }));
}

export function useComplianceDetail(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: ({ signal }) => apiGet<ComplianceDetail>(`/api/gci/compliance/${id ?? ''}`, { signal }),
    enabled: id !== null,
  });
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
