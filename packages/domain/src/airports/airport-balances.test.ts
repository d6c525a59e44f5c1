import { describe, expect, it } from 'vitest';
import {
  aigAwardOf,
  aigBalancesOf,
  computeTrancheBalances,
  drawAigAwards,
  summariseTranches,
  trancheState,
} from './airport-balances';
import {
  atRiskFrom,
  federalFiscalYearOf,
  firstOpenTrancheYear,
  fiscalYearLabel,
  isTrancheOpenOn,
  obligationDeadline,
  trancheYearOf,
} from './aig-tranches';

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

const award = (projectFiscalYear: number | null, awardDate: string, amount: number) =>
  aigAwardOf(projectFiscalYear, awardDate, amount);

describe('award dates and open tranches', () => {
  it('puts a day in its federal fiscal year (October to September)', () => {
    expect(
      ['2025-09-30', '2025-10-01', '2026-01-15', '2021-12-31', '2026-10-01'].map(federalFiscalYearOf),
    ).toEqual([2025, 2026, 2026, 2022, 2027]);
  });

  it('keeps a tranche open through its deadline day and closes it the day after', () => {
    expect(firstOpenTrancheYear(federalFiscalYearOf('2025-09-30'))).toBe(2022);
    expect(firstOpenTrancheYear(federalFiscalYearOf('2025-10-01'))).toBe(2023);
    expect(isTrancheOpenOn(2022, '2025-09-30')).toBe(true);
    expect(isTrancheOpenOn(2022, '2025-10-01')).toBe(false);
  });
});

describe('computeTrancheBalances (hand-worked)', () => {
  // Allocations FY22..FY26: 1,000,000 / 1,000,000 / 1,000,000 / 1,000,000 / 1,000,000.
  const allocations = [1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000];

  it('subtracts each year from its own tranche when it fits', () => {
    const awards = [award(2022, '2022-05-01', 1_000_000), award(2023, '2023-04-01', 400_000.5)];
    const result = computeTrancheBalances(allocations, awards, TODAY);
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
    // FY22 has 300,000 left after its own 700,000; FY24's 1,500,000 (awarded 2024-03-01, every tranche
    // open) takes those 300,000, then FY23's 1,000,000, then 200,000 of FY24. FY25 and FY26 stay whole.
    const awards = [award(2022, '2022-06-01', 700_000), award(2024, '2024-03-01', 1_500_000)];
    const result = computeTrancheBalances(allocations, awards, TODAY);
    expect(result.map((tranche) => tranche.underGrant)).toEqual([1_000_000, 1_000_000, 200_000, 0, 0]);
    expect(result.map((tranche) => tranche.balance)).toEqual([0, 0, 800_000, 1_000_000, 1_000_000]);
  });

  it('never draws an award on a tranche that had lapsed by its award date (issue 19)', () => {
    // FY23 project, 600,000, awarded 2023-03-01: FY22 open, takes 600,000 of FY22 (400,000 left).
    // FY26 project, 900,000, awarded 2026-10-15 (federal FY27): FY22 (deadline 2025-09-30) and FY23
    // (2026-09-30) had lapsed, so it draws 900,000 of FY24 (100,000 left).
    // The old rule (oldest tranche with money left, whatever the award date) took FY22's 400,000 and 500,000
    // of FY23: FY22 0, FY23 500,000, FY24 1,000,000: lapsed 500,000 instead of 1,400,000.
    const awards = [award(2026, '2026-10-15', 900_000), award(2023, '2023-03-01', 600_000)];
    const result = computeTrancheBalances(allocations, awards, TODAY);
    expect(result.map((tranche) => tranche.underGrant)).toEqual([600_000, 0, 900_000, 0, 0]);
    expect(result.map((tranche) => tranche.balance)).toEqual([
      400_000, 1_000_000, 100_000, 1_000_000, 1_000_000,
    ]);
    const summary = summariseTranches(result);
    // Lapsed: FY22 400,000 + FY23 1,000,000. Available: FY24 100,000 (at risk) + FY25 + FY26 1,000,000 each.
    // Allocated 5,000,000 - under grant 1,500,000 = 3,500,000 = available 2,100,000 + lapsed 1,400,000.
    expect(summary.lapsed).toBe(1_400_000);
    expect(summary.atRiskAmount).toBe(100_000);
    expect(summary.available).toBe(2_100_000);
    expect(summary.underGrant).toBe(1_500_000);
  });

  it('lets an award on the deadline day still draw on that tranche, and one a day later not', () => {
    const onTheDay = computeTrancheBalances(allocations, [award(2025, '2025-09-30', 300_000)], TODAY);
    expect(onTheDay.map((tranche) => tranche.underGrant)).toEqual([300_000, 0, 0, 0, 0]);
    const dayAfter = computeTrancheBalances(allocations, [award(2025, '2025-10-01', 300_000)], TODAY);
    expect(dayAfter.map((tranche) => tranche.underGrant)).toEqual([0, 300_000, 0, 0, 0]);
  });

  it('charges what no open tranche can cover to its own year (overdrawn)', () => {
    const result = computeTrancheBalances([100, 0, 0, 0, 0], [award(2023, '2023-02-01', 250)], TODAY);
    expect(result.map((tranche) => tranche.balance)).toEqual([0, -150, 0, 0, 0]);
    expect(result[1]?.state).toBe('overdrawn');
  });

  it('charges an award made after its own year had lapsed to no tranche, and counts it uncovered', () => {
    // FY22 project awarded 2025-10-01: the only tranches it may use (up to FY22) had lapsed.
    const drawn = drawAigAwards([100, 200, 0, 0, 0], [award(2022, '2025-10-01', 80)]);
    expect(drawn.left).toEqual([100, 200, 0, 0, 0]);
    expect(drawn.uncovered).toBe(80);
    expect(drawn.draws[0]).toMatchObject({ drawn: [0, 0, 0, 0, 0], shortfall: 80 });
  });

  it('takes awards in award order, whatever order they are given in', () => {
    // FY24 tranche 100. A FY25 project awarded in FY25 (window FY22-FY25) takes it before a FY24 project
    // awarded in FY26 (window FY23-FY24), which then overdraws FY24.
    const awards = [award(2024, '2025-12-01', 50), award(2025, '2025-03-01', 100)];
    const drawn = drawAigAwards([0, 0, 100, 0, 0], awards);
    expect(drawn.draws.map((draw) => draw.drawn)).toEqual([
      [0, 0, 50, 0, 0],
      [0, 0, 100, 0, 0],
    ]);
    expect(drawn.draws.map((draw) => draw.shortfall)).toEqual([50, 0]);
    expect(drawn.left).toEqual([0, 0, -50, 0, 0]);
  });

  it('lets a project without a fiscal year use any open tranche, and summarises the risk', () => {
    const awards = [
      award(2021, '2022-01-10', 100),
      award(2022, '2022-03-10', 50),
      award(null, '2022-08-01', 25),
    ];
    const tranches = computeTrancheBalances([200, 300, 400, 0, 100], awards, TODAY);
    // FY22: 200 - 150 = 50 left, then the no-year 25 (FY26) draws on that oldest leftover first.
    expect(tranches.map((tranche) => tranche.balance)).toEqual([25, 300, 400, 0, 100]);
    // On 2026-11-22: FY22 25 and FY23 300 lapsed; FY24 400 at risk; FY26 100 open. Under grant: 175 of FY22.
    expect(summariseTranches(tranches)).toEqual({
      atRisk: true,
      atRiskAmount: 400,
      pastDeadline: true,
      totalAllocation: 1000,
      underGrant: 175,
      available: 500,
      lapsed: 325,
    });
  });
});

describe('AIG states on fixed days around each deadline (issue 37: no dependence on the real date)', () => {
  // DOMAIN.md: FY22 by 2025-09-30 ... FY26 by 2029-09-30; money left after the deadline has lapsed
  // ('past_deadline'); money left within the last twelve months before it is at risk (from October 1 of the
  // tranche's last fiscal year, i.e. FY + 2); earlier it is open. The deadline day itself is still at risk.
  // Each row: fiscal year, day, expected state of a tranche with money left, worked out by hand.
  const CASES: [number, string, 'open' | 'at_risk' | 'past_deadline'][] = [
    [2022, '2024-09-30', 'open'], // day before the at-risk window (starts 2024-10-01)
    [2022, '2024-10-01', 'at_risk'],
    [2022, '2024-10-02', 'at_risk'],
    [2022, '2025-09-29', 'at_risk'], // day before the deadline 2025-09-30
    [2022, '2025-09-30', 'at_risk'],
    [2022, '2025-10-01', 'past_deadline'],
    [2023, '2025-09-30', 'open'],
    [2023, '2025-10-01', 'at_risk'],
    [2023, '2025-10-02', 'at_risk'],
    [2023, '2026-09-29', 'at_risk'],
    [2023, '2026-09-30', 'at_risk'],
    [2023, '2026-10-01', 'past_deadline'],
    [2024, '2026-09-30', 'open'],
    [2024, '2026-10-01', 'at_risk'],
    [2024, '2026-10-02', 'at_risk'],
    [2024, '2027-09-29', 'at_risk'],
    [2024, '2027-09-30', 'at_risk'],
    [2024, '2027-10-01', 'past_deadline'],
    [2025, '2027-09-30', 'open'],
    [2025, '2027-10-01', 'at_risk'],
    [2025, '2027-10-02', 'at_risk'],
    [2025, '2028-09-29', 'at_risk'],
    [2025, '2028-09-30', 'at_risk'],
    [2025, '2028-10-01', 'past_deadline'],
    [2026, '2028-09-30', 'open'],
    [2026, '2028-10-01', 'at_risk'],
    [2026, '2028-10-02', 'at_risk'],
    [2026, '2029-09-29', 'at_risk'],
    [2026, '2029-09-30', 'at_risk'],
    [2026, '2029-10-01', 'past_deadline'],
  ];

  it.each(CASES)('FY%i on %s is %s', (fiscalYear, today, expected) => {
    expect(trancheState(fiscalYear, 1_000, today)).toBe(expected);
    // The same day through the one balance function: the 1,000 left is available until the deadline
    // passes, then lapsed, never both.
    const allocations = [2022, 2023, 2024, 2025, 2026].map((year) => (year === fiscalYear ? 1_000 : 0));
    const { tranches, totals } = aigBalancesOf(allocations, [], today);
    const tranche = tranches.find((row) => row.fiscalYear === fiscalYear);
    expect(tranche?.state).toBe(expected);
    const lapsed = expected === 'past_deadline' ? 1_000 : 0;
    expect(totals).toMatchObject({ available: 1_000 - lapsed, lapsed, atRisk: expected === 'at_risk' });
    expect(totals.atRiskAmount).toBe(expected === 'at_risk' ? 1_000 : 0);
  });

  it('never puts a fully used or overdrawn tranche in either figure, whatever the day', () => {
    for (const today of ['2024-09-30', '2025-10-01', '2029-10-01']) {
      const { tranches, totals } = aigBalancesOf(
        [100, 0, 0, 0, 0],
        [aigAwardOf(2022, '2022-05-01', 100)],
        today,
      );
      expect(tranches[0]?.state).toBe('under_grant');
      expect(totals).toMatchObject({ available: 0, lapsed: 0, underGrant: 100 });
      const over = aigBalancesOf([100, 0, 0, 0, 0], [aigAwardOf(2022, '2022-05-01', 150)], today);
      expect(over.tranches[0]).toMatchObject({ state: 'overdrawn', balance: -50, available: 0, lapsed: 0 });
    }
  });
});
