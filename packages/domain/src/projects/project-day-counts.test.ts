import { describe, expect, it } from 'vitest';
import { deriveDayCounts } from './project-day-counts';

const none = {
  application_date: null,
  award_date: null,
  sub_award_date: null,
  days_to_award: null,
  days_to_sub_award: null,
};

describe('deriveDayCounts', () => {
  it('counts application to award and award to sub-award when both dates are there', () => {
    expect(
      deriveDayCounts({
        ...none,
        application_date: '2022-01-18',
        award_date: '2022-04-26',
        sub_award_date: '2022-06-04',
        days_to_award: 1,
        days_to_sub_award: 2,
      }),
    ).toEqual({ days_to_award: 98, days_to_sub_award: 39 });
  });

  it('keeps a given count when a date is missing, and ignores a negative span', () => {
    expect(
      deriveDayCounts({ ...none, application_date: '2022-01-18', days_to_award: 40, days_to_sub_award: 12 }),
    ).toEqual({
      days_to_award: 40,
      days_to_sub_award: 12,
    });
    expect(
      deriveDayCounts({
        ...none,
        application_date: '2022-05-01',
        award_date: '2022-04-01',
        days_to_award: 40,
      }),
    ).toEqual({
      days_to_award: null,
      days_to_sub_award: null,
    });
  });
});
