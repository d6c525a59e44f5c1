import {
  defaultShareExpiry,
  expiryPartsToIso,
  isShareExpiryDateAllowed,
  MIN_SHARE_PASSWORD_LENGTH,
  SHARE_MESSAGES,
} from '@bil/domain';

/** Form state of a share's optional expiry: a local date (tomorrow or later), hour and minute (SPEC §5). */
export type ExpiryValue = {
  /** Whether the link expires at all. */
  enabled: boolean;
  /** YYYY-MM-DD in the sharer's own calendar. */
  date: string | null;
  /** '00'-'23' and '00'-'59', as the selects show them. */
  hour: string;
  minute: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => pad(hour));
export const MINUTE_OPTIONS = Array.from({ length: 60 }, (_, minute) => pad(minute));

/** SPEC §9: 30 days ahead at 23:59. */
export function defaultExpiry(now: Date = new Date()): ExpiryValue {
  const parts = defaultShareExpiry(now);
  return { enabled: true, date: parts.date, hour: pad(parts.hour), minute: pad(parts.minute) };
}

/** The chosen local date and time as an ISO instant, or null when the link does not expire. */
export function toExpiryIso(value: ExpiryValue): string | null {
  if (!value.enabled || !value.date) return null;
  return expiryPartsToIso({ date: value.date, hour: Number(value.hour), minute: Number(value.minute) });
}

/** SPEC §5: an expiry date must be tomorrow or later (local calendar). */
export function validateExpiry(value: ExpiryValue, now: Date = new Date()): string | null {
  if (!value.enabled) return null;
  return value.date && isShareExpiryDateAllowed(value.date, now) ? null : SHARE_MESSAGES.expiryTooSoon;
}

/** SPEC §5: an optional password, at least 8 characters after trimming (SPEC said 4). */
export function validateSharePassword(password: string, isProtected: boolean): string | null {
  if (!isProtected) return null;
  return password.trim().length < MIN_SHARE_PASSWORD_LENGTH ? SHARE_MESSAGES.passwordTooShort : null;
}

/** The password as sent: trimmed, or null when the link is open. */
export function toSharePassword(password: string, isProtected: boolean): string | null {
  return isProtected ? password.trim() : null;
}
