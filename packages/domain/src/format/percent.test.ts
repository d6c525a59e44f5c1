import { describe, expect, it } from 'vitest';
import { clampProgress, formatPercentShare, percentShare } from './percent';

describe('percentShare', () => {
  it('is the part over the whole, in percent', () => {
    expect(percentShare(1, 4)).toBe(25);
    expect(percentShare(3, 3)).toBe(100);
  });

  it('is 0 when the whole is zero, negative or not a number', () => {
    expect(percentShare(5, 0)).toBe(0);
    expect(percentShare(5, -10)).toBe(0);
    expect(percentShare(Number.NaN, 10)).toBe(0);
  });
});

describe('formatPercentShare', () => {
  it('shows one decimal', () => {
    expect(formatPercentShare(42.46)).toBe('42.5%');
    expect(formatPercentShare(0)).toBe('0.0%');
    expect(formatPercentShare(33.333)).toBe('33.3%');
    expect(formatPercentShare(-0.01)).toBe('0.0%');
  });

  it("shows '100%' from 99.99 up", () => {
    expect(formatPercentShare(99.99)).toBe('100%');
    expect(formatPercentShare(100)).toBe('100%');
    expect(formatPercentShare(150)).toBe('100%');
    expect(formatPercentShare(99.98)).toBe('100.0%'); // one decimal rounds up, without the 100% rule
    expect(formatPercentShare(99.9)).toBe('99.9%');
  });

  it('treats non-finite input as zero', () => {
    expect(formatPercentShare(Number.NaN)).toBe('0.0%');
  });
});

describe('clampProgress', () => {
  it('keeps bars within 0 to 100', () => {
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(37.5)).toBe(37.5);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
  });
});
