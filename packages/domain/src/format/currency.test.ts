import { describe, expect, it } from 'vitest';
import { formatCurrency, formatShortAmount } from './currency';

describe('formatCurrency', () => {
  it('shows whole US dollars with grouping', () => {
    expect(formatCurrency(1_234_567.5)).toBe('$1,234,568');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(999.49)).toBe('$999');
    expect(formatCurrency(-2500)).toBe('-$2,500');
  });

  it("shows '$0' for missing, non-finite and tiny negative amounts", () => {
    expect(formatCurrency(null)).toBe('$0');
    expect(formatCurrency(undefined)).toBe('$0');
    expect(formatCurrency(Number.NaN)).toBe('$0');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('$0');
    expect(formatCurrency(-0.4)).toBe('$0');
  });
});

describe('formatShortAmount', () => {
  it('uses millions with one decimal', () => {
    expect(formatShortAmount(1_234_567)).toBe('$1.2M');
    expect(formatShortAmount(1_000_000)).toBe('$1.0M');
    expect(formatShortAmount(12_250_000)).toBe('$12.3M');
    expect(formatShortAmount(2_345_600_000)).toBe('$2,345.6M');
  });

  it('uses whole thousands from 1,000', () => {
    expect(formatShortAmount(350_000)).toBe('$350K');
    expect(formatShortAmount(1_000)).toBe('$1K');
    expect(formatShortAmount(1_499)).toBe('$1K');
    expect(formatShortAmount(1_500)).toBe('$2K');
    expect(formatShortAmount(999_499)).toBe('$999K');
  });

  it('moves up to millions when thousands would round to 1000K', () => {
    expect(formatShortAmount(999_500)).toBe('$1.0M');
  });

  it('shows plain dollars below 1,000, and keeps the sign', () => {
    expect(formatShortAmount(999)).toBe('$999');
    expect(formatShortAmount(0)).toBe('$0');
    expect(formatShortAmount(null)).toBe('$0');
    expect(formatShortAmount(-350_000)).toBe('-$350K');
    expect(formatShortAmount(-1_250_000)).toBe('-$1.3M');
  });
});
