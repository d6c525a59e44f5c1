import type { JobDefinition } from '../../job-definition';
import { jobs as notificationJobs } from '../notifications';
import { analyzeDatabaseJob } from './analyze-database.job';
import { pruneHistoryJob } from './prune-history.job';

/** Every job the runner knows: each area's `jobs` from its index.ts goes into this one list. */
export const JOB_CATALOGUE: readonly JobDefinition[] = [
  pruneHistoryJob,
  analyzeDatabaseJob,
  ...notificationJobs,
];

export function findJob(
  name: string,
  catalogue: readonly JobDefinition[] = JOB_CATALOGUE,
): JobDefinition | null {
  return catalogue.find((job) => job.name === name) ?? null;
}
