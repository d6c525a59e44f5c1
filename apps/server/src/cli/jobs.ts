// `npm run jobs -- list` and `npm run jobs -- run NAME`: the background jobs, from the command line.
import { loadConfig } from '../config';
// Accounts before the server: auth and accounts import each other, and only this order loads under tsx.
import '../modules/accounts';
import { findJob, JOB_CATALOGUE, latestRuns, nextRunOf, runJobOnce } from '../modules/jobs';
import { openDatabase } from '../server';
import { EXIT_FAILED, UsageError, runCommand, readPositionals } from './cli-support';

const HELP = `Usage: npm run jobs -- list
       npm run jobs -- run NAME

list     every background job: its schedule, last run and next run
run NAME runs the job once, here and now, and records the run (the admin's Jobs tab shows it)

Uses the database the server uses (DATABASE_URL, else the embedded database in DATA_DIR). With the
embedded database, stop the server first: only one process may open it. On PostgreSQL a run here
is one more process beside the servers; the job itself must be safe to run twice.`;

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '-');

runCommand(async () => {
  const positionals = readPositionals(HELP);
  if (positionals === null) return;
  const [command, name, ...rest] = positionals;
  if (command === 'list' && name === undefined) return listJobs();
  if (command === 'run' && name && rest.length === 0) return runJob(name);
  throw new UsageError('Give "list" or "run NAME"');
});

async function listJobs(): Promise<void> {
  const { handle } = await openDatabase(loadConfig());
  try {
    const lastRunOf = new Map((await latestRuns(handle.db)).map((run) => [run.name, run]));
    const now = new Date();
    for (const job of JOB_CATALOGUE) {
      const last = lastRunOf.get(job.name);
      console.log(job.name);
      console.log(`  ${job.description}`);
      console.log(
        `  schedule: ${job.schedule ? `${job.schedule.cron} (${job.schedule.timeZone})` : 'on demand only'}`,
      );
      console.log(
        `  last run: ${last ? `${last.status} at ${when(last.started_at)}${last.duration_ms === null ? '' : ` in ${last.duration_ms} ms`}` : 'never'}`,
      );
      console.log(`  next run: ${job.schedule ? when(nextRunOf(job.schedule, now)) : '-'}`);
    }
  } finally {
    await handle.close();
  }
}

async function runJob(name: string): Promise<void> {
  const job = findJob(name);
  if (!job) {
    throw new UsageError(`No job is named ${name}; npm run jobs -- list shows them`);
  }
  const { handle, ctx } = await openDatabase(loadConfig());
  try {
    const outcome = await runJobOnce(ctx, job, {
      trigger: 'command-line',
      queueJobId: null,
      attempt: 1,
      slot: null,
      now: new Date(),
    });
    if (outcome.status === 'failed') {
      console.error(`${job.name} failed after ${outcome.durationMs} ms: ${outcome.error ?? ''}`);
      process.exitCode = EXIT_FAILED;
      return;
    }
    console.log(`${job.name} succeeded in ${outcome.durationMs} ms.`);
  } finally {
    await handle.close();
  }
}
