import type { AppConfig } from '../config';

/**
 * The one clock of the server's date rules (issue 37). Every rule that depends on "today" (AIG tranche
 * states, deadlines, at risk, overdue, waiting days, the executive overview's day) takes its moment from
 * clockNow(), never from `new Date()` on its own. BIL_FIXED_NOW (an ISO instant with its offset, e.g.
 * 2026-11-22T12:00:00-05:00) fixes it for tests and the browser-test server; loadConfig refuses it when
 * NODE_ENV=production. The kernel's own timekeeping (sessions, rate limits, job slots, audit and updated_at
 * stamps) stays on the wall clock. One per process: installed from the configuration when the server's
 * database is opened (server.ts) or a test server is built.
 */
let fixedNow: Date | null = null;

/** Fixes the clock at config.fixedNow (BIL_FIXED_NOW), or puts it back on the wall clock when that is null. */
export function installClock(config: Pick<AppConfig, 'fixedNow'>): void {
  fixedNow = config.fixedNow ? new Date(config.fixedNow.getTime()) : null;
}

/** The moment date rules judge on: the fixed instant when BIL_FIXED_NOW is set, else the wall clock. */
export function clockNow(): Date {
  return fixedNow ? new Date(fixedNow.getTime()) : new Date();
}

/** For a caller that already holds a moment (a job's scheduled slot): the fixed instant, else that moment. */
export function ruleMoment(moment: Date): Date {
  return fixedNow ? new Date(fixedNow.getTime()) : moment;
}
