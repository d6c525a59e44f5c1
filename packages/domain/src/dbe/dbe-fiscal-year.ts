import { parseDateOnly } from '../format/calendar-date';

/** A federal fiscal year runs October 1 to September 30 and is named by the year it ends in. */
export type FiscalPeriod = { fiscalYear: number; start: string; end: string };

export function fiscalPeriodOf(fiscalYear: number): FiscalPeriod {
  return { fiscalYear, start: `${fiscalYear - 1}-10-01`, end: `${fiscalYear}-09-30` };
}

/** The federal fiscal year a 'YYYY-MM-DD' day falls in (null for a non-date). */
export function fiscalYearOfDate(date: string): number | null {
  const parsed = parseDateOnly(date);
  if (!parsed) return null;
  return parsed.month >= 10 ? parsed.year + 1 : parsed.year;
}

/** ISO days compare as text. */
export const isWithinPeriod = (date: string | null, period: FiscalPeriod): boolean =>
  date !== null && date >= period.start && date <= period.end;
