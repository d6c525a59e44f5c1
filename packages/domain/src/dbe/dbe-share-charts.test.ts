import { describe, expect, it } from 'vitest';
import { publicShareDataSchema } from '../sharing/share.responses';
import { buildDbeAnalytics, type AnalyticsInput } from './dbe-analytics';
import { DBE_RANKED_CHART_ROWS, DBE_SHARE_CHARTS, dbeChartShareData } from './dbe-share-charts';

const contracts = Array.from({ length: 15 }, (_, index) => ({
  id: `c${index}`,
  awardDate: '2025-03-01',
  airportCode: `A${String(index).padStart(2, '0')}`,
  pm: index % 2 ? 'Ann' : null,
  primeFirmId: `prime${index}`,
  primeName: `Prime ${index}`,
  federalShareCents: 100_000 * (index + 1),
  primeIsDbe: false,
  primeCountedCents: 0,
  goalDriven: index % 3 === 0,
  completedDate: null,
}));
const input: AnalyticsInput = {
  contracts,
  commitments: contracts.map((contract, index) => ({
    contractId: contract.id,
    firmId: `dbe${index}`,
    firmName: `DBE Firm ${index}`,
    date: '2025-04-01',
    totalCents: 10_000 * (index + 1),
    countedCents: 10_000 * (index + 1),
  })),
  payments: [
    {
      contractId: 'c1',
      firmId: null,
      firmName: 'Prime 1',
      date: '2025-05-01',
      cents: 50_000,
      countedCents: 0,
    },
    {
      contractId: 'c1',
      firmId: 'dbe1',
      firmName: 'DBE Firm 1',
      date: '2025-05-01',
      cents: 5_000,
      countedCents: 5_000,
    },
  ],
  goals: [{ fiscalYear: 2025, overallPct: 8.5 }],
};
const analytics = { ...buildDbeAnalytics(input), asOf: '2026-01-01T00:00:00.000Z' };

describe('dbeChartShareData', () => {
  it('carries only the series the chart draws, cut as the page cuts it', () => {
    const goal = dbeChartShareData(analytics, 'goal_attainment');
    expect(goal).toEqual({
      title: 'DBE goal vs attainment',
      asOf: analytics.asOf,
      series: {
        chart: 'goal_attainment',
        // 1,200,000 counted / (12,000,000 prime shares + 1,200,000 committed) = 9.09%.
        points: [{ label: 'FY2025', goalPct: 8.5, commitmentPct: 9.09, paymentPct: 10 }],
      },
    });
    const airports = dbeChartShareData(analytics, 'by_airport').series.points;
    expect(airports).toHaveLength(DBE_RANKED_CHART_ROWS);
    expect(airports[0]).toEqual({ label: 'A14', dbeCommitted: 1500, dbePaid: 0 });
    const firms = dbeChartShareData(analytics, 'top_firms').series.points;
    expect(firms).toHaveLength(10);
    // No firm ids, contract counts or federal shares: only what the chart draws.
    expect(Object.keys(firms[0] ?? {}).sort()).toEqual(['dbeCommitted', 'dbePaid', 'label']);
  });

  it('passes the strict public schema for every chart', () => {
    for (const chart of DBE_SHARE_CHARTS) {
      const answer = {
        kind: 'dbe_chart',
        meta: {
          kind: 'dbe_chart',
          name: 'x',
          description: null,
          isPasswordProtected: false,
          created: analytics.asOf,
          updated: analytics.asOf,
          expires: null,
          isExpired: false,
          sharer: null,
        },
        data: dbeChartShareData(analytics, chart),
      };
      expect(publicShareDataSchema.parse(answer)).toEqual(answer);
    }
    const leaky = dbeChartShareData(analytics, 'by_prime');
    const withId = {
      ...leaky,
      series: { ...leaky.series, points: [{ ...leaky.series.points[0], key: 'p' }] },
    };
    expect(() => publicShareDataSchema.parse({ kind: 'dbe_chart', meta: {}, data: withId })).toThrow();
  });
});
