import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  parseDateOnly,
  resolveDateParts,
  toCalendarDate,
  toEpochDay,
  todayInNewYork,
} from './calendar-date';

describe('parseDateOnly', () => {
  it('reads a real year-month-day', () => {
    expect(parseDateOnly('2025-03-09')).toEqual({ year: 2025, month: 3, day: 9 });
    expect(parseDateOnly(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('returns null for impossible days, other shapes and blanks', () => {
    expect(parseDateOnly('2023-02-29')).toBeNull(); // not a leap year
    expect(parseDateOnly('1900-02-29')).toBeNull(); // century, not a leap year
    expect(parseDateOnly('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDateOnly('2025-13-01')).toBeNull();
    expect(parseDateOnly('2025-04-31')).toBeNull();
    expect(parseDateOnly('2025-00-10')).toBeNull();
    expect(parseDateOnly('03/09/2025')).toBeNull();
    expect(parseDateOnly('2025-3-9')).toBeNull();
    expect(parseDateOnly('2025-03-09T00:00:00Z')).toBeNull();
    expect(parseDateOnly('')).toBeNull();
    expect(parseDateOnly(null)).toBeNull();
    expect(parseDateOnly(undefined)).toBeNull();
  });
});

describe('resolveDateParts', () => {
  it('keeps a calendar date as written, with no time', () => {
    expect(resolveDateParts('2025-01-01')).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('shows an instant in New York: 03:04 UTC on Jan 5 is 22:04 on Jan 4 (EST, UTC-5)', () => {
    expect(resolveDateParts('2025-01-05T03:04:00Z')).toEqual({
      year: 2025,
      month: 1,
      day: 4,
      hour: 22,
      minute: 4,
    });
  });

  it('uses daylight time in summer: 15:04 UTC on Jul 5 is 11:04 (EDT, UTC-4)', () => {
    expect(resolveDateParts(new Date('2025-07-05T15:04:00Z'))).toMatchObject({ day: 5, hour: 11, minute: 4 });
  });

  it('reads PostgreSQL timestamptz text with a short offset and fraction', () => {
    expect(resolveDateParts('2025-01-05 03:04:05.123+00')).toMatchObject({ day: 4, hour: 22, minute: 4 });
    expect(resolveDateParts('2025-01-05T12:00:00+0530')).toMatchObject({ day: 5, hour: 1, minute: 30 });
    expect(resolveDateParts('2025-01-05T12:00:00-05:00')).toMatchObject({ day: 5, hour: 12, minute: 0 });
  });

  it('takes a date-time without a zone as New York wall-clock time', () => {
    expect(resolveDateParts('2025-01-05T00:30')).toEqual({
      year: 2025,
      month: 1,
      day: 5,
      hour: 0,
      minute: 30,
    });
  });

  it('accepts a calendar date object and rejects bad values', () => {
    expect(resolveDateParts({ year: 2025, month: 2, day: 28 })).toEqual({ year: 2025, month: 2, day: 28 });
    expect(resolveDateParts({ year: 2025, month: 2, day: 30 })).toBeNull();
    expect(resolveDateParts('2025-01-05T25:00:00Z')).toBeNull();
    expect(resolveDateParts('2025-02-30T10:00:00Z')).toBeNull();
    expect(resolveDateParts('not a date')).toBeNull();
    expect(resolveDateParts(new Date('nope'))).toBeNull();
    expect(resolveDateParts(null)).toBeNull();
  });
});

describe('toCalendarDate and toEpochDay', () => {
  it('gives an instant its New York day', () => {
    expect(toCalendarDate('2025-01-01T04:59:59Z')).toEqual({ year: 2024, month: 12, day: 31 });
    expect(toCalendarDate('2025-01-01T05:00:00Z')).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('counts days from 1970-01-01, including years before 100', () => {
    expect(toEpochDay({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(toEpochDay({ year: 1970, month: 1, day: 31 })).toBe(30);
    expect(toEpochDay({ year: 2025, month: 3, day: 10 }) - toEpochDay({ year: 2025, month: 3, day: 8 })).toBe(
      2,
    );
    expect(toEpochDay({ year: 50, month: 1, day: 1 })).toBeLessThan(
      toEpochDay({ year: 1950, month: 1, day: 1 }),
    );
  });

  it('formats an ISO date with padding', () => {
    expect(formatIsoDate({ year: 2025, month: 3, day: 9 })).toBe('2025-03-09');
  });
});

describe('todayInNewYork', () => {
  it('is still yesterday in New York late in the UTC evening', () => {
    expect(todayInNewYork(new Date('2025-03-10T03:30:00Z'))).toBe('2025-03-09'); // 23:30 EDT
    expect(todayInNewYork(new Date('2025-03-10T04:00:00Z'))).toBe('2025-03-10'); // 00:00 EDT
  });

  it('defaults to now and rejects an invalid date', () => {
    expect(todayInNewYork()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => todayInNewYork(new Date('nope'))).toThrow(RangeError);
  });
});
