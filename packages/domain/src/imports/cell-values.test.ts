import { describe, expect, it } from 'vitest';
import { cellText, excelSerialToIso, parseAmountCell, parseDateCell } from './cell-values';
import { matchColumns, normalizeHeader } from './column-matching';
import { checkImportRow, parseFiscalYearCell } from './import-rows';

describe('import cells', () => {
  it('reads dates as offices type them, and Excel serial days', () => {
    expect(excelSerialToIso(45_747)).toBe('2025-03-31');
    expect(excelSerialToIso(1)).toBe('1899-12-31');
    for (const text of [
      '2025-03-31',
      '3/31/2025',
      '03/31/25',
      '31-Mar-2025',
      'Mar 31, 2025',
      'March 31 2025',
      '45747',
    ]) {
      expect(parseDateCell(text), text).toBe('2025-03-31');
    }
    expect(parseDateCell(45_747.75)).toBe('2025-03-31');
    expect(parseDateCell(new Date(Date.UTC(2025, 2, 31)))).toBe('2025-03-31');
    for (const bad of ['2/30/2025', 'someday', '13/01/2025', '', true])
      expect(parseDateCell(bad), String(bad)).toBeNull();
  });

  it('reads amounts with $, thousands separators and accounting negatives, without float noise', () => {
    expect(parseAmountCell('$1,234.50')).toBe(1234.5);
    expect(parseAmountCell(' 1 234 ')).toBe(1234);
    expect(parseAmountCell('(1,000.00)')).toBe(-1000);
    expect(parseAmountCell(0.1 + 0.2)).toBe(0.3);
    expect(parseAmountCell('')).toBe('');
    expect(parseAmountCell(null)).toBe('');
    expect(parseAmountCell('lots')).toBeNull();
    expect(cellText(1234.5)).toBe('1234.5');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
  });

  it('matches headers by field name, form label and alias; a saved mapping wins', () => {
    expect(normalizeHeader(' Grant-Number ')).toBe('grantnumber');
    const matched = matchColumns('projects', [
      'Grant Number',
      'airport_code',
      'Project Title',
      'Notes',
      'UPIN',
      'upin',
    ]);
    expect(matched.mapping).toEqual({
      'Grant Number': 'grant_number',
      airport_code: 'airport_code',
      'Project Title': 'project_title',
      Notes: null,
      UPIN: 'upin',
      upin: null,
    });
    expect(matched.missing).toEqual([]);
    expect(matchColumns('allocations', ['LocID', 'FY', 'Total']).missing).toEqual([]);
    expect(matchColumns('projects', ['Sponsor'], { Sponsor: 'airport_code' }).missing).toEqual([
      'Project title',
    ]);
  });

  it('checks rows with the forms’ rules and reports each refused cell', () => {
    expect(
      checkImportRow('projects', { airport_code: 'bna', project_title: 'Apron', bil_aig_amount: '$10' }),
    ).toMatchObject({
      ok: true,
      values: { id: null, values: { airport_code: 'BNA', project_title: 'Apron', bil_aig_amount: 10 } },
    });
    const refused = checkImportRow('projects', {
      airport_code: 'TOOLONG',
      project_title: '',
      award_date: 'x',
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.issues.map((issue) => issue.field).sort()).toEqual([
        'airport_code',
        'award_date',
        'project_title',
      ]);
    }
    expect(parseFiscalYearCell('FY 24')).toBe(2024);
    expect(parseFiscalYearCell(2026)).toBe(2026);
    expect(
      checkImportRow('allocations', { airport_code: 'BNA', fiscal_year: 'FY25', amount: '$1,234.567' }),
    ).toMatchObject({
      ok: false,
      issues: [{ field: 'amount', message: 'Amount can have at most 2 decimal places' }],
    });
  });
});
