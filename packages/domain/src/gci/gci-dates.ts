import { parseDateOnly, toEpochDay } from '../format/calendar-date';

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (null when it is not a real date). */
export function epochDayOf(iso: string | null | undefined): number | null {
  const date = parseDateOnly(iso ?? null);
  return date ? toEpochDay(date) : null;
}

/** The 'YYYY-MM-DD' date `days` after (or before, when negative) a 'YYYY-MM-DD' date. */
export function addDaysIso(iso: string, days: number): string {
  const day = epochDayOf(iso);
  if (day === null) throw new RangeError(`Not a date: ${iso}`);
  return new Date((day + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The same day `months` later (clamped to the month's last day: 2024-02-29 + 12 months is 2025-02-28). */
export function addMonthsIso(iso: string, months: number): string {
  const date = parseDateOnly(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(date.day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
