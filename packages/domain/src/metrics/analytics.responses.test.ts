import { describe, expect, it } from 'vitest';
import { computeDashboardKpis } from './dashboard-kpis';
import { computeGrantMetrics } from './grant-metrics';
import { SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';
import { dashboardResponseSchema } from './analytics.responses';
import { computeMonthlyTrends } from './monthly-trends';
import { listPendingApplications, summarizePendingApplications } from './pending-applications';

describe('dashboardResponseSchema', () => {
  it('describes exactly what the metrics functions return', () => {
    const grants = computeGrantMetrics(SAMPLE_PROJECTS, TODAY);
    const pendingApplications = listPendingApplications(grants);
    const body = {
      asOf: '2025-06-30T16:00:00.000Z',
      today: TODAY,
      kpis: computeDashboardKpis(grants),
      grants,
      monthlyTrends: computeMonthlyTrends(SAMPLE_PROJECTS),
      pendingApplications,
      pendingSummary: summarizePendingApplications(pendingApplications),
    };
    // Parsing drops unknown keys: equality proves the schema names every field.
    expect(dashboardResponseSchema.parse(body)).toEqual(body);
  });
});
