import type { AppConfig } from '../config';

/**
 * The one clock of the server's date rules (issue 37). Every rule that depends on "today" (AIG tranche
 * states, deadlines, at risk, overdue, the executive overview's day) takes its moment from here, never from
 * `new Date()` on its own. BIL_FIXED_NOW (an ISO instant with its offset, e.g. 2026-11-22T12:00:00-05:00)
 * fixes it for tests and the browser-test server; loadConfig refuses it when NODE_ENV=production.
 * The kernel's own timekeeping (sessions, rate limits, job slots, audit stamps) stays on the wall clock.
 */
export function clockNow(config: Pick<AppConfig, 'fixedNow'>): Date {
  return config.fixedNow ? new Date(config.fixedNow.getTime()) : new Date();
}

/**
 * The moment a date rule judges on when a caller already holds one (a job's scheduled slot): the fixed
 * instant when BIL_FIXED_NOW is set, else that moment.
 */
export function ruleMoment(config: Pick<AppConfig, 'fixedNow'>, moment: Date): Date {
  return config.fixedNow ? new Date(config.fixedNow.getTime()) : moment;
}
