import { describe, expect, it } from 'vitest';
import { aigAwardOf } from '../airports/airport-balances';
import { acipFiscalYears, checkAigPlan, type PlannedAigUse } from './planning.rules';
import { planItemBodySchema, PLANNING_MESSAGES } from './planning.schema';

const TODAY = '2026-11-01'; // federal FY27
const allocations = [100_000, 100_000, 100_000, 100_000, 100_000];
// Awarded: FY22 100,000 (2022-05-01) and FY23 60,000 (2023-05-01): left 0 / 40,000 / 100,000 / 100,000 / 100,000.
const awards = [aigAwardOf(2022, '2022-05-01', 100_000), aigAwardOf(2023, '2023-05-01', 60_000)];
const item = (id: string, fiscalYear: number, bilAig: number, status: PlannedAigUse['status']) => ({
  id,
  fiscalYear,
  bilAig,
  status,
});

describe('acipFiscalYears', () => {
  it('gives the fiscal year under way and the four after it', () => {
    expect(acipFiscalYears(TODAY)).toEqual([2027, 2028, 2029, 2030, 2031]);
    expect(acipFiscalYears('2026-09-30')).toEqual([2026, 2027, 2028, 2029, 2030]);
  });
});

describe('checkAigPlan (hand-worked)', () => {
  it('flags a plan that leaves AIG money to lapse', () => {
    // FY27 150,000: its award in FY27 may use FY24 onward: FY24 100,000 + FY25 50,000.
    // FY28 80,000 (candidate): FY25 onward: FY25 50,000 + FY26 30,000. The withdrawn item counts for nothing.
    // FY26 keeps 70,000 and is open until 2029-09-30: the plan leaves it to lapse. FY23's 40,000 had lapsed
    // already on 2026-09-30, before any plan could use it: not counted against the plan.
    const check = checkAigPlan(
      allocations,
      awards,
      [
        item('a', 2027, 150_000, 'programmed'),
        item('b', 2028, 80_000, 'candidate'),
        item('c', 2028, 500_000, 'withdrawn'),
      ],
      TODAY,
    );
    expect(check.tranches.map((tranche) => tranche.underGrant)).toEqual([100_000, 60_000, 0, 0, 0]);
    expect(check.tranches.map((tranche) => tranche.planned)).toEqual([0, 0, 100_000, 100_000, 30_000]);
    expect(check.tranches.map((tranche) => tranche.leftAfterPlan)).toEqual([0, 40_000, 0, 0, 70_000]);
    expect(check.tranches.map((tranche) => tranche.lapsing)).toEqual([0, 0, 0, 0, 70_000]);
    expect(check.lapseAmount).toBe(70_000);
    expect(check.shortfallAmount).toBe(0);
    expect(check.years).toEqual([
      { fiscalYear: 2027, plannedAig: 150_000, shortfall: 0 },
      { fiscalYear: 2028, plannedAig: 80_000, shortfall: 0 },
    ]);
  });

  it('flags a plan that needs more than is available, and never counts lapsed money as available', () => {
    // As above plus FY29 200,000: its award in FY29 may use FY26 onward, where 70,000 are left: 130,000 short.
    // FY23's 40,000 would cover part of it under the old rule, but lapsed on 2026-09-30.
    const check = checkAigPlan(
      allocations,
      awards,
      [
        item('a', 2027, 150_000, 'programmed'),
        item('b', 2028, 80_000, 'candidate'),
        item('d', 2029, 200_000, 'programmed'),
      ],
      TODAY,
    );
    expect(check.tranches.map((tranche) => tranche.leftAfterPlan)).toEqual([0, 40_000, 0, 0, -130_000]);
    expect(check.lapseAmount).toBe(0);
    expect(check.shortfallAmount).toBe(130_000);
    expect(check.years.at(-1)).toEqual({ fiscalYear: 2029, plannedAig: 200_000, shortfall: 130_000 });
  });

  it('counts a plan item of a past year as awarded today', () => {
    // A FY25 item still planned on 2026-11-01 can only be awarded now (FY27): FY24 onward.
    const check = checkAigPlan(allocations, awards, [item('e', 2025, 120_000, 'programmed')], TODAY);
    expect(check.tranches.map((tranche) => tranche.planned)).toEqual([0, 0, 100_000, 20_000, 0]);
  });
});

describe('planItemBodySchema', () => {
  const valid = {
    airportCode: 'MQY',
    title: 'Rehabilitate runway 2/20',
    workType: 'Runway',
    fiscalYear: 2027,
    estimatedCost: 1_000_000,
    funding: { aipEntitlement: 150_000, bilAig: 750_000, aipDiscretionary: 0, state: 50_000, local: 50_000 },
    priority: 1,
    nationalPriorityRating: 72,
    status: 'programmed',
    notes: null,
  };

  it('accepts a split that adds up and refuses one that does not', () => {
    expect(planItemBodySchema.safeParse(valid).success).toBe(true);
    const off = planItemBodySchema.safeParse({ ...valid, estimatedCost: 1_000_000.01 });
    expect(off.success).toBe(false);
    expect(off.error?.issues[0]?.message).toBe(PLANNING_MESSAGES.splitMustAddUp);
  });

  it.each([
    [{ estimatedCost: -1 }],
    [{ nationalPriorityRating: 101 }],
    [{ title: 'a\u0000b' }],
    [{ status: 'converted' }],
    [{ fiscalYear: 2021 }],
    [{ funding: { ...valid.funding, local: 50_000.005 } }],
  ])('refuses %j', (change) => {
    expect(planItemBodySchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
