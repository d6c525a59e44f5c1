import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetText } from './dbe-export';

describe('escapeSpreadsheetText', () => {
  it('keeps formula-looking text as text', () => {
    expect(escapeSpreadsheetText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(escapeSpreadsheetText('+1')).toBe(`'+1`);
    expect(escapeSpreadsheetText('-2')).toBe(`'-2`);
    expect(escapeSpreadsheetText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(escapeSpreadsheetText('Delta Electric')).toBe('Delta Electric');
  });
});
