import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetFormula } from '../format/spreadsheet-formula';
import { buildChargeBackReport, defaultReportRange, listMonths } from './flight-services.report';

describe('buildChargeBackReport', () => {
  const flights = [
    { flownDate: '2026-01-05', agency: 'Governor', tailNumber: 'N1', hoursFlown: 1.2, charge: 1_740 },
    { flownDate: '2026-01-20', agency: 'Governor', tailNumber: 'N2', hoursFlown: 0.1, charge: 145.1 },
    { flownDate: '2026-01-21', agency: 'Agriculture', tailNumber: 'N1', hoursFlown: 2, charge: 2_900 },
    { flownDate: '2026-02-01', agency: 'Governor', tailNumber: 'N1', hoursFlown: 0.2, charge: 0.2 },
    { flownDate: '2025-12-31', agency: 'Governor', tailNumber: 'N1', hoursFlown: 5, charge: 5 },
  ];

  it('sums flights, hours and charges per month and agency, and per month and aircraft', () => {
    const report = buildChargeBackReport(flights, '2026-01', '2026-02');
    expect(report.rows).toEqual([
      { month: '2026-01', agency: 'Agriculture', flights: 1, hours: 2, charge: 2_900 },
      { month: '2026-01', agency: 'Governor', flights: 2, hours: 1.3, charge: 1_885.1 },
      { month: '2026-02', agency: 'Governor', flights: 1, hours: 0.2, charge: 0.2 },
    ]);
    expect(report.utilisation).toEqual([
      { month: '2026-01', tailNumber: 'N1', flights: 2, hours: 3.2 },
      { month: '2026-01', tailNumber: 'N2', flights: 1, hours: 0.1 },
      { month: '2026-02', tailNumber: 'N1', flights: 1, hours: 0.2 },
    ]);
    expect(report.totals).toEqual({ flights: 4, hours: 3.5, charge: 4_785.3 });
  });
});

describe('report ranges', () => {
  it('lists months across a year end and defaults to the last twelve months', () => {
    expect(listMonths('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(defaultReportRange('2026-11-23')).toEqual({ from: '2025-12', to: '2026-11' });
    expect(defaultReportRange('2026-12-01')).toEqual({ from: '2026-01', to: '2026-12' });
  });
});

describe('escapeSpreadsheetFormula', () => {
  it('quotes text a spreadsheet would run as a formula', () => {
    expect(escapeSpreadsheetFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(escapeSpreadsheetFormula('+1')).toBe(`'+1`);
    expect(escapeSpreadsheetFormula('-1')).toBe(`'-1`);
    expect(escapeSpreadsheetFormula('@SUM')).toBe(`'@SUM`);
    expect(escapeSpreadsheetFormula('Governor')).toBe('Governor');
  });
});
