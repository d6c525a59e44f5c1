import { describe, expect, it } from 'vitest';
import { daysBetween } from './day-counts';

describe('daysBetween', () => {
  it('counts whole calendar days', () => {
    expect(daysBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29); // leap year
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2025-05-05', '2025-05-05')).toBe(0);
  });

  it('is not shifted by daylight saving changes', () => {
    expect(daysBetween('2025-03-08', '2025-03-10')).toBe(2); // spring forward on Mar 9
    expect(daysBetween('2025-11-01', '2025-11-03')).toBe(2); // fall back on Nov 2
  });

  it('ignores negative differences and invalid dates', () => {
    expect(daysBetween('2025-02-01', '2025-01-31')).toBeNull();
    expect(daysBetween('2025-02-30', '2025-03-01')).toBeNull();
    expect(daysBetween(null, '2025-03-01')).toBeNull();
    expect(daysBetween('2025-03-01', undefined)).toBeNull();
    expect(daysBetween('', '2025-03-01')).toBeNull();
  });

  it('counts an instant as its New York day', () => {
    // 02:00 UTC on Jan 11 is still Jan 10 in New York.
    expect(daysBetween('2025-01-01', '2025-01-11T02:00:00Z')).toBe(9);
    expect(daysBetween('2025-01-01', new Date('2025-01-11T12:00:00Z'))).toBe(10);
    expect(daysBetween({ year: 2025, month: 1, day: 1 }, { year: 2025, month: 4, day: 1 })).toBe(90);
  });
});
