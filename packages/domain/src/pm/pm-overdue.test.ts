import { describe, expect, it } from 'vitest';
import { compareOverdue, findOverdue, overdueDateBounds, type OverdueFinding } from './pm-overdue';

const TODAY = '2025-06-30';
const project = (fields: Partial<Record<'application_date' | 'award_date' | 'sub_award_date', string>>) => ({
  application_date: fields.application_date ?? null,
  award_date: fields.award_date ?? null,
  sub_award_date: fields.sub_award_date ?? null,
});

describe('findOverdue', () => {
  it('flags an application more than 90 days old without an award (hand-counted days)', () => {
    // 2025-03-31 to 2025-06-30: 0 + 30 (Apr) + 31 (May) + 30 (Jun) = 91 days.
    expect(findOverdue(project({ application_date: '2025-03-31' }), TODAY)).toEqual({
      kind: 'award',
      sinceDate: '2025-03-31',
      days: 91,
      targetDays: 90,
      daysOver: 1,
    });
    // 2025-04-01 is exactly 90 days: on the target, not past it.
    expect(findOverdue(project({ application_date: '2025-04-01' }), TODAY)).toBeNull();
  });

  it('flags an award more than 60 days old without a sub-award', () => {
    // 2025-04-30 to 2025-06-30: 31 (May) + 30 (Jun) = 61 days.
    expect(findOverdue(project({ application_date: '2025-01-02', award_date: '2025-04-30' }), TODAY)).toEqual(
      { kind: 'sub_award', sinceDate: '2025-04-30', days: 61, targetDays: 60, daysOver: 1 },
    );
    expect(findOverdue(project({ award_date: '2025-05-01' }), TODAY)).toBeNull(); // 60 days
  });

  it('leaves finished, unstarted, future and unreadable waits alone', () => {
    expect(findOverdue(project({}), TODAY)).toBeNull();
    expect(
      findOverdue(
        project({ application_date: '2024-01-01', award_date: '2024-02-01', sub_award_date: '2024-03-01' }),
        TODAY,
      ),
    ).toBeNull();
    expect(findOverdue(project({ application_date: '2025-09-01' }), TODAY)).toBeNull();
    expect(findOverdue(project({ application_date: '2025-02-30' }), TODAY)).toBeNull();
    expect(findOverdue(project({ application_date: '  ' }), TODAY)).toBeNull();
  });

  it('counts across daylight saving and leap days as calendar days', () => {
    // 2024-02-29 to 2024-06-01: 1 (Feb 29->Mar 1) + 31 + 30 + 31 = 93.
    expect(findOverdue(project({ application_date: '2024-02-29' }), '2024-06-01')?.days).toBe(93);
  });
});

describe('overdueDateBounds', () => {
  it('gives the last start date that is overdue', () => {
    expect(overdueDateBounds(TODAY)).toEqual({
      today: TODAY,
      awardAppliedOnOrBefore: '2025-03-31',
      subAwardAwardedOnOrBefore: '2025-04-30',
    });
    expect(overdueDateBounds('2024-03-01').awardAppliedOnOrBefore).toBe('2023-12-01');
    expect(() => overdueDateBounds('not a day')).toThrow(RangeError);
  });

  it('agrees with findOverdue day by day around the bounds', () => {
    const bounds = overdueDateBounds(TODAY);
    for (let offset = 0; offset < 200; offset += 1) {
      const since = new Date(Date.UTC(2025, 5, 30 - offset)).toISOString().slice(0, 10);
      const award = findOverdue(project({ application_date: since }), TODAY) !== null;
      const subAward = findOverdue(project({ award_date: since }), TODAY) !== null;
      expect({ since, award }).toEqual({ since, award: since <= bounds.awardAppliedOnOrBefore });
      expect({ since, subAward }).toEqual({ since, subAward: since <= bounds.subAwardAwardedOnOrBefore });
    }
  });
});

describe('compareOverdue', () => {
  it('puts the most days over target first', () => {
    const item = (
      daysOver: number,
      days: number,
      tieBreaker: string,
    ): OverdueFinding & { tieBreaker: string } => ({
      kind: 'award',
      sinceDate: '2025-01-01',
      days,
      targetDays: 90,
      daysOver,
      tieBreaker,
    });
    const sorted = [item(1, 91, 'b'), item(30, 90, 'c'), item(1, 91, 'a'), item(5, 65, 'd')].sort(
      compareOverdue,
    );
    expect(sorted.map((entry) => entry.tieBreaker)).toEqual(['c', 'd', 'a', 'b']);
  });
});
