/** Calendar days as whole numbers (days since 1970-01-01, UTC): date arithmetic without time-zone drift. */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;

export function toDayNumber(isoDate: string): DayNumber {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
}

const isoDates = new Map<DayNumber, string>();

export function toIsoDate(day: DayNumber): string {
  let iso = isoDates.get(day);
  if (iso === undefined) {
    iso = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    isoDates.set(day, iso);
  }
  return iso;
}

/** A timestamp on that day at the given minute past midnight UTC, as ISO text. */
export function toIsoTimestamp(day: DayNumber, minuteOfDay: number): string {
  const minute = Math.min(Math.max(Math.trunc(minuteOfDay), 0), 1439);
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${toIsoDate(day)}T${hh}:${mm}:00.000Z`;
}

/** Federal fiscal year FY runs from October 1 of the year before to September 30. */
export function fiscalYearStart(fiscalYear: number): DayNumber {
  return toDayNumber(`${fiscalYear - 1}-10-01`);
}

export function fiscalYearEnd(fiscalYear: number): DayNumber {
  return toDayNumber(`${fiscalYear}-09-30`);
}
