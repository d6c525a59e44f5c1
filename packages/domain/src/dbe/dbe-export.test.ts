import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetFormula } from '../format/spreadsheet-formula';

describe('escapeSpreadsheetFormula', () => {
  it('keeps formula-looking text as text', () => {
    expect(escapeSpreadsheetFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(escapeSpreadsheetFormula('+1')).toBe(`'+1`);
    expect(escapeSpreadsheetFormula('-2')).toBe(`'-2`);
    expect(escapeSpreadsheetFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(escapeSpreadsheetFormula('Delta Electric')).toBe('Delta Electric');
  });
});
