import { describe, expect, it } from 'vitest';
import { formVersionForFiscalYear } from './dbe-form-version';
import { fiscalYearOfDate } from './dbe-fiscal-year';

describe('form version by period', () => {
  it('FY2025 and earlier use the 2014 form; FY2026 on the October 2025 interim final rule', () => {
    expect(formVersionForFiscalYear(2022).id).toBe('part26-2014');
    expect(formVersionForFiscalYear(2025)).toMatchObject({
      consciousLabel: 'Race-conscious',
      ownerGroupBreakdown: true,
    });
    expect(formVersionForFiscalYear(2026)).toMatchObject({
      consciousLabel: 'DBE-conscious',
      neutralLabel: 'DBE-neutral',
      ownerGroupBreakdown: false,
    });
    expect(formVersionForFiscalYear(2030).id).toBe('part26-ifr-2025');
  });
  it('fiscal years start on October 1', () => {
    expect(fiscalYearOfDate('2025-09-30')).toBe(2025);
    expect(fiscalYearOfDate('2025-10-01')).toBe(2026);
    expect(fiscalYearOfDate('nope')).toBeNull();
  });
});
