import type {
  GrantCreateInput,
  GrantDetail,
  GrantList,
  GrantRow,
  ReimbursementCreateInput,
} from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchAllRecords,
  useRecordDetail,
  useRecordListQuery,
  type RecordListParams,
} from '@/components/record-list';
import { apiDelete, apiPatch, apiPost } from '@/lib/api-client';

export type GrantListParams = RecordListParams & {
  program?: string;
  status?: string;
  alert?: string;
};

export const gciKeys = {
  all: ['gci'] as const,
  grants: (params: GrantListParams) => ['gci', 'grants', params] as const,
  grant: (id: string) => ['gci', 'grant', id] as const,
};

/** GET /api/gci/grants: one page, the previous page kept on screen while the next loads. */
export function useGrantList(params: GrantListParams) {
  return useRecordListQuery<GrantList>(gciKeys.grants(params), '/api/gci/grants', params);
}

/** Every grant matching the filters (at most 10,000), for the exports. */
export function fetchAllGrants(params: GrantListParams) {
  return fetchAllRecords<GrantList>('/api/gci/grants', params);
}

export function useGrantDetail(id: string | null) {
  return useRecordDetail<GrantDetail>(gciKeys.grant(id ?? ''), `/api/gci/grants/${id ?? ''}`, id !== null);
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
