import type { Kysely } from 'kysely';
import { JOB_CATALOGUE, nextRunOf } from '../modules/jobs';
import type { Database } from '../db/schema';

/**
 * The jobs screen's history on a fresh demo database: each scheduled job's last slot, run on time. (Real runs
 * replace these as the runner works; a failed job needs the queue itself, so the failed list starts empty.)
 */
export async function insertDemoJobRuns(db: Kysely<Database>, now = new Date()): Promise<void> {
  const rows = JOB_CATALOGUE.flatMap((job) => {
    if (!job.schedule) return [];
    // The slot before the next one: a day (or a week) back for the usual schedules.
    const next = nextRunOf(job.schedule, now);
    const slot = new Date(next.getTime() - (nextRunOf(job.schedule, next).getTime() - next.getTime()));
    return [
      {
        name: job.name,
        trigger: 'schedule' as const,
        slot,
        attempt: 1,
        status: 'succeeded' as const,
        started_at: slot,
        finished_at: new Date(slot.getTime() + 48),
        duration_ms: 48,
      },
    ];
  });
  if (rows.length > 0) await db.insertInto('job_runs').values(rows).execute();
}
