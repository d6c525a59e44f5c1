import type { PmReassignmentBody, PmReassignmentResult } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { pmKeys } from './pm-keys';

/** POST /api/pm/reassignments; afterwards every PM page and preview is read again. */
export function useReassignAirport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PmReassignmentBody) => apiPost<PmReassignmentResult>('/api/pm/reassignments', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pmKeys.all });
    },
  });
}
