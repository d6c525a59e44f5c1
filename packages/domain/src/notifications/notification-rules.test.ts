import { describe, expect, it } from 'vitest';
import { aigWarningStage, monthsBefore } from './aig-deadline-stage';
import { dbeReportOverdueYear, dbeReportUpcomingYear } from './dbe-report-due';
import { groupDeadlines, type DeadlineItem } from './deadline-items';
import { describeNotification } from './notification-text';
import { isChannelAllowed } from './notification-kinds';

describe('aigWarningStage', () => {
  it('moves back whole months, clamping month ends', () => {
    expect(monthsBefore('2026-09-30', 6)).toBe('2026-03-30');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2026-09-30', 12)).toBe('2025-09-30');
  });

  it('is the nearest warning reached, and nothing before 12 months or after the deadline', () => {
    expect(aigWarningStage('2026-09-30', '2025-09-29')).toBeNull();
    expect(aigWarningStage('2026-09-30', '2025-09-30')).toBe(12);
    expect(aigWarningStage('2026-09-30', '2026-03-29')).toBe(12);
    expect(aigWarningStage('2026-09-30', '2026-03-30')).toBe(6);
    expect(aigWarningStage('2026-09-30', '2026-06-30')).toBe(3);
    expect(aigWarningStage('2026-09-30', '2026-09-30')).toBe(3);
    expect(aigWarningStage('2026-09-30', '2026-10-01')).toBeNull();
  });
});

describe('DBE report due December 1', () => {
  it('is overdue from December 2 and upcoming from November 1', () => {
    expect(dbeReportOverdueYear('2026-12-01')).toBeNull();
    expect(dbeReportOverdueYear('2026-12-02')).toBe(2026);
    expect(dbeReportUpcomingYear('2026-10-31')).toBeNull();
    expect(dbeReportUpcomingYear('2026-11-01')).toBe(2026);
  });
});

describe('groupDeadlines', () => {
  const item = (key: string, date: string): DeadlineItem => ({
    key,
    kind: 'award',
    title: key,
    detail: '',
    date,
    link: '/',
  });
  it('puts days before today in overdue and the rest in upcoming, oldest first', () => {
    const groups = groupDeadlines(
      [item('c', '2026-06-02'), item('a', '2026-05-01'), item('b', '2026-06-01')],
      '2026-06-01',
    );
    expect(groups.overdue.map((entry) => entry.key)).toEqual(['a']);
    expect(groups.upcoming.map((entry) => entry.key)).toEqual(['b', 'c']);
  });
});

describe('notification words', () => {
  it('names the project and links to it, with dates as MM/DD/YYYY', () => {
    expect(
      describeNotification('overdue', {
        subject: 'award',
        projectId: 'p1',
        title: 'Runway',
        airportCode: 'BNA',
        since: '2026-01-02',
      }),
    ).toEqual({
      title: 'Overdue for award: Runway',
      body: 'BNA: waiting since 01/02/2026 for award (90-day target).',
      link: '/bil/projects?expand=p1',
    });
  });

  it('offers the weekly digest only by e-mail or off', () => {
    expect(isChannelAllowed('weekly_digest', 'in_app')).toBe(false);
    expect(isChannelAllowed('weekly_digest', 'email')).toBe(true);
    expect(isChannelAllowed('overdue', 'both')).toBe(true);
  });
});
