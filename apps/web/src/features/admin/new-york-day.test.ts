import { describe, expect, it } from 'vitest';
import { nextIsoDate, startOfNewYorkDay } from './new-york-day';

describe('New York day boundaries for the audit-log date filter', () => {
  it('uses the winter and summer offsets', () => {
    expect(startOfNewYorkDay('2026-01-15')).toBe('2026-01-15T00:00:00-05:00');
    expect(startOfNewYorkDay('2026-07-04')).toBe('2026-07-04T00:00:00-04:00');
  });

  it('keeps midnight right on the days the clocks change', () => {
    expect(startOfNewYorkDay('2026-03-08')).toBe('2026-03-08T00:00:00-05:00');
    expect(startOfNewYorkDay('2026-11-01')).toBe('2026-11-01T00:00:00-04:00');
  });

  it('steps over month and year ends', () => {
    expect(nextIsoDate('2026-01-31')).toBe('2026-02-01');
    expect(nextIsoDate('2025-12-31')).toBe('2026-01-01');
    expect(nextIsoDate('2028-02-28')).toBe('2028-02-29');
  });
});
