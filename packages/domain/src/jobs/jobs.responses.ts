import { z } from 'zod';

export const JOB_TRIGGERS = ['schedule', 'manual', 'retry', 'command-line'] as const;
export type JobTrigger = (typeof JOB_TRIGGERS)[number];

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** Job names are `<area>.<what>`: what a route parameter may hold before it is looked up. */
export const jobNameParamsSchema = z.object({
  name: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+\.[a-z0-9.-]+$/, 'Not a job name'),
});

export const deadLetterParamsSchema = z.object({ id: z.uuid('Not a failed job id') });

export const jobRunSchema = z.object({
  status: z.enum(JOB_RUN_STATUSES),
  trigger: z.enum(JOB_TRIGGERS),
  attempt: z.number(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** One row of the admin's jobs screen (GET /api/admin/jobs). */
export const jobSummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  schedule: z.object({ cron: z.string(), timeZone: z.string() }).nullable(),
  lastRun: jobRunSchema.nullable(),
  nextRunAt: z.string().nullable(),
  /** A run asked for (Run now, a retry) that no runner has picked up yet. */
  queued: z.number(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;
export const jobListSchema = z.object({ data: z.array(jobSummarySchema) });
export type JobList = z.infer<typeof jobListSchema>;

/** A job that failed its last attempt: it waits here until an admin retries or discards it. */
export const deadLetterSchema = z.object({
  id: z.string(),
  name: z.string(),
  failedAt: z.string(),
  error: z.string().nullable(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;
export const deadLetterListSchema = z.object({ data: z.array(deadLetterSchema) });
export type DeadLetterList = z.infer<typeof deadLetterListSchema>;

export const jobQueuedSchema = z.object({ id: z.string(), name: z.string() });
export type JobQueued = z.infer<typeof jobQueuedSchema>;
