import { describe, expect, it } from 'vitest';
import { certificationStatusOn, isCertifiedOn, isCertifiedStatus } from './dbe-certification';

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
  it('re-evaluation counts before the interim final rule (2025-10-03) and is suspended from it', () => {
    expect(isCertifiedStatus('certified', '2026-01-01')).toBe(true);
    expect(isCertifiedStatus('under_reevaluation', '2025-10-02')).toBe(true);
    expect(isCertifiedStatus('under_reevaluation', '2025-10-03')).toBe(false);
    expect(isCertifiedStatus('decertified', '2024-01-01')).toBe(false);
    expect(isCertifiedStatus('not_dbe', '2024-01-01')).toBe(false);
    expect(isCertifiedStatus(null, '2024-01-01')).toBe(false);
  });
  it('re-certified after re-evaluation counts again from the re-certification day', () => {
    const again = [...history.slice(0, 2), { status: 'certified' as const, effectiveDate: '2026-01-10' }];
    expect(isCertifiedOn(again, '2026-01-09')).toBe(false);
    expect(isCertifiedOn(again, '2026-01-10')).toBe(true);
  });
});
