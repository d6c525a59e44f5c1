import { describe, expect, it } from 'vitest';
import { projectAwardDays, projectSubAwardDays, roundedMean } from './processing-days';

describe('projectAwardDays', () => {
  it('uses days_to_award when set', () => {
    expect(
      projectAwardDays({ days_to_award: 45, application_date: '2025-01-01', award_date: '2025-05-01' }),
    ).toBe(45);
    expect(projectAwardDays({ days_to_award: 0, application_date: null, award_date: null })).toBe(0);
  });

  it('falls back to the application-to-award span', () => {
    expect(
      projectAwardDays({ days_to_award: null, application_date: '2025-01-01', award_date: '2025-04-01' }),
    ).toBe(90);
  });

  it('ignores a negative stored count and a negative span', () => {
    expect(
      projectAwardDays({ days_to_award: -3, application_date: '2025-01-01', award_date: '2025-01-11' }),
    ).toBe(10);
    expect(
      projectAwardDays({ days_to_award: null, application_date: '2025-02-01', award_date: '2025-01-01' }),
    ).toBeNull();
    expect(
      projectAwardDays({ days_to_award: null, application_date: '2025-02-01', award_date: null }),
    ).toBeNull();
  });
});

describe('projectSubAwardDays', () => {
  it('uses days_to_sub_award, else the award-to-sub-award span', () => {
    expect(projectSubAwardDays({ days_to_sub_award: 12, award_date: null, sub_award_date: null })).toBe(12);
    expect(
      projectSubAwardDays({
        days_to_sub_award: null,
        award_date: '2025-04-01',
        sub_award_date: '2025-05-01',
      }),
    ).toBe(30);
  });

  it("measures from the grant's award date when the project has none", () => {
    expect(
      projectSubAwardDays(
        { days_to_sub_award: null, award_date: null, sub_award_date: '2025-05-01' },
        '2025-04-21',
      ),
    ).toBe(10);
    expect(
      projectSubAwardDays(
        { days_to_sub_award: null, award_date: ' ', sub_award_date: '2025-05-01' },
        '2025-04-21',
      ),
    ).toBe(10);
    expect(
      projectSubAwardDays({ days_to_sub_award: null, award_date: null, sub_award_date: '2025-05-01' }),
    ).toBeNull();
  });
});

describe('roundedMean', () => {
  it('rounds the mean and is null without values', () => {
    expect(roundedMean(10, 4)).toBe(3); // 2.5 rounds up
    expect(roundedMean(10, 3)).toBe(3);
    expect(roundedMean(0, 0)).toBeNull();
  });
});
