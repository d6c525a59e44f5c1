import { TIME_ZONE } from '../app/app-info';

/** A day on the calendar with no time and no zone (month 1-12). */
export type CalendarDate = { year: number; month: number; day: number };

/** Date parts of a value as shown in America/New_York; hour and minute only when the value has a time. */
export type DateParts = CalendarDate & { hour?: number; minute?: number };

/** Anything the formatters and day counts accept. */
export type DateInput = string | Date | CalendarDate;

// A date and a time, optional seconds and fraction, then an optional zone: Z, +hh, +hhmm or +hh:mm.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

let newYorkFormat: Intl.DateTimeFormat | undefined;

/** Made at first use, not at load: a zone's format reads ICU's zone data (about 30 ms in a new tab). */
function newYorkParts(): Intl.DateTimeFormat {
  newYorkFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return newYorkFormat;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  return (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && isLeapYear(year) ? 1 : 0);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function buildCalendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

// Reads `count` digits from `start`; -1 if any is not a digit. Hand-rolled: the metrics parse many dates.
function readDigits(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** SPEC §5: dates are year-month-day. Returns null for anything that is not a real 'YYYY-MM-DD' day. */
export function parseDateOnly(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const text = value.length === 10 ? value : value.trim();
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null; // '-'
  const year = readDigits(text, 0, 4);
  const month = readDigits(text, 5, 2);
  const day = readDigits(text, 8, 2);
  if (year < 0 || month < 0 || day < 0) return null;
  return buildCalendarDate(year, month, day);
}

/** The calendar date and wall-clock time of an instant in America/New_York. */
export function toNewYorkParts(instant: Date): DateParts | null {
  if (Number.isNaN(instant.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of newYorkParts().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute } = parts;
  if (year === undefined || month === undefined || day === undefined) return null;
  return { year, month, day, hour: hour ?? 0, minute: minute ?? 0 };
}

function normaliseZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.slice(1).replace(':', '');
  return `${zone[0] ?? '+'}${digits.slice(0, 2)}:${digits.slice(2, 4) || '00'}`;
}

/**
 * Reads a date value:
 * - 'YYYY-MM-DD' is a calendar date and never shifts with the time zone;
 * - a date-time with a zone (ISO 'Z', PostgreSQL '+00') and a Date are instants, shown in America/New_York;
 * - a date-time without a zone is taken as New York wall-clock time, as written.
 * Returns null for blank or unreadable input.
 */
export function resolveDateParts(value: DateInput | null | undefined): DateParts | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return toNewYorkParts(value);
  if (typeof value !== 'string') return buildCalendarDate(value.year, value.month, value.day);
  const text = value.trim();
  const dateOnly = parseDateOnly(text);
  if (dateOnly) return dateOnly;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  const date = buildCalendarDate(Number(year), Number(month), Number(day));
  if (!date || Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return null;
  if (zone === undefined) return { ...date, hour: Number(hour), minute: Number(minute) };
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second ?? '00'}${normaliseZone(zone)}`;
  return toNewYorkParts(new Date(iso));
}

/** The calendar date of a value (an instant's date in America/New_York), or null. */
export function toCalendarDate(value: DateInput | null | undefined): CalendarDate | null {
  const parts = resolveDateParts(value);
  return parts ? { year: parts.year, month: parts.month, day: parts.day } : null;
}

/**
 * Days since 1970-01-01 for a calendar date: plain arithmetic on the proleptic Gregorian calendar (no Date
 * objects, so it is fast and free of daylight-saving shifts).
 */
export function toEpochDay(date: CalendarDate): number {
  // Days-from-civil: count years from March so the leap day falls at the end of the year.
  const year = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5) + date.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'YYYY-MM-DD' for a calendar date. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** SPEC §9: 'today' is the date in America/New_York, as 'YYYY-MM-DD'. Pass `now` in tests. */
export function todayInNewYork(now: Date = new Date()): string {
  const parts = toNewYorkParts(now);
  if (!parts) throw new RangeError('todayInNewYork needs a valid date');
  return formatIsoDate(parts);
}
