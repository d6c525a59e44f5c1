import { parseDateOnly } from '../format/calendar-date';

/** The warnings before an AIG tranche's obligation deadline, in months; the nearest reached is raised. */
export const AIG_WARNING_MONTHS = [12, 6, 3] as const;
export type AigWarningMonths = (typeof AIG_WARNING_MONTHS)[number];

/** `date` moved back by whole months (the 31st clamps to the month's last day). */
export function monthsBefore(date: string, months: number): string {
  const parsed = parseDateOnly(date);
  if (!parsed) throw new RangeError(`monthsBefore needs a 'YYYY-MM-DD' day, not ${date}`);
  const first = new Date(Date.UTC(parsed.year, parsed.month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(parsed.day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Which warning a tranche with money left is in on `today` (New York's date): the smallest of 12, 6, 3
 * months whose start (deadline minus that many months) has come, until the deadline itself; else null.
 * Raising only the nearest keeps a first scan from sending all three warnings at once.
 */
export function aigWarningStage(deadline: string, today: string): AigWarningMonths | null {
  if (today > deadline) return null;
  const reached = AIG_WARNING_MONTHS.filter((months) => today >= monthsBefore(deadline, months));
  return reached.length === 0 ? null : (reached[reached.length - 1] ?? null);
}
