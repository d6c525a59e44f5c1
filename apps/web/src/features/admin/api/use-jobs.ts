import type { DeadLetterList, JobList } from '@bil/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

// While a run is queued or in progress the list is read again every few seconds, so its result shows up.
const busy = (list: JobList | undefined) =>
  list?.data.some((job) => job.queued > 0 || job.lastRun?.status === 'running') ?? false;

/** GET /api/admin/jobs: every background job with its schedule, last run and next run. */
export function useJobs() {
  return useQuery({
    queryKey: adminKeys.jobs,
    queryFn: ({ signal }) => apiGet<JobList>('/api/admin/jobs', { signal }),
    refetchInterval: (query) => (busy(query.state.data) ? 2000 : 30_000),
  });
}

/** GET /api/admin/jobs/dead-letters: jobs that failed every attempt. */
export function useDeadLetters() {
  return useQuery({
    queryKey: adminKeys.deadLetters,
    queryFn: ({ signal }) => apiGet<DeadLetterList>('/api/admin/jobs/dead-letters', { signal }),
    refetchInterval: 30_000,
  });
}
