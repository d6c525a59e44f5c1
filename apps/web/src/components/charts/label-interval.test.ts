import { describe, expect, it } from 'vitest';
import { labelInterval } from './label-interval';

describe('labelInterval', () => {
  it('shows every label when they all fit', () => {
    expect(labelInterval(6, 1000, 8)).toBe(0);
  });

  it('skips labels so the shown ones fit: 80 months of 8 characters on 1,000 px fit 13, so every 7th', () => {
    // 1000 / (8 * 7 + 16) = 13 labels; 80 / 13 rounds up to 7 labels per shown one.
    expect(labelInterval(80, 1000, 8)).toBe(6);
    const shown = Math.ceil(80 / (labelInterval(80, 1000, 8) + 1));
    expect(shown * (8 * 7 + 16)).toBeLessThanOrEqual(1000);
  });

  it('keeps a phone-width axis readable', () => {
    // 300 px fit 4 labels: 24 months show every 6th.
    expect(labelInterval(24, 300, 8)).toBe(5);
  });

  it('answers 0 before the chart has a width, and for one label', () => {
    expect(labelInterval(80, 0, 8)).toBe(0);
    expect(labelInterval(1, 300, 8)).toBe(0);
    expect(labelInterval(80, Number.NaN, 8)).toBe(0);
  });
});
