import { describe, expect, it } from 'vitest';
import {
  checkDeliveryDates,
  deliveryRecordBodySchema,
  deliveryRecordSchemaFor,
  emptyMilestones,
} from './delivery.schema';

const body = (overrides: Partial<Record<string, unknown>> = {}) => ({
  milestones: emptyMilestones(),
  percentComplete: 10,
  contractAmountCents: 123_456_78,
  amountDrawnCents: 0,
  notes: null,
  ...overrides,
});

describe('checkDeliveryDates', () => {
  it('accepts actual dates in milestone order, gaps allowed, and equal days', () => {
    const milestones = emptyMilestones();
    milestones.designComplete.actual = '2026-01-10';
    milestones.contractAward.actual = '2026-03-01';
    milestones.noticeToProceed.actual = '2026-03-01';
    expect(checkDeliveryDates(milestones, { awardDate: '2026-01-01', today: '2026-11-01' })).toEqual([]);
  });

  it('refuses an actual date before the one of an earlier milestone, with its message', () => {
    const milestones = emptyMilestones();
    milestones.bidOpening.actual = '2026-05-01';
    milestones.noticeToProceed.actual = '2026-04-30';
    expect(checkDeliveryDates(milestones)).toEqual([
      {
        path: ['milestones', 'noticeToProceed', 'actual'],
        message: 'Notice to proceed (actual) cannot be before bid opening (actual)',
      },
    ]);
  });

  it('refuses any date before the award, and actual dates after today', () => {
    const milestones = emptyMilestones();
    milestones.designComplete.planned = '2025-12-31';
    milestones.closeout.actual = '2026-11-02';
    expect(checkDeliveryDates(milestones, { awardDate: '2026-01-01', today: '2026-11-01' })).toEqual([
      {
        path: ['milestones', 'closeout', 'actual'],
        message: 'An actual date cannot be in the future',
      },
      {
        path: ['milestones', 'designComplete', 'planned'],
        message: "Design complete cannot be before the project's award date (2026-01-01)",
      },
    ]);
  });
});

describe('deliveryRecordBodySchema', () => {
  it('parses a whole record', () => {
    expect(deliveryRecordBodySchema.safeParse(body()).success).toBe(true);
  });

  it('refuses fractions of a cent, percent over 100, impossible days and unknown fields', () => {
    const issues = (value: object) =>
      deliveryRecordBodySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues(body({ contractAmountCents: 1.5 }))).toEqual([
      'Construction contract amount must be in whole cents',
    ]);
    expect(issues(body({ percentComplete: 101 }))).toEqual([
      'Percent complete is a whole number from 0 to 100',
    ]);
    const milestones = emptyMilestones();
    milestones.bidOpening.planned = '2026-02-30';
    expect(issues(body({ milestones }))).toEqual(['Dates must be real days (YYYY-MM-DD)']);
    expect(deliveryRecordBodySchema.safeParse({ ...body(), extra: 1 }).success).toBe(false);
  });

  it('knows the award date in the form schema', () => {
    const milestones = emptyMilestones();
    milestones.bidOpening.actual = '2025-06-01';
    const result = deliveryRecordSchemaFor({ awardDate: '2025-07-01', today: '2026-11-01' }).safeParse(
      body({ milestones }),
    );
    expect(result.error?.issues[0]?.message).toBe(
      "Bid opening cannot be before the project's award date (2025-07-01)",
    );
  });
});
