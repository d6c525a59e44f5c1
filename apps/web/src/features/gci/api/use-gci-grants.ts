import type {
  GrantCreateInput,
  GrantDetail,
  GrantList,
  GrantRow,
  ReimbursementCreateInput,
} from '@bil/domain';
import { recordApi, type RecordListParams } from '@/components/record-list';
import { apiPatch, apiPost } from '@/lib/api-client';

export type GrantListParams = RecordListParams & {
  program?: string;
  status?: string;
  alert?: string;
};

const grants = recordApi<GrantList, GrantDetail, GrantListParams>({
  path: '/api/gci/grants',
  listKey: ['gci', 'grants'],
  detailKey: ['gci', 'grant'],
  idOf: (detail) => detail.grant.id,
});

/** GET /api/gci/grants: one page, the previous page kept on screen while the next loads. */
export const useGrantList = grants.useList;
export const fetchAllGrants = grants.fetchAll;
export const useGrantDetail = grants.useDetail;

/** A new grant answers with its row, not its details. */
export const useCreateGrant = () =>
  grants.useChange((body: GrantCreateInput) => apiPost<GrantRow>('/api/gci/grants', body));

export const useUpdateGrant = (id: string) =>
  grants.useDetailChange((body: Partial<GrantCreateInput>) =>
    apiPatch<GrantDetail>(`/api/gci/grants/${id}`, body),
  );

export const useDeleteGrant = (id: string) => grants.useDelete(id);

export const useSaveReimbursement = (grantId: string, reimbursementId: string | null) =>
  grants.useDetailChange((body: Partial<ReimbursementCreateInput>) =>
    grants.saveChild(grantId, 'reimbursements', reimbursementId, body),
  );

export const useDeleteReimbursement = (grantId: string) => grants.useDeleteChild(grantId, 'reimbursements');
