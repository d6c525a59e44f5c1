import { describe, expect, it } from 'vitest';
import { computeTargetKpis, summariseAgainstTarget } from './pm-targets';

const none = {
  application_date: null,
  award_date: null,
  sub_award_date: null,
  days_to_award: null,
  days_to_sub_award: null,
};

describe('summariseAgainstTarget', () => {
  it('counts within (on or under) and over the target', () => {
    expect(summariseAgainstTarget([90, 91, 30, null, 120], 90)).toEqual({
      targetDays: 90,
      measuredProjects: 4,
      averageDays: 83, // (90 + 91 + 30 + 120) / 4 = 82.75
      withinTarget: 2,
      overTarget: 2,
      withinTargetRate: 50,
    });
  });

  it('has no average or rate with nothing measured', () => {
    expect(summariseAgainstTarget([null], 60)).toMatchObject({
      measuredProjects: 0,
      averageDays: null,
      withinTargetRate: null,
    });
  });
});

describe('computeTargetKpis', () => {
  it('uses stored counts, else the date spans, like the dashboard', () => {
    const kpis = computeTargetKpis([
      { ...none, days_to_award: 100, days_to_sub_award: 10 },
      // 2025-01-01 -> 2025-03-01 = 59 days to award; 2025-03-01 -> 2025-05-05 = 65 to sub-award.
      { ...none, application_date: '2025-01-01', award_date: '2025-03-01', sub_award_date: '2025-05-05' },
      none,
    ]);
    expect(kpis.award).toMatchObject({
      measuredProjects: 2,
      averageDays: 80,
      withinTarget: 1,
      overTarget: 1,
    });
    expect(kpis.subAward).toMatchObject({
      targetDays: 60,
      measuredProjects: 2,
      averageDays: 38,
      withinTarget: 1,
      overTarget: 1,
      withinTargetRate: 50,
    });
  });
});
