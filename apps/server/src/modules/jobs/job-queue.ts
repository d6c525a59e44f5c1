import PgBoss from 'pg-boss';
import type { AppContext } from '../../app-context';
import type { JobDefinition } from '../../job-definition';
import { queueDatabase } from './jobs.repository';

/** Where a job lands after its last failed attempt; an admin retries or discards it from there. */
export const DEAD_LETTER_QUEUE = 'jobs.dead-letter';

/** How often a failed job is tried again, and how long before the first retry (doubling each time). */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number };
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryLimit: 4, retryDelaySeconds: 60 };

/** What a queue job carries: the job's name (so a dead letter knows where it came from) and why it runs. */
export type QueuePayload = { job: string; trigger?: 'schedule' | 'manual' | 'retry' };

export type QueueOptions = {
  /** The full runner: maintenance (expiry, archiving) and the cron clock. Off for a client that only sends. */
  runner: boolean;
  /** Seconds between the cron clock's checks (pg-boss default 30); tests shorten it. */
  cronMonitorIntervalSeconds?: number;
};

export function createQueue(ctx: AppContext, options: QueueOptions): PgBoss {
  const boss = new PgBoss({
    db: queueDatabase(ctx.db),
    schema: 'pgboss',
    migrate: true, // pg-boss keeps its own schema current, under its own advisory lock
    supervise: options.runner,
    schedule: options.runner,
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds }
      : {}),
  });
  return boss;
}

/** One queue per job, all sharing the retry policy and the dead-letter queue; safe with several processes. */
export async function ensureQueues(
  boss: PgBoss,
  definitions: readonly JobDefinition[],
  policy: RetryPolicy,
  { update }: { update: boolean },
): Promise<void> {
  await ensureQueue(boss, DEAD_LETTER_QUEUE, {}, update);
  for (const definition of definitions) {
    await ensureQueue(
      boss,
      definition.name,
      {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        deadLetter: DEAD_LETTER_QUEUE,
      },
      update,
    );
  }
}

async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Omit<PgBoss.Queue, 'name'>,
  update: boolean,
): Promise<void> {
  // Two processes starting together race to create a queue (pg-boss makes a partition table for it): the
  // loser sees a duplicate or a deadlock, and on a second look finds the winner's queue.
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(name)) {
        if (update) await boss.updateQueue(name, { name, ...options });
      } else {
        await boss.createQueue(name, { name, ...options });
      }
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}

// The queue each app sends through: the runner's own when this process runs one, else a send-only client.
const queues = new WeakMap<AppContext, Promise<PgBoss>>();
const sendOnly = new WeakSet<AppContext>();
// This process's runner: its jobs, and its pg-boss worker for each (by job name).
type Runner = { boss: PgBoss; definitions: readonly JobDefinition[]; workerIds: ReadonlyMap<string, string> };
const runners = new WeakMap<AppContext, Runner>();

/** `workerIds`: this process's pg-boss worker for each job, woken when this process queues a run. */
export function useRunnerQueue(
  ctx: AppContext,
  boss: PgBoss,
  definitions: readonly JobDefinition[],
  workerIds: ReadonlyMap<string, string>,
): void {
  queues.set(ctx, Promise.resolve(boss));
  runners.set(ctx, { boss, definitions, workerIds });
  sendOnly.delete(ctx);
}

export function forgetRunnerQueue(ctx: AppContext): void {
  runners.delete(ctx);
  if (!sendOnly.has(ctx)) queues.delete(ctx);
}

/**
 * A run queued by this process starts now rather than at its worker's next poll (workers poll slowly: see
 * job-runner.ts). A process without a runner has nothing to wake: another process's worker polls for it.
 */
export function wakeWorker(ctx: AppContext, jobName: string): void {
  const runner = runners.get(ctx);
  const workerId = runner?.workerIds.get(jobName);
  if (runner && workerId) runner.boss.notifyWorker(workerId);
}

/** The jobs this app shows and runs: its runner's when it has one (a test's own list), else the catalogue. */
export function definitionsFor(
  ctx: AppContext,
  catalogue: readonly JobDefinition[],
): readonly JobDefinition[] {
  return runners.get(ctx)?.definitions ?? catalogue;
}

/** The queue for sends and reads from routes; starts (and migrates) pg-boss the first time it is needed. */
export function queueFor(ctx: AppContext, definitions: readonly JobDefinition[]): Promise<PgBoss> {
  const existing = queues.get(ctx);
  if (existing) return existing;
  const started = (async () => {
    const boss = createQueue(ctx, { runner: false });
    boss.on('error', () => undefined); // a send reports its own error to the caller
    await boss.start();
    // Makes a missing queue only: the runner's processes own the retry policy of existing ones.
    await ensureQueues(boss, definitions, DEFAULT_RETRY_POLICY, { update: false });
    return boss;
  })();
  started.catch(() => queues.delete(ctx)); // a failed start is tried again by the next request
  queues.set(ctx, started);
  sendOnly.add(ctx);
  return started;
}

/** Stops the send-only client of an app that is closing (the runner stops its own). */
export async function closeSendOnlyQueue(ctx: AppContext): Promise<void> {
  const queue = queues.get(ctx);
  if (!queue || !sendOnly.has(ctx)) return;
  queues.delete(ctx);
  sendOnly.delete(ctx);
  const boss = await queue.catch(() => null);
  await boss?.stop({ graceful: false, wait: true });
}
