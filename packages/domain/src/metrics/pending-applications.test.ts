import { describe, expect, it } from 'vitest';
import { computeGrantMetrics } from './grant-metrics';
import {
  listPendingApplications,
  pendingAgeBand,
  summarizePendingApplications,
} from './pending-applications';
import { buildProject, SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';

describe('pendingAgeBand', () => {
  it('is red over 120, orange over 90, amber over 60, else green', () => {
    expect(pendingAgeBand(0)).toBe('green');
    expect(pendingAgeBand(60)).toBe('green');
    expect(pendingAgeBand(61)).toBe('amber');
    expect(pendingAgeBand(90)).toBe('amber');
    expect(pendingAgeBand(91)).toBe('orange');
    expect(pendingAgeBand(120)).toBe('orange');
    expect(pendingAgeBand(121)).toBe('red');
  });
});

describe('listPendingApplications', () => {
  it('lists grants awaiting award, with their age', () => {
    const [application, ...rest] = listPendingApplications(computeGrantMetrics(SAMPLE_PROJECTS, TODAY));
    expect(rest).toEqual([]);
    expect(application).toEqual({
      grantName: '99',
      displayName: 'Grant #99',
      applicationDate: '2025-02-20',
      ageDays: 130,
      band: 'red',
      color: '#e03131',
      daysOverTarget: 40,
      projectCount: 3,
      bilAmount: 200_000,
      totalAmount: 200_000,
      bil_application_number: '',
    });
  });

  it('leaves out awarded grants, grants never applied for and future applications; oldest first', () => {
    const grants = computeGrantMetrics(
      [
        buildProject({ grant_number: '1', status: 'approved', application_date: '2025-05-16' }), // 45 days
        buildProject({ grant_number: '2', status: 'pending award', application_date: '2025-03-31' }), // 91 days
        buildProject({ grant_number: '3', status: 'pending' }), // no application yet
        buildProject({ grant_number: '4', application_date: '2025-01-01', award_date: '2025-02-01' }), // awarded
        buildProject({ grant_number: '5', status: 'approved', application_date: '2025-07-04' }), // future
        buildProject({ grant_number: '6', status: 'approved', application_date: '2025-05-16' }), // 45 days
      ],
      TODAY,
    );
    const applications = listPendingApplications(grants);
    expect(
      applications.map((application) => [application.grantName, application.ageDays, application.band]),
    ).toEqual([
      ['2', 91, 'orange'],
      ['6', 45, 'green'],
      ['1', 45, 'green'],
    ]);
    expect(summarizePendingApplications(applications)).toEqual({
      totalPending: 3,
      averageAgeDays: 60, // (91 + 45 + 45) / 3 = 60.3
      exceeding90Days: 1,
      oldestAgeDays: 91,
      oldestGrantName: '2',
    });
  });
});

describe('summarizePendingApplications', () => {
  it('is empty with nothing pending', () => {
    expect(summarizePendingApplications([])).toEqual({
      totalPending: 0,
      averageAgeDays: null,
      exceeding90Days: 0,
      oldestAgeDays: null,
      oldestGrantName: null,
    });
  });
});
