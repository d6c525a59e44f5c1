import { describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from '../metrics/analytics.responses';
import { sampleDashboard } from '../metrics/dashboard.fixtures';
import { dashboardForSharedCharts } from './shared-dashboard';

const dashboard = sampleDashboard();

describe('dashboardForSharedCharts', () => {
  it('the fixture has something in every part (else the checks below prove nothing)', () => {
    expect(dashboard.grants.length).toBeGreaterThan(0);
    expect(dashboard.monthlyTrends.length).toBeGreaterThan(0);
    expect(dashboard.pendingApplications.length).toBeGreaterThan(0);
  });

  it('a monthly-trends link carries the months and the counts, and no grant or pending application', () => {
    const shared = dashboardForSharedCharts(dashboard, ['monthly_funding_trends']);
    expect(shared.monthlyTrends).toEqual(dashboard.monthlyTrends);
    expect(shared.kpis).toEqual(dashboard.kpis);
    expect(shared.grants).toEqual([]);
    expect(shared.pendingApplications).toEqual([]);
    expect(shared.pendingSummary.totalPending).toBe(0);
    expect(dashboardResponseSchema.parse(shared)).toEqual(shared);
  });

  it('either grant chart carries every grant (its chart ranks them); pending carries its list and summary', () => {
    for (const chart of ['funding_distribution_by_grant', 'processing_timeline_by_grant'] as const) {
      const shared = dashboardForSharedCharts(dashboard, [chart]);
      expect(shared.grants).toEqual(dashboard.grants);
      expect(shared.monthlyTrends).toEqual([]);
    }
    const pending = dashboardForSharedCharts(dashboard, ['pending_grant_applications']);
    expect(pending.pendingApplications).toEqual(dashboard.pendingApplications);
    expect(pending.pendingSummary).toEqual(dashboard.pendingSummary);
    expect(pending.grants).toEqual([]);
  });

  it('a group of all four charts carries the whole dashboard', () => {
    expect(
      dashboardForSharedCharts(dashboard, [
        'monthly_funding_trends',
        'funding_distribution_by_grant',
        'processing_timeline_by_grant',
        'pending_grant_applications',
      ]),
    ).toEqual(dashboard);
  });
});
