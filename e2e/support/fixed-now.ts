/**
 * The instant the browser-test server judges dates on (BIL_FIXED_NOW in start-server.sh, read by the
 * server's lib/clock.ts). A spec that depends on "today" fixes the browser to it too (page.clock).
 */
export const FIXED_NOW = process.env.BIL_FIXED_NOW ?? '2026-11-22T12:00:00-05:00';

/** FIXED_NOW's day in New York, as the server reports it ('today'). */
export const FIXED_TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
  new Date(FIXED_NOW),
);
