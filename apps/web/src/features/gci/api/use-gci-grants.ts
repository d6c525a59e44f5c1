import type {
  GrantCreateInput,
  GrantDetail,
  GrantList,
  GrantRow,
  ReimbursementCreateInput,
} from '@bil/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

export type GrantListParams = {
  q?: string;
  program?: string;
  status?: string;
  alert?: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
};

export const gciKeys = {
  all: ['gci'] as const,
  grants: (params: GrantListParams) => ['gci', 'grants', params] as const,
  grant: (id: string) => ['gci', 'grant', id] as const,
};

export function grantListPath(params: GrantListParams): `/api/${string}` {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `/api/gci/grants?${search.toString()}`;
}

/** GET /api/gci/grants: one page, the previous page kept on screen while the next loads. */
export function useGrantList(params: GrantListParams) {
  return useQuery({
    queryKey: gciKeys.grants(params),
    queryFn: ({ signal }) => apiGet<GrantList>(grantListPath(params), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every grant matching the filters (at most 10,000), for the exports. */
export function fetchAllGrants(params: GrantListParams) {
  return apiGet<GrantList>(grantListPath({ ...params, page: 1, limit: 10_000 }));
}

export function useGrantDetail(id: string | null) {
  return useQuery({
    queryKey: gciKeys.grant(id ?? ''),
    queryFn: ({ signal }) => apiGet<GrantDetail>(`/api/gci/grants/${id ?? ''}`, { signal }),
    enabled: id !== null,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return async (detail?: GrantDetail) => {
    if (detail) client.setQueryData(gciKeys.grant(detail.grant.id), detail);
    await client.invalidateQueries({ queryKey: ['gci', 'grants'] });
  };
}

export function useCreateGrant() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: GrantCreateInput) => apiPost<GrantRow>('/api/gci/grants', body),
    onSuccess: () => refresh(),
  });
}

export function useUpdateGrant(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Partial<GrantCreateInput>) => apiPatch<GrantDetail>(`/api/gci/grants/${id}`, body),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useDeleteGrant(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiDelete<null>(`/api/gci/grants/${id}`),
    onSuccess: () => refresh(),
  });
}

export function useSaveReimbursement(grantId: string, reimbursementId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: Partial<ReimbursementCreateInput>) =>
      reimbursementId
        ? apiPatch<GrantDetail>(`/api/gci/grants/${grantId}/reimbursements/${reimbursementId}`, body)
        : apiPost<GrantDetail>(`/api/gci/grants/${grantId}/reimbursements`, body),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useDeleteReimbursement(grantId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reimbursementId: string) =>
      apiDelete<GrantDetail>(`/api/gci/grants/${grantId}/reimbursements/${reimbursementId}`),
    onSuccess: (detail) => refresh(detail),
  });
}
