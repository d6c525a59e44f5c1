import type { JobQueued } from '@bil/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

function useRefreshJobs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.jobs });
}

/** POST /api/admin/jobs/:name/run: queues a run now. */
export function useRunJobNow() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (name: string) => apiPost<JobQueued>(`/api/admin/jobs/${encodeURIComponent(name)}/run`),
    onSuccess: refresh,
  });
}

/** POST /api/admin/jobs/dead-letters/:id/retry: queues the failed job again. */
export function useRetryDeadLetter() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<JobQueued>(`/api/admin/jobs/dead-letters/${encodeURIComponent(id)}/retry`),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/jobs/dead-letters/:id: drops a failed job from the list. */
export function useDiscardDeadLetter() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (id: string) => apiDelete<null>(`/api/admin/jobs/dead-letters/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}
