import { describe, expect, it } from 'vitest';
import { buildRecordsCsv, escapeFormula } from './export-file';

describe('record exports', () => {
  it('escapes cells a spreadsheet would run as formulae', () => {
    expect(escapeFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(escapeFormula('+1')).toBe("'+1");
    expect(escapeFormula('-1')).toBe("'-1");
    expect(escapeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeFormula('3-47-0001')).toBe('3-47-0001');
    expect(buildRecordsCsv([{ Title: '=cmd', Total: -5 }])).toBe("Title,Total\r\n'=cmd,-5");
  });
});
