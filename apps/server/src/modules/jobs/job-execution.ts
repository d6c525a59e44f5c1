import type { JobTrigger } from '@bil/domain';
import type { AppContext } from '../../app-context';
import type { JobDefinition } from '../../job-definition';
import { finishJobRun, insertJobRun } from './jobs.repository';

export type JobAttempt = {
  trigger: JobTrigger;
  queueJobId: string | null;
  attempt: number;
  /** The schedule slot this run is for, when the schedule started it. */
  slot: Date | null;
  now: Date;
};

export type JobOutcome = { status: 'succeeded' | 'failed'; durationMs: number; error: string | null };

/** Runs one attempt of a job and records it in job_runs (the admin's last run); never throws. */
export async function runJobOnce(
  ctx: AppContext,
  definition: JobDefinition,
  attempt: JobAttempt,
): Promise<JobOutcome> {
  const runId = await insertJobRun(ctx.db, {
    name: definition.name,
    queueJobId: attempt.queueJobId,
    trigger: attempt.trigger,
    slot: attempt.slot,
    attempt: attempt.attempt,
  });
  const started = performance.now();
  let outcome: JobOutcome;
  try {
    await definition.run(ctx, attempt.now);
    outcome = { status: 'succeeded', durationMs: Math.round(performance.now() - started), error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = {
      status: 'failed',
      durationMs: Math.round(performance.now() - started),
      error: message.slice(0, 2000),
    };
  }
  await finishJobRun(ctx.db, runId, outcome);
  return outcome;
}
