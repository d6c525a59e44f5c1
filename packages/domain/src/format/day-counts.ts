import { toCalendarDate, toEpochDay, type DateInput } from './calendar-date';

const MS_PER_DAY = 86_400_000;

/**
 * SPEC §5: days from `from` to `to`, rounded up from the millisecond difference; a negative difference
 * is ignored (null), as is a missing or invalid date. Both ends are calendar dates (an instant counts
 * as its day in America/New_York), so the result is a whole number of days and never shifts with
 * daylight saving time.
 */
export function daysBetween(
  from: DateInput | null | undefined,
  to: DateInput | null | undefined,
): number | null {
  const start = toCalendarDate(from);
  const end = toCalendarDate(to);
  if (!start || !end) return null;
  const milliseconds = (toEpochDay(end) - toEpochDay(start)) * MS_PER_DAY;
  if (milliseconds < 0) return null;
  return Math.ceil(milliseconds / MS_PER_DAY);
}
