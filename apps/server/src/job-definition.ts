import type { AppContext } from './app-context';

/**
 * One kind of background work. An area exports its definitions from its index.ts (`jobs`); the job runner
 * (modules/jobs) schedules them, runs each scheduled slot exactly once across server processes, and retries a
 * failure with backoff before it lands in the dead-letter list.
 */
export type JobDefinition = {
  /** Unique and stable: `<area>.<what>`, e.g. `notifications.weekly-digest`. */
  name: string;
  /** What the job does, in words for the admin screen. */
  description: string;
  /** A cron expression and the zone it is read in; leave out for jobs that only run on demand. */
  schedule?: { cron: string; timeZone: string };
  /** Does the work for the moment `now`; throws to ask for a retry. Must be safe to run twice. */
  run: (ctx: AppContext, now: Date) => Promise<void>;
};
