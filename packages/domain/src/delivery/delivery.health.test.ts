import { describe, expect, it } from 'vitest';
import {
  assessDelivery,
  drawnPercent,
  firstOpenPlannedDate,
  hasDrawGap,
  hasNoRecentProgress,
  isProgressChange,
  lateMilestones,
} from './delivery.health';
import { emptyMilestones, type DeliveryMilestones } from './delivery.schema';

const TODAY = '2026-11-01';

function milestones(dates: Partial<Record<keyof DeliveryMilestones, [string | null, string | null]>>) {
  const result = emptyMilestones();
  for (const [key, [planned, actual]] of Object.entries(dates))
    result[key as keyof DeliveryMilestones] = { planned, actual };
  return result;
}

describe('lateMilestones and firstOpenPlannedDate', () => {
  it('is late when a planned date has passed with no actual date; today itself is not late', () => {
    const record = milestones({
      designComplete: ['2026-03-01', '2026-02-20'], // done: not late
      bidOpening: ['2026-10-31', null], // yesterday, not done: late
      contractAward: ['2026-11-01', null], // today: not late yet
      noticeToProceed: ['2026-12-01', null], // future
    });
    expect(lateMilestones(record, TODAY)).toEqual(['bidOpening']);
    expect(firstOpenPlannedDate(record)).toBe('2026-10-31');
  });

  it('takes the earliest open planned date even when milestones were planned out of order', () => {
    const record = milestones({ bidOpening: ['2027-01-10', null], closeout: ['2026-12-31', null] });
    expect(firstOpenPlannedDate(record)).toBe('2026-12-31');
    expect(lateMilestones(record, TODAY)).toEqual([]);
  });

  it('has nothing open when every planned milestone is done', () => {
    expect(firstOpenPlannedDate(milestones({ designComplete: ['2026-01-01', '2026-01-05'] }))).toBeNull();
  });
});

describe('hasNoRecentProgress', () => {
  // 2026-11-01 minus 60 days is 2026-09-02 (30 days of September after the 2nd, 31 of October, 1 of November).
  it('flags progress last recorded 61 days ago, not 60', () => {
    expect(hasNoRecentProgress('2026-09-01', emptyMilestones(), TODAY)).toBe(true);
    expect(hasNoRecentProgress('2026-09-02', emptyMilestones(), TODAY)).toBe(false);
  });

  it('never flags a closed-out record', () => {
    expect(hasNoRecentProgress('2025-01-01', milestones({ closeout: [null, '2025-01-01'] }), TODAY)).toBe(
      false,
    );
  });
});

describe('drawnPercent and hasDrawGap', () => {
  it('works out drawn as a share of the grant, to a tenth of a point', () => {
    expect(drawnPercent(33_333_33, 100_000_00)).toBe(33.3);
    expect(drawnPercent(5_00, 0)).toBe(0);
  });

  it('flags 25 points or more either way', () => {
    // Grant $100,000.00: 10,000,000 cents. 50% complete.
    expect(hasDrawGap(75_000_00, 100_000_00, 50)).toBe(true); // drawn 75%: 25 points ahead
    expect(hasDrawGap(74_999_99, 100_000_00, 50)).toBe(false); // 24.99 points
    expect(hasDrawGap(25_000_00, 100_000_00, 50)).toBe(true); // 25 points behind
    expect(hasDrawGap(25_000_01, 100_000_00, 50)).toBe(false);
    expect(hasDrawGap(0, 0, 90)).toBe(false); // no grant amount: nothing to compare
  });
});

describe('isProgressChange', () => {
  const before = { percentComplete: 40, milestones: milestones({ designComplete: ['2026-01-01', null] }) };
  it('is a change of percent or of an actual date, not of a planned date', () => {
    expect(isProgressChange(null, before)).toBe(true);
    expect(isProgressChange(before, { ...before, percentComplete: 45 })).toBe(true);
    expect(
      isProgressChange(before, {
        ...before,
        milestones: milestones({ designComplete: ['2026-01-01', '2026-01-02'] }),
      }),
    ).toBe(true);
    expect(
      isProgressChange(before, {
        ...before,
        milestones: milestones({ designComplete: ['2026-02-01', null] }),
      }),
    ).toBe(false);
  });
});

describe('assessDelivery', () => {
  const base = {
    milestones: milestones({ substantialCompletion: ['2027-06-01', null] }),
    percentComplete: 50,
    progressDate: '2026-10-15',
    drawnCents: 50_000_00,
    grantCents: 100_000_00,
  };

  it('is on track with nothing late, recent progress and money in step', () => {
    expect(assessDelivery(base, TODAY)).toEqual({
      health: 'on-track',
      late: [],
      noProgress: false,
      drawGap: false,
      firstOpenPlanned: '2027-06-01',
    });
  });

  it('puts late before no progress before the draw gap', () => {
    const all = {
      ...base,
      milestones: milestones({ bidOpening: ['2026-06-01', null] }),
      progressDate: '2026-01-01',
      drawnCents: 90_000_00,
    };
    expect(assessDelivery(all, TODAY)).toMatchObject({ health: 'late', noProgress: true, drawGap: true });
    expect(assessDelivery({ ...all, milestones: base.milestones }, TODAY).health).toBe('no-progress');
    expect(assessDelivery({ ...base, drawnCents: 90_000_00 }, TODAY).health).toBe('draw-gap');
  });

  it('is closed out once closeout has an actual date, whatever was drawn', () => {
    const closed = {
      ...base,
      milestones: milestones({ closeout: ['2026-05-01', '2026-05-01'] }),
      drawnCents: 0,
    };
    expect(assessDelivery(closed, TODAY)).toMatchObject({
      health: 'closed',
      drawGap: false,
      noProgress: false,
    });
  });
});
