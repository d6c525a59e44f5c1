import type PgBoss from 'pg-boss';
import type { AppContext } from '../../app-context';
import type { JobDefinition } from '../../job-definition';
import { JOB_CATALOGUE } from './job-catalogue';
import { runJobOnce } from './job-execution';
import {
  createQueue,
  DEFAULT_RETRY_POLICY,
  ensureQueues,
  forgetRunnerQueue,
  useRunnerQueue,
  type QueuePayload,
  type RetryPolicy,
} from './job-queue';
import { assertSchedule, slotOf } from './job-schedule';
import { claimSlot } from './jobs.repository';

type Log = { info: (message: string) => void; error: (details: object, message: string) => void };

export type JobRunnerOptions = {
  definitions?: readonly JobDefinition[];
  retry?: RetryPolicy;
  /** Seconds between looks for new work in each queue (default POLLING_INTERVAL_SECONDS). */
  pollingIntervalSeconds?: number;
  cronMonitorIntervalSeconds?: number;
  log?: Log;
};

/**
 * A scheduled slot waits at most this long for its worker (the most frequent jobs run once a minute), a retry
 * waits a minute or more anyway, and a run queued in this process wakes its worker at once (wakeWorker).
 * pg-boss's default of 2 s cost an idle server a query every 0.4 s across the queues, each holding PGlite's
 * one connection on the main thread.
 */
export const POLLING_INTERVAL_SECONDS = 30;

const quietLog: Log = { info: () => undefined, error: () => undefined };

/**
 * Runs every catalogued job in this process: pg-boss delivers scheduled slots and run-now requests, retries a
 * failure with doubling delays and moves it to the dead-letter queue after the last attempt. Any number of
 * processes may run one on a PostgreSQL database; a schedule slot still runs once (see claimSlot).
 */
export class JobRunner {
  private boss: PgBoss | null = null;
  private readonly definitions: readonly JobDefinition[];
  private readonly log: Log;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.definitions = options.definitions ?? JOB_CATALOGUE;
    this.log = options.log ?? quietLog;
    for (const definition of this.definitions) {
      if (definition.schedule) assertSchedule(definition.name, definition.schedule);
    }
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const boss = createQueue(this.ctx, {
      runner: true,
      cronMonitorIntervalSeconds: this.options.cronMonitorIntervalSeconds,
    });
    boss.on('error', (error) => {
      this.log.error({ err: error }, 'Job queue error');
    });
    await boss.start();
    await ensureQueues(boss, this.definitions, this.options.retry ?? DEFAULT_RETRY_POLICY, { update: true });
    await this.syncSchedules(boss);
    const workerIds = new Map<string, string>();
    for (const definition of this.definitions) {
      const workerId = await boss.work<QueuePayload>(
        definition.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS,
        },
        async ([job]) => {
          if (job) await this.deliver(definition, job);
        },
      );
      workerIds.set(definition.name, workerId);
    }
    this.boss = boss;
    useRunnerQueue(this.ctx, boss, this.definitions, workerIds);
    this.log.info(`Job runner started with ${this.definitions.length} jobs`);
  }

  /** Lets a job in progress finish (up to `timeoutMs`), then stops taking work. */
  async stop(timeoutMs = 20_000): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    forgetRunnerQueue(this.ctx);
    await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  /** pg-boss's schedules follow the catalogue: added, changed, and removed for jobs no longer in it. */
  private async syncSchedules(boss: PgBoss): Promise<void> {
    const known = new Set(this.definitions.map((definition) => definition.name));
    for (const existing of await boss.getSchedules()) {
      if (!known.has(existing.name)) await boss.unschedule(existing.name);
    }
    for (const definition of this.definitions) {
      if (!definition.schedule) {
        await boss.unschedule(definition.name);
        continue;
      }
      const payload: QueuePayload = { job: definition.name, trigger: 'schedule' };
      await boss.schedule(definition.name, definition.schedule.cron, payload, {
        tz: definition.schedule.timeZone,
      });
    }
  }

  /** One delivery from the queue; throwing hands the job back to pg-boss for a retry. */
  private async deliver(definition: JobDefinition, job: PgBoss.JobWithMetadata<QueuePayload>): Promise<void> {
    const trigger = job.data.trigger ?? 'schedule';
    let slot: Date | null = null;
    if (trigger === 'schedule' && definition.schedule) {
      slot = slotOf(definition.schedule, job.createdOn);
      const claimed = await claimSlot(this.ctx.db, { name: definition.name, at: slot, queueJobId: job.id });
      if (!claimed) return; // another delivery of this slot ran (or runs) it
    }
    const outcome = await runJobOnce(this.ctx, definition, {
      trigger,
      queueJobId: job.id,
      attempt: job.retryCount + 1,
      slot,
      now: slot ?? new Date(),
    });
    if (outcome.status === 'failed') {
      this.log.error(
        { job: definition.name, attempt: job.retryCount + 1 },
        `Job failed: ${outcome.error ?? ''}`,
      );
      throw new Error(outcome.error ?? 'Job failed');
    }
  }
}
