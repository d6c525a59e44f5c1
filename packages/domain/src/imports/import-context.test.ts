import { describe, expect, it } from 'vitest';
import { cleanHeaderText, fiscalYearFromText, headerRowScore, isStatewideCode } from './import-context';

describe('import context (issue 31)', () => {
  it('reads the fiscal year FAA writes in sheet names and titles', () => {
    expect(fiscalYearFromText('FY 2025 FAA Grant Detail Report')).toBe(2025);
    expect(fiscalYearFromText('FY25')).toBe(2025);
    expect(fiscalYearFromText('fy2023')).toBe(2023);
    expect(fiscalYearFromText('AIG allocations 2024')).toBe(2024);
    // No year, or a bare number that is no AIG year, or two candidate years: none is guessed.
    expect(fiscalYearFromText('Allocations')).toBeNull();
    expect(fiscalYearFromText('Report 2019')).toBeNull();
    expect(fiscalYearFromText('2022 to 2026')).toBeNull();
  });

  it('scores a header row by the columns it names; a title row names none', () => {
    expect(headerRowScore('allocations', ['FY 2025 AIG Allocations'])).toBe(0);
    expect(
      headerRowScore('allocations', ['LOCID', 'Airport Name', 'City', 'ST', 'AIG Allocation\nAmount']),
    ).toBe(5);
    expect(headerRowScore('allocations', ['Loc ID', 'Total  Amount'])).toBe(2);
  });

  it('cleans header text and knows statewide ids', () => {
    expect(cleanHeaderText(' Total\r\nAmount  ')).toBe('Total Amount');
    expect(isStatewideCode('*AKS')).toBe(true);
    expect(isStatewideCode('AKS')).toBe(false);
  });
});
