import { describe, expect, it } from 'vitest';
import {
  attainmentPercent,
  contractWarnings,
  goalCents,
  type ContractProgress,
} from './dbe-contract-warnings';

const healthy: ContractProgress = {
  federalShare: 1_000_000,
  goalPct: 10,
  dbeCommittedCents: 120_000_00,
  dbePaidCents: 60_000_00,
  primePaidCents: 500_000_00,
  committedDbes: [{ firmName: 'Delta Electric', status: 'certified' }],
};

describe('contract warnings', () => {
  it('none for a contract on track; attainment 12% against a $100,000 goal', () => {
    expect(contractWarnings(healthy)).toEqual([]);
    expect(goalCents(healthy)).toBe(100_000_00);
    expect(attainmentPercent(healthy)).toBe(12);
  });
  it('commitments below the contract goal', () => {
    expect(contractWarnings({ ...healthy, dbeCommittedCents: 90_000_00, dbePaidCents: 45_000_00 })).toEqual([
      { code: 'below_goal', message: 'DBE commitments are $10,000 below the 10% contract goal' },
    ]);
  });
  it('payments to DBEs lagging the prime by more than 25 points', () => {
    // prime 80% paid, DBEs 50% paid: 30 points behind.
    const lagging = contractWarnings({ ...healthy, primePaidCents: 800_000_00 });
    expect(lagging.map((warning) => warning.code)).toEqual(['payments_lagging']);
    expect(lagging[0]?.message).toBe(
      'Payments to DBEs lag: 50% of DBE commitments paid, 80% of the contract paid',
    );
    // 75% vs 50%: exactly 25 points is not a lag.
    expect(contractWarnings({ ...healthy, primePaidCents: 750_000_00 })).toEqual([]);
  });
  it('a decertified firm still committed, and a missing federal share', () => {
    const codes = contractWarnings({
      ...healthy,
      federalShare: null,
      committedDbes: [{ firmName: 'Ridge Supply', status: 'decertified' }],
    }).map((warning) => warning.code);
    expect(codes).toEqual(['missing_federal_share', 'decertified_committed']);
  });
});
