import { describe, expect, it } from 'vitest';
import { computeDashboardKpis, weightedAverageDays } from './dashboard-kpis';
import { computeGrantMetrics } from './grant-metrics';
import { filterDashboardProjects } from './project-for-metrics';
import { buildProject, SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';

describe('computeDashboardKpis', () => {
  it('totals the sample: 101 (3 projects), 99 (3) and Unknown (2)', () => {
    const kpis = computeDashboardKpis(computeGrantMetrics(SAMPLE_PROJECTS, TODAY));
    expect(kpis).toMatchObject({
      totalBilAmount: 350_000,
      grandTotalAmount: 362_000,
      totalProjects: 8,
      totalGrants: 3,
      executedProjects: 2,
      executionRate: 25, // 2 of 8
      pendingAwardProjects: 2,
      pendingSubAwardProjects: 2,
      pendingAwardGrants: 1,
      exceeding90Days: 1, // grant 99, pending 130 days
    });
    // Award days weighted by projects: (59 x 3 + 31 x 2) / 5 = 47.8 -> 48; sub-award (25 x 3 + 30 x 2) / 5 = 27.
    expect(kpis.averageAward).toEqual({ days: 48, targetDays: 90, isOverTarget: false, daysOverTarget: 0 });
    expect(kpis.averageSubAward).toEqual({
      days: 27,
      targetDays: 60,
      isOverTarget: false,
      daysOverTarget: 0,
    });
  });

  it('leaves out projects without a grant number once the dashboard filter runs', () => {
    const kpis = computeDashboardKpis(computeGrantMetrics(filterDashboardProjects(SAMPLE_PROJECTS), TODAY));
    expect(kpis).toMatchObject({ totalGrants: 2, totalProjects: 6, executedProjects: 1, executionRate: 17 });
    expect(kpis.averageAward.days).toBe(59);
  });

  it('flags averages over target with the days over', () => {
    const grants = computeGrantMetrics(
      [
        buildProject({ grant_number: '1', days_to_award: 100, days_to_sub_award: 75 }),
        buildProject({ grant_number: '1', days_to_award: 100, days_to_sub_award: 75 }),
      ],
      TODAY,
    );
    const kpis = computeDashboardKpis(grants);
    expect(kpis.averageAward).toEqual({ days: 100, targetDays: 90, isOverTarget: true, daysOverTarget: 10 });
    expect(kpis.averageSubAward).toEqual({
      days: 75,
      targetDays: 60,
      isOverTarget: true,
      daysOverTarget: 15,
    });
  });

  it('does not count a pending application of exactly 90 days as exceeding', () => {
    const grants = computeGrantMetrics(
      [buildProject({ grant_number: '1', status: 'pending award', application_date: '2025-04-01' })],
      TODAY,
    );
    expect(grants[0]?.daysPendingAward).toBe(90);
    expect(computeDashboardKpis(grants).exceeding90Days).toBe(0);
  });

  it('is all zeros with no grants', () => {
    expect(computeDashboardKpis([])).toMatchObject({
      totalBilAmount: 0,
      totalProjects: 0,
      totalGrants: 0,
      executionRate: 0,
      averageAward: { days: null, isOverTarget: false, daysOverTarget: 0 },
    });
  });
});

describe('weightedAverageDays', () => {
  it('weights by project count and skips grants without a value', () => {
    const grants = computeGrantMetrics(
      [
        buildProject({ grant_number: 'A', days_to_award: 10 }),
        buildProject({ grant_number: 'B', days_to_award: 40 }),
        buildProject({ grant_number: 'B', days_to_award: 40 }),
        buildProject({ grant_number: 'B', days_to_award: 40 }),
        buildProject({ grant_number: 'C' }),
      ],
      TODAY,
    );
    expect(weightedAverageDays(grants, (grant) => grant.daysToAward)).toBe(33); // (10 + 120) / 4 = 32.5
    expect(weightedAverageDays(grants, (grant) => grant.avgDaysToSubAward)).toBeNull();
  });
});
