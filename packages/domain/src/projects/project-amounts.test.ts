import { describe, expect, it } from 'vitest';
import {
  amountsAddUp,
  amountsDifference,
  bilAmount,
  bilAmountLabel,
  roundToCents,
  sumAmountParts,
  toAmount,
} from './project-amounts';

const none = { bil_aig_amount: 0, bil_atp_amount: 0, bil_fct_amount: 0 };

describe('toAmount', () => {
  it('reads numbers and numeric strings, and treats the rest as 0', () => {
    expect(toAmount(12.5)).toBe(12.5);
    expect(toAmount('1234.56')).toBe(1234.56);
    expect(toAmount('$1,234')).toBe(1234);
    expect(toAmount('')).toBe(0);
    expect(toAmount('abc')).toBe(0);
    expect(toAmount(null)).toBe(0);
    expect(toAmount(undefined)).toBe(0);
    expect(toAmount(Number.NaN)).toBe(0);
  });

  it('rounds float noise to cents', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });
});

describe('bilAmount', () => {
  it('is AIG + ATP + FCT', () => {
    expect(bilAmount({ bil_aig_amount: 100_000, bil_atp_amount: 25_000, bil_fct_amount: 5_000 })).toBe(
      130_000,
    );
  });

  it('counts missing parts as 0 and sums to the cent', () => {
    expect(bilAmount({ bil_aig_amount: null, bil_atp_amount: '0.10', bil_fct_amount: 0.2 })).toBe(0.3);
    expect(bilAmount(none)).toBe(0);
  });
});

describe('bilAmountLabel', () => {
  it('names the first non-zero of AIG, ATP, FCT', () => {
    expect(bilAmountLabel({ bil_aig_amount: 10, bil_atp_amount: 20, bil_fct_amount: 30 })).toBe('AIG');
    expect(bilAmountLabel({ bil_aig_amount: 0, bil_atp_amount: 20, bil_fct_amount: 30 })).toBe('ATP');
    expect(bilAmountLabel({ bil_aig_amount: null, bil_atp_amount: '0', bil_fct_amount: 30 })).toBe('FCT');
  });

  it("is 'BIL' when all three are zero or missing", () => {
    expect(bilAmountLabel(none)).toBe('BIL');
    expect(bilAmountLabel({ bil_aig_amount: null, bil_atp_amount: undefined, bil_fct_amount: '' })).toBe(
      'BIL',
    );
  });
});

describe('amountsAddUp', () => {
  const project = {
    bil_aig_amount: 90_000,
    bil_atp_amount: 0,
    bil_fct_amount: 0,
    state_amount: 5_000,
    local_amount: 5_000,
    total_amount: 100_000,
  };

  it('is true when the total equals BIL + state + local', () => {
    expect(sumAmountParts(project)).toBe(100_000);
    expect(amountsAddUp(project)).toBe(true);
    expect(amountsDifference(project)).toBe(0);
  });

  it('tolerates float noise but not a cent', () => {
    expect(
      amountsAddUp({ ...none, bil_aig_amount: 0.1, state_amount: 0.2, local_amount: 0, total_amount: 0.3 }),
    ).toBe(true);
    expect(amountsAddUp({ ...project, total_amount: 100_000.01 })).toBe(false);
  });

  it('reports how far off the total is', () => {
    expect(amountsDifference({ ...project, total_amount: 99_000 })).toBe(-1_000);
    expect(amountsDifference({ ...project, total_amount: 101_000.5 })).toBe(1_000.5);
  });
});
