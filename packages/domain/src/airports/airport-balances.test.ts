import { describe, expect, it } from 'vitest';
import { addUnderGrant, computeTrancheBalances, summariseTranches, trancheState } from './airport-balances';
import { atRiskFrom, fiscalYearLabel, obligationDeadline, trancheYearOf } from './aig-tranches';

const TODAY = '2026-11-22';

describe('AIG tranche dates', () => {
  it('gives each fiscal year its DOMAIN.md deadline', () => {
    expect([2022, 2023, 2024, 2025, 2026].map(obligationDeadline)).toEqual([
      '2025-09-30',
      '2026-09-30',
      '2027-09-30',
      '2028-09-30',
      '2029-09-30',
    ]);
    expect(fiscalYearLabel(2024)).toBe('FY24');
  });

  it('starts the at-risk window twelve months before the deadline', () => {
    expect(atRiskFrom(2024)).toBe('2026-10-01');
  });

  it('clamps project fiscal years to FY22..FY26, no year counting as FY26', () => {
    expect([2019, 2022, 2025, 2031, null].map(trancheYearOf)).toEqual([2022, 2022, 2025, 2026, 2026]);
  });
});

describe('trancheState', () => {
  it('judges money left against the deadline on the given day', () => {
    expect(trancheState(2022, 10, TODAY)).toBe('past_deadline');
    expect(trancheState(2023, 10, TODAY)).toBe('past_deadline');
    expect(trancheState(2024, 10, TODAY)).toBe('at_risk');
    expect(trancheState(2025, 10, TODAY)).toBe('open');
    expect(trancheState(2024, 0, TODAY)).toBe('under_grant');
    expect(trancheState(2024, -1, TODAY)).toBe('overdrawn');
  });

  it('keeps the deadline day itself inside the window and the day before the window out', () => {
    expect(trancheState(2023, 1, '2026-09-30')).toBe('at_risk');
    expect(trancheState(2023, 1, '2026-10-01')).toBe('past_deadline');
    expect(trancheState(2024, 1, '2026-09-30')).toBe('open');
  });
});

describe('computeTrancheBalances (hand-worked)', () => {
  // Allocations FY22..FY26: 1,000,000 / 1,000,000 / 1,000,000 / 1,000,000 / 1,000,000.
  const allocations = [1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000];

  it('subtracts each year from its own tranche when it fits', () => {
    const under = new Map([
      [2022, 1_000_000],
      [2023, 400_000.5],
    ]);
    const result = computeTrancheBalances(allocations, under, TODAY);
    expect(result.map((tranche) => tranche.balance)).toEqual([0, 599_999.5, 1_000_000, 1_000_000, 1_000_000]);
    expect(result.map((tranche) => tranche.state)).toEqual([
      'under_grant',
      'past_deadline',
      'at_risk',
      'open',
      'open',
    ]);
  });

  it('lets a later year draw on older leftovers first, never on a later tranche', () => {
    // FY22 has 300,000 left after its own 700,000; FY24's 1,500,000 takes those 300,000, then FY23's
    // 1,000,000, then 200,000 of FY24. FY25 and FY26 stay whole.
    const under = new Map([
      [2022, 700_000],
      [2024, 1_500_000],
    ]);
    const result = computeTrancheBalances(allocations, under, TODAY);
    expect(result.map((tranche) => tranche.underGrant)).toEqual([1_000_000, 1_000_000, 200_000, 0, 0]);
    expect(result.map((tranche) => tranche.balance)).toEqual([0, 0, 800_000, 1_000_000, 1_000_000]);
  });

  it('charges what no tranche can cover to its own year (overdrawn)', () => {
    const result = computeTrancheBalances([100, 0, 0, 0, 0], new Map([[2023, 250]]), TODAY);
    expect(result.map((tranche) => tranche.balance)).toEqual([0, -150, 0, 0, 0]);
    expect(result[1]?.state).toBe('overdrawn');
  });

  it('sums aggregate rows per tranche and summarises the risk', () => {
    const sums = new Map<number, number>();
    addUnderGrant(sums, 2021, 100);
    addUnderGrant(sums, 2022, 50);
    addUnderGrant(sums, null, 25);
    expect([...sums]).toEqual([
      [2022, 150],
      [2026, 25],
    ]);
    const tranches = computeTrancheBalances([200, 300, 400, 0, 100], sums, TODAY);
    // FY22: 200 - 150 = 50 left, then the no-year 25 (FY26) draws on that oldest leftover first.
    expect(tranches.map((tranche) => tranche.balance)).toEqual([25, 300, 400, 0, 100]);
    expect(summariseTranches(tranches)).toEqual({
      atRisk: true,
      atRiskAmount: 400,
      pastDeadline: true,
      pastDeadlineAmount: 325,
      totalAllocation: 1000,
      currentBalance: 825,
    });
  });
});
