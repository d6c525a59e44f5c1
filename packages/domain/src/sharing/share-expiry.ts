import { toNewYorkParts } from '../format/calendar-date';
import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  DEFAULT_SHARE_EXPIRY_HOUR,
  DEFAULT_SHARE_EXPIRY_MINUTE,
} from './share-constants';

/**
 * Expiry of a share as the dialogs pick it: a date, hour 00-23 and minute 00-59, all in the app's one
 * zone (America/New_York), the zone the share list shows them in: a sharer in Chicago who picks
 * 12/23 23:59 sees 12/23 11:59 PM, named as Eastern Time on both screens. Defaults to 30 days ahead at
 * 23:59 (SPEC §5, §9); the date must be tomorrow or later in that zone.
 */
export type ShareExpiryParts = { date: string; hour: number; minute: number };

/** How the pickers name the zone. */
export const SHARE_EXPIRY_ZONE_LABEL = 'Eastern Time';

type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

function wallTimeOf(instant: Date): WallTime {
  const parts = toNewYorkParts(instant);
  if (parts === null) throw new RangeError('Invalid time value');
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const asUtc = (time: WallTime) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);

/** The instant a wall-clock time in TIME_ZONE names (two corrections settle any offset change). */
function zonedInstant(time: WallTime): Date {
  let guess = asUtc(time);
  for (let step = 0; step < 2; step += 1) guess += asUtc(time) - asUtc(wallTimeOf(new Date(guess)));
  return new Date(guess);
}

/** The calendar day `days` after today in TIME_ZONE, as 'YYYY-MM-DD'. */
function zonedIsoDateAfter(now: Date, days: number): string {
  const today = wallTimeOf(now);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + days)).toISOString().slice(0, 10);
}

/** 30 days ahead at 23:59, Eastern Time. */
export function defaultShareExpiry(now: Date = new Date()): ShareExpiryParts {
  return {
    date: zonedIsoDateAfter(now, DEFAULT_SHARE_EXPIRY_DAYS),
    hour: DEFAULT_SHARE_EXPIRY_HOUR,
    minute: DEFAULT_SHARE_EXPIRY_MINUTE,
  };
}

/** The same default as an instant. */
export function defaultShareExpiryDate(now: Date = new Date()): Date {
  const parts = defaultShareExpiry(now);
  return expiryPartsToDate(parts) ?? new Date(now.getTime() + DEFAULT_SHARE_EXPIRY_DAYS * 86_400_000);
}

/** Tomorrow (Eastern Time) as 'YYYY-MM-DD': the earliest date the picker allows. */
export function minShareExpiryDate(now: Date = new Date()): string {
  return zonedIsoDateAfter(now, 1);
}

/** Whether a picked 'YYYY-MM-DD' is tomorrow or later, Eastern Time. */
export function isShareExpiryDateAllowed(date: string, now: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= minShareExpiryDate(now);
}

/** Date, hour and minute in Eastern Time as an instant; null when any part is out of range. */
export function expiryPartsToDate(parts: ShareExpiryParts): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(parts.date);
  if (!match) return null;
  const { hour, minute } = parts;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return null;
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return zonedInstant({ year, month, day, hour, minute });
}

/** The ISO string to send as expires_at. */
export function expiryPartsToIso(parts: ShareExpiryParts): string | null {
  return expiryPartsToDate(parts)?.toISOString() ?? null;
}
