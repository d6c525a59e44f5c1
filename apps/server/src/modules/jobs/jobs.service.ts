import type { DeadLetterList, JobList, JobQueued } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../lib/http-errors';
import { findJob, JOB_CATALOGUE } from './job-catalogue';
import { DEAD_LETTER_QUEUE, definitionsFor, queueFor, wakeWorker, type QueuePayload } from './job-queue';
import { deadLetter, deadLetters, latestRuns, queuedCounts } from './jobs.repository';
import { presentDeadLetter, presentJob } from './jobs.presenter';

const NO_SUCH_JOB = 'No job has that name';
const NO_SUCH_DEAD_LETTER = 'That failed job is no longer in the list';

const catalogueOf = (ctx: AppContext) => definitionsFor(ctx, JOB_CATALOGUE);

/** Every catalogued job with its schedule, last run, next run and runs waiting to start. */
export async function listJobs(ctx: AppContext, now = new Date()): Promise<JobList> {
  await queueFor(ctx, JOB_CATALOGUE); // pg-boss's tables exist from here on
  const catalogue = catalogueOf(ctx);
  const [runs, queued] = await Promise.all([
    latestRuns(ctx.db),
    queuedCounts(
      ctx.db,
      catalogue.map((job) => job.name),
    ),
  ]);
  const lastRunOf = new Map(runs.map((run) => [run.name, run]));
  return {
    data: catalogue.map((job) => presentJob(job, lastRunOf.get(job.name), queued.get(job.name) ?? 0, now)),
  };
}

/** Queues a run now: this process's runner starts it at once; another process's within its polling interval. */
export async function runJobNow(ctx: AppContext, name: string): Promise<JobQueued> {
  const job = findJob(name, catalogueOf(ctx));
  if (!job) throw notFound(NO_SUCH_JOB);
  const boss = await queueFor(ctx, JOB_CATALOGUE);
  const payload: QueuePayload = { job: job.name, trigger: 'manual' };
  const id = await boss.send(job.name, payload);
  if (!id) throw conflict('The job could not be queued; try again');
  wakeWorker(ctx, job.name);
  return { id, name: job.name };
}

export async function listDeadLetters(ctx: AppContext): Promise<DeadLetterList> {
  await queueFor(ctx, JOB_CATALOGUE);
  return { data: (await deadLetters(ctx.db, DEAD_LETTER_QUEUE)).map(presentDeadLetter) };
}

/** Queues the failed job again (with a fresh set of attempts) and takes it off the list. */
export async function retryDeadLetter(ctx: AppContext, id: string): Promise<JobQueued> {
  const boss = await queueFor(ctx, JOB_CATALOGUE);
  const row = await deadLetter(ctx.db, DEAD_LETTER_QUEUE, id);
  if (!row) throw notFound(NO_SUCH_DEAD_LETTER);
  const job = findJob(presentDeadLetter(row).name, catalogueOf(ctx));
  if (!job) throw conflict('That job no longer exists; discard it instead');
  const payload: QueuePayload = { job: job.name, trigger: 'retry' };
  const queuedId = await boss.send(job.name, payload);
  if (!queuedId) throw conflict('The job could not be queued; try again');
  await boss.deleteJob(DEAD_LETTER_QUEUE, id);
  wakeWorker(ctx, job.name);
  return { id: queuedId, name: job.name };
}

export async function discardDeadLetter(ctx: AppContext, id: string): Promise<void> {
  const boss = await queueFor(ctx, JOB_CATALOGUE);
  if (!(await deadLetter(ctx.db, DEAD_LETTER_QUEUE, id))) throw notFound(NO_SUCH_DEAD_LETTER);
  await boss.deleteJob(DEAD_LETTER_QUEUE, id);
}
