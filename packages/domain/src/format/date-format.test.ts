import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateShort, formatDateTime12h } from './date-format';

describe('formatDate', () => {
  it('prints a calendar date as MM/DD/YYYY without shifting it by the time zone', () => {
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
    expect(formatDate('2024-12-31')).toBe('12/31/2024');
  });

  it('prints an instant on its New York day', () => {
    expect(formatDate('2025-01-01T02:00:00Z')).toBe('12/31/2024'); // 21:00 EST the day before
    expect(formatDate(new Date('2025-06-15T12:00:00Z'))).toBe('06/15/2025');
  });

  it("shows 'N/A' for nothing and the raw text for an unreadable string", () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('  ')).toBe('N/A');
    expect(formatDate('2025-02-30')).toBe('2025-02-30');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(new Date('nope'))).toBe('N/A');
  });
});

describe('long, short and 12-hour formats', () => {
  it('spells the month', () => {
    expect(formatDateLong('2025-01-05')).toBe('January 5, 2025');
    expect(formatDateShort('2025-09-30')).toBe('Sep 30, 2025');
    expect(formatDateLong(null)).toBe('N/A');
    expect(formatDateShort('bad')).toBe('bad');
  });

  it('prints an instant with a 12-hour New York time', () => {
    expect(formatDateTime12h('2025-01-05T03:04:00Z')).toBe('01/04/2025, 10:04 PM');
    expect(formatDateTime12h('2025-07-05T04:00:00Z')).toBe('07/05/2025, 12:00 AM');
    expect(formatDateTime12h('2025-07-05T16:30:00Z')).toBe('07/05/2025, 12:30 PM');
    expect(formatDateTime12h('2025-07-05T13:09:00Z')).toBe('07/05/2025, 9:09 AM');
  });

  it('prints a calendar date alone rather than inventing a time', () => {
    expect(formatDateTime12h('2025-07-05')).toBe('07/05/2025');
    expect(formatDateTime12h(undefined)).toBe('N/A');
  });
});
