import type {
  CommitmentAmendmentBody,
  CommitmentBody,
  ContractBody,
  ContractCompletionBody,
  ContractListQuery,
  DbeContract,
  DbeProjectOptions,
  PaymentBody,
} from '@bil/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';
import { dbeContractsQueryOptions, dbeFirmsQueryOptions } from './dbe-first-queries';
import { dbeKeys } from './dbe-keys';

/** GET /api/dbe/contracts with the screen's filters. */
export function useDbeContracts(filter: ContractListQuery) {
  return useQuery({ ...dbeContractsQueryOptions(filter), placeholderData: (previous) => previous });
}

export function useDbeFirms() {
  return useQuery(dbeFirmsQueryOptions());
}

/** The projects a new contract may go on; `limit` for a first few (a screen asking whether there are any). */
export function useDbeProjectOptions(enabled: boolean, limit?: number) {
  return useQuery({
    queryKey: dbeKeys.projectOptions(limit),
    queryFn: ({ signal }) =>
      apiGet<DbeProjectOptions>('/api/dbe/project-options', {
        signal,
        query: limit === undefined ? {} : { limit },
      }),
    enabled,
    staleTime: 60_000,
  });
}

/** Every change answers with the contract; the lists refetch. */
function useContractMutation<B>(send: (body: B) => Promise<DbeContract>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dbeKeys.all });
    },
  });
}

export const useCreateContract = () =>
  useContractMutation((body: ContractBody) => apiPost<DbeContract>('/api/dbe/contracts', body));

export const useUpdateContract = (id: string) =>
  useContractMutation((body: ContractBody) => apiPut<DbeContract>(`/api/dbe/contracts/${id}`, body));

export const useCompleteContract = (id: string) =>
  useContractMutation((body: ContractCompletionBody) =>
    apiPost<DbeContract>(`/api/dbe/contracts/${id}/completion`, body),
  );

export const useAddCommitment = (contractId: string) =>
  useContractMutation((body: CommitmentBody) =>
    apiPost<DbeContract>(`/api/dbe/contracts/${contractId}/commitments`, body),
  );

export const useAmendCommitment = (commitmentId: string) =>
  useContractMutation((body: CommitmentAmendmentBody) =>
    apiPost<DbeContract>(`/api/dbe/commitments/${commitmentId}/amendments`, body),
  );

export const useAddPayment = (contractId: string) =>
  useContractMutation((body: PaymentBody) =>
    apiPost<DbeContract>(`/api/dbe/contracts/${contractId}/payments`, body),
  );
