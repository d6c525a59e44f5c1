import { describe, expect, it } from 'vitest';
import { certificationStatusOn, isCertifiedStatus } from './dbe-certification';

describe('certificationStatusOn', () => {
  const history = [
    { status: 'certified' as const, effectiveDate: '2022-01-15' },
    { status: 'under_reevaluation' as const, effectiveDate: '2025-10-03' },
    { status: 'decertified' as const, effectiveDate: '2026-02-01' },
  ];
  it('reads the entry in force on the day, history kept', () => {
    expect(certificationStatusOn(history, '2022-01-14')).toBeNull();
    expect(certificationStatusOn(history, '2022-01-15')).toBe('certified');
    expect(certificationStatusOn(history, '2025-12-31')).toBe('under_reevaluation');
    expect(certificationStatusOn(history, '2026-02-01')).toBe('decertified');
  });
  it('treats re-evaluation as still certified, decertified and not a DBE as not', () => {
    expect(isCertifiedStatus('certified')).toBe(true);
    expect(isCertifiedStatus('under_reevaluation')).toBe(true);
    expect(isCertifiedStatus('decertified')).toBe(false);
    expect(isCertifiedStatus('not_dbe')).toBe(false);
    expect(isCertifiedStatus(null)).toBe(false);
  });
});
