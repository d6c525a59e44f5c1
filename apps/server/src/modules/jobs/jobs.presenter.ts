import type { DeadLetter, JobRun, JobSummary } from '@bil/domain';
import type { JobDefinition } from '../../job-definition';
import { nextRunOf } from './job-schedule';
import type { DeadLetterRow, JobRunRow } from './jobs.repository';

export function presentRun(row: JobRunRow): JobRun {
  return {
    status: row.status,
    trigger: row.trigger,
    attempt: row.attempt,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
    durationMs: row.duration_ms,
    error: row.error,
  };
}

export function presentJob(
  definition: JobDefinition,
  lastRun: JobRunRow | undefined,
  queued: number,
  now: Date,
): JobSummary {
  return {
    name: definition.name,
    description: definition.description,
    schedule: definition.schedule ?? null,
    lastRun: lastRun ? presentRun(lastRun) : null,
    nextRunAt: definition.schedule ? nextRunOf(definition.schedule, now).toISOString() : null,
    queued,
  };
}

/** pg-boss keeps the last attempt's error as `output` ({ message, stack } from a thrown Error). */
function errorOf(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? null : JSON.stringify(output);
}

export function presentDeadLetter(row: DeadLetterRow): DeadLetter {
  return {
    id: row.id,
    name: typeof row.data?.job === 'string' ? row.data.job : 'unknown',
    failedAt: new Date(row.created_on).toISOString(),
    error: errorOf(row.output),
  };
}
