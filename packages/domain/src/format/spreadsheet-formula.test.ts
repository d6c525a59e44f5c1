import { describe, expect, it } from 'vitest';
import {
  escapeSpreadsheetCell,
  escapeSpreadsheetFormula,
  unescapeSpreadsheetFormula,
} from './spreadsheet-formula';

describe('escapeSpreadsheetFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+1', `'+1+1`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ])('makes %j inert', (text, escaped) => {
    expect(escapeSpreadsheetFormula(text)).toBe(escaped);
  });

  it.each(['Runway 9-27', 'A=B', '', ' =1', "'=1", '3-101-0001'])('leaves %j as it is', (text) => {
    expect(escapeSpreadsheetFormula(text)).toBe(text);
  });

  it('escapes only text cells', () => {
    expect(escapeSpreadsheetCell(-5)).toBe(-5);
    expect(escapeSpreadsheetCell(true)).toBe(true);
    const date = new Date('2024-01-01T00:00:00Z');
    expect(escapeSpreadsheetCell(date)).toBe(date);
    expect(escapeSpreadsheetCell('=1+1')).toBe("'=1+1");
  });

  it('imports an escaped cell back as the text it was', () => {
    for (const text of ["=cmd|' /C calc'!A0", '+1', '-2+3', '@SUM(A1)', 'Runway', "'plain", '-5']) {
      expect(unescapeSpreadsheetFormula(escapeSpreadsheetFormula(text))).toBe(text);
    }
  });
});
