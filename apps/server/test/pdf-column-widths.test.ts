import { describe, expect, it } from 'vitest';
import { fitColumnWidths } from '../src/lib/pdf-column-widths';

describe('fitColumnWidths', () => {
  it('keeps the proportions when every column fits its longest header word', () => {
    expect(fitColumnWidths([1, 3], [10, 10], 400)).toEqual([100, 300]);
  });

  it('widens a column to its minimum and takes the difference from the others, by their room', () => {
    // Shares give 50 / 150 / 200 of 400; the first needs 80, so 30 comes off the others' room above
    // their minimums (150 - 50 = 100 and 200 - 100 = 100): 15 each.
    const widths = fitColumnWidths([1, 3, 4], [80, 50, 100], 400);
    expect(widths.map((width) => Math.round(width * 100) / 100)).toEqual([80, 135, 185]);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(400, 6);
  });
});
