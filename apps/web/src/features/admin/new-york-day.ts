import { TIME_ZONE } from '@bil/domain';

/** 'GMT-05:00' -> '-05:00' ('GMT' alone is UTC). */
function readOffset(date: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return '+00:00';
  return `${match[1] ?? '+00'}:${match[2] ?? '00'}`;
}

/**
 * The instant a calendar day (YYYY-MM-DD) starts in America/New_York, as an ISO date-time with its
 * offset. The offset is read at 05:00 UTC, which is before 02:00 local, so DST changes that day do not
 * shift midnight.
 */
export function startOfNewYorkDay(isoDate: string): string {
  return `${isoDate}T00:00:00${readOffset(new Date(`${isoDate}T05:00:00Z`))}`;
}

/** The calendar day after YYYY-MM-DD. */
export function nextIsoDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
