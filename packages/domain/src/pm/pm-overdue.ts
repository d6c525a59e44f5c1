import { daysBetween } from '../format/day-counts';
import { AWARD_TARGET_DAYS, SUB_AWARD_TARGET_DAYS } from '../metrics/targets';
import { parseDateOnly, type CalendarDate } from '../format/calendar-date';

/** Which step a project is late for: the FAA award, or the state sub-award. */
export type OverdueKind = 'award' | 'sub_award';

export type OverdueDateFields = {
  application_date: string | null;
  award_date: string | null;
  sub_award_date: string | null;
};

export type OverdueFinding = {
  kind: OverdueKind;
  /** The date the wait started: the application date (award) or the award date (sub-award). */
  sinceDate: string;
  /** Whole days from sinceDate to today (America/New_York), as daysBetween counts them. */
  days: number;
  targetDays: number;
  daysOver: number;
};

const isBlank = (value: string | null) => value === null || value.trim() === '';

/**
 * A PM's overdue item (issue 7): past 90 days to award = applied, no award yet, and more than 90 days
 * since the application; past 60 days to sub-award = awarded, no sub-award yet, and more than 60 days
 * since the award. Days are calendar days in America/New_York (daysBetween); a date in the future or an
 * unreadable one makes nothing overdue. `today` is 'YYYY-MM-DD' (todayInNewYork()).
 */
export function findOverdue(project: OverdueDateFields, today: string): OverdueFinding | null {
  if (!isBlank(project.application_date) && isBlank(project.award_date)) {
    return checkWait('award', project.application_date, today, AWARD_TARGET_DAYS);
  }
  if (!isBlank(project.award_date) && isBlank(project.sub_award_date)) {
    return checkWait('sub_award', project.award_date, today, SUB_AWARD_TARGET_DAYS);
  }
  return null;
}

function checkWait(
  kind: OverdueKind,
  since: string | null,
  today: string,
  targetDays: number,
): OverdueFinding | null {
  const days = daysBetween(since, today);
  if (days === null || days <= targetDays || since === null) return null;
  return { kind, sinceDate: since.trim(), days, targetDays, daysOver: days - targetDays };
}

/** Most days over target first; then the older wait; then the given tie-breaker (e.g. a title). */
export function compareOverdue(
  a: OverdueFinding & { tieBreaker?: string },
  b: OverdueFinding & { tieBreaker?: string },
): number {
  return b.daysOver - a.daysOver || b.days - a.days || (a.tieBreaker ?? '').localeCompare(b.tieBreaker ?? '');
}

function shiftDays(date: CalendarDate, days: number): string {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return shifted.toISOString().slice(0, 10);
}

/**
 * The same rule as findOverdue as date bounds, for counting in SQL over many projects: a wait is overdue
 * exactly when its start date is on or before the bound (more than N whole days before today) and not
 * after today. The tests check this agrees with findOverdue day by day around each bound.
 */
export function overdueDateBounds(today: string): {
  today: string;
  awardAppliedOnOrBefore: string;
  subAwardAwardedOnOrBefore: string;
} {
  const date = parseDateOnly(today);
  if (!date) throw new RangeError(`overdueDateBounds needs a 'YYYY-MM-DD' day, not ${today}`);
  return {
    today,
    awardAppliedOnOrBefore: shiftDays(date, -(AWARD_TARGET_DAYS + 1)),
    subAwardAwardedOnOrBefore: shiftDays(date, -(SUB_AWARD_TARGET_DAYS + 1)),
  };
}
