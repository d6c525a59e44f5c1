import { describe, expect, it } from 'vitest';
import {
  buildStatusFunnel,
  PROJECT_STAGES,
  summariseDayCounts,
  summariseStageDurations,
} from './analytics-breakdowns';

describe('buildStatusFunnel', () => {
  it('lists the seven lifecycle statuses in order, with how many got at least that far', () => {
    const { stages, otherStatuses } = buildStatusFunnel([
      { status: 'executed', projectCount: 2, bilAmount: 100, totalAmount: 120 },
      { status: 'pending', projectCount: 3, bilAmount: 0.1, totalAmount: 0.1 },
      { status: ' Pending ', projectCount: 1, bilAmount: 0.2, totalAmount: 0.2 },
      { status: 'pending award', projectCount: 4, bilAmount: 50, totalAmount: 60 },
      { status: 'on hold', projectCount: 1, bilAmount: 5, totalAmount: 5 },
      { status: 'rejected', projectCount: 2, bilAmount: 7, totalAmount: 8 },
    ]);
    expect(stages.map((stage) => [stage.status, stage.step, stage.projectCount, stage.reachedCount])).toEqual(
      [
        ['pending', 1, 4, 10],
        ['approved', 2, 0, 6],
        ['pending award', 3, 4, 6],
        ['pending sub-award', 4, 0, 2],
        ['pending sponsor', 5, 0, 2],
        ['pending tdot', 6, 0, 2],
        ['executed', 7, 2, 2],
      ],
    );
    expect(stages[0]).toMatchObject({ bilAmount: 0.3, totalAmount: 0.3 });
    expect(stages[1]).toMatchObject({ bilAmount: 0, totalAmount: 0 });
    expect(otherStatuses).toEqual([
      { status: 'on hold', projectCount: 1, bilAmount: 5, totalAmount: 5 },
      { status: 'rejected', projectCount: 2, bilAmount: 7, totalAmount: 8 },
    ]);
  });

  it('gives an all-zero funnel for no projects', () => {
    const { stages, otherStatuses } = buildStatusFunnel([]);
    expect(stages).toHaveLength(7);
    expect(stages.every((stage) => stage.projectCount === 0 && stage.reachedCount === 0)).toBe(true);
    expect(otherStatuses).toEqual([]);
  });
});

describe('summariseDayCounts', () => {
  it('averages and takes the median of a histogram', () => {
    // 10, 10, 20, 40: mean 20, median (10 + 20) / 2 = 15.
    expect(
      summariseDayCounts([
        { days: 40, projectCount: 1 },
        { days: 10, projectCount: 2 },
        { days: 20, projectCount: 1 },
      ]),
    ).toEqual({ projectCount: 4, averageDays: 20, medianDays: 15 });
  });

  it('takes the middle value for an odd count and rounds', () => {
    // 1, 2, 2, 9, 9: mean 23 / 5 = 4.6 -> 5, median 2.
    expect(
      summariseDayCounts([
        { days: 9, projectCount: 2 },
        { days: 1, projectCount: 1 },
        { days: 2, projectCount: 2 },
      ]),
    ).toEqual({ projectCount: 5, averageDays: 5, medianDays: 2 });
    // 3, 4: median 3.5 -> 4.
    expect(
      summariseDayCounts([
        { days: 3, projectCount: 1 },
        { days: 4, projectCount: 1 },
      ]).medianDays,
    ).toBe(4);
  });

  it('ignores negative days and empty buckets; none gives nulls', () => {
    expect(
      summariseDayCounts([
        { days: -5, projectCount: 3 },
        { days: 7, projectCount: 0 },
        { days: 12, projectCount: 1 },
      ]),
    ).toEqual({ projectCount: 1, averageDays: 12, medianDays: 12 });
    expect(summariseDayCounts([])).toEqual({ projectCount: 0, averageDays: null, medianDays: null });
  });
});

describe('summariseStageDurations', () => {
  it('follows the lifecycle dates in order and fills stages without data', () => {
    expect(PROJECT_STAGES.map((stage) => `${stage.fromField}>${stage.toField}`)).toEqual([
      'psr_date>application_date',
      'application_date>award_date',
      'award_date>sent_to_sponsor_date',
      'sent_to_sponsor_date>sent_to_tdot_date',
      'sent_to_tdot_date>sub_award_date',
    ]);
    const durations = summariseStageDurations({ application_to_award: [{ days: 60, projectCount: 2 }] });
    expect(durations.map((stage) => [stage.key, stage.projectCount, stage.medianDays])).toEqual([
      ['psr_to_application', 0, null],
      ['application_to_award', 2, 60],
      ['award_to_sent_to_sponsor', 0, null],
      ['sent_to_sponsor_to_sent_to_tdot', 0, null],
      ['sent_to_tdot_to_sub_award', 0, null],
    ]);
  });
});
