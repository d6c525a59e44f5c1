import type { JobDefinition } from '../../job-definition';
import { deleteHistoryBefore } from './jobs.repository';

const KEEP_DAYS = 30;

/** The runner's own housekeeping: its run history and claimed slots are kept for 30 days. */
export const pruneHistoryJob: JobDefinition = {
  name: 'jobs.prune-history',
  description: `Deletes finished job runs and claimed schedule slots older than ${KEEP_DAYS} days.`,
  schedule: { cron: '15 3 * * *', timeZone: 'America/New_York' },
  run: async (ctx, now) => {
    await deleteHistoryBefore(ctx.db, new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000));
  },
};
