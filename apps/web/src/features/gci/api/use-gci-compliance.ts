import type {
  ComplianceCreateInput,
  ComplianceDetail,
  ComplianceList,
  FindingCreateInput,
} from '@bil/domain';
import { recordApi, type RecordListParams } from '@/components/record-list';
import { apiPost } from '@/lib/api-client';

export type ComplianceListParams = RecordListParams & {
  obligation?: string;
  status?: string;
};

const compliance = recordApi<ComplianceList, ComplianceDetail, ComplianceListParams>({
  path: '/api/gci/compliance',
  listKey: ['gci', 'compliance'],
  detailKey: ['gci', 'compliance-item'],
  idOf: (detail) => detail.item.id,
  alsoStale: [['gci', 'airport-summary']],
});

export const useComplianceList = compliance.useList;
export const fetchAllCompliance = compliance.fetchAll;
export const useComplianceDetail = compliance.useDetail;

export const useSaveComplianceItem = (id: string | null) =>
  compliance.useSave<Partial<ComplianceCreateInput>>(id);

export const useCompleteComplianceItem = (id: string) =>
  compliance.useDetailChange((completed_date: string) =>
    apiPost<ComplianceDetail>(`/api/gci/compliance/${id}/complete`, { completed_date }),
  );

export const useDeleteComplianceItem = (id: string) => compliance.useDelete(id);

export const useSaveFinding = (itemId: string) =>
  compliance.useDetailChange(({ id, body }: { id: string | null; body: Partial<FindingCreateInput> }) =>
    compliance.saveChild(itemId, 'findings', id, body),
  );
