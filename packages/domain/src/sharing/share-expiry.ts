import {
  DEFAULT_SHARE_EXPIRY_DAYS,
  DEFAULT_SHARE_EXPIRY_HOUR,
  DEFAULT_SHARE_EXPIRY_MINUTE,
} from './share-constants';

/**
 * Expiry of a share as the dialogs pick it: a date (in the visitor's own zone), hour 00-23 and minute
 * 00-59. Defaults to 30 days ahead at 23:59 (SPEC §5, §9); the date must be tomorrow or later.
 */
export type ShareExpiryParts = { date: string; hour: number; minute: number };

function localIsoDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

function addLocalDays(now: Date, days: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
}

/** 30 days ahead at 23:59, local time. */
export function defaultShareExpiry(now: Date = new Date()): ShareExpiryParts {
  return {
    date: localIsoDate(addLocalDays(now, DEFAULT_SHARE_EXPIRY_DAYS)),
    hour: DEFAULT_SHARE_EXPIRY_HOUR,
    minute: DEFAULT_SHARE_EXPIRY_MINUTE,
  };
}

/** The same default as an instant. */
export function defaultShareExpiryDate(now: Date = new Date()): Date {
  const parts = defaultShareExpiry(now);
  return expiryPartsToDate(parts) ?? new Date(now.getTime() + DEFAULT_SHARE_EXPIRY_DAYS * 86_400_000);
}

/** Tomorrow (local) as 'YYYY-MM-DD': the earliest date the picker allows. */
export function minShareExpiryDate(now: Date = new Date()): string {
  return localIsoDate(addLocalDays(now, 1));
}

/** Whether a picked 'YYYY-MM-DD' is tomorrow or later in the local zone. */
export function isShareExpiryDateAllowed(date: string, now: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= minShareExpiryDate(now);
}

/** Local date, hour and minute as an instant; null when any part is out of range. */
export function expiryPartsToDate(parts: ShareExpiryParts): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(parts.date);
  if (!match) return null;
  const { hour, minute } = parts;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return null;
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, day, hour, minute, 0, 0);
  if (value.getFullYear() !== year || value.getMonth() !== month - 1 || value.getDate() !== day) return null;
  return value;
}

/** The ISO string to send as expires_at. */
export function expiryPartsToIso(parts: ShareExpiryParts): string | null {
  return expiryPartsToDate(parts)?.toISOString() ?? null;
}
