import { z } from 'zod';
import { TOP_DBE_FIRM_COUNT, type DbeAnalyticsAnswer } from './dbe-analytics';

/**
 * The DBE analytics charts a public link can carry, and the one series each draws. A shared DBE chart
 * answers only its own series (built here field by field), never the whole analytics answer: no firm
 * ids, no contract counts or federal shares the chart does not draw.
 */
export const DBE_SHARE_CHARTS = [
  'goal_attainment',
  'conscious_neutral',
  'commitments_payments',
  'top_firms',
  'by_airport',
  'by_pm',
  'by_prime',
] as const;
export type DbeShareChart = (typeof DBE_SHARE_CHARTS)[number];

/** How many airports, PMs or primes a ranked chart draws (its signed-in export holds every row). */
export const DBE_RANKED_CHART_ROWS = 12;

/** Each chart's title, as its card on /dbe/analytics and its public page say it. */
export const DBE_SHARE_CHART_TITLES: Readonly<Record<DbeShareChart, string>> = {
  goal_attainment: 'DBE goal vs attainment',
  conscious_neutral: 'Conscious vs neutral commitments',
  commitments_payments: 'DBE commitments vs payments over time',
  top_firms: 'Top DBE firms',
  by_airport: 'DBE participation by airport',
  by_pm: 'DBE participation by PM',
  by_prime: 'DBE participation by prime',
};

const yearPoint = z.object({
  label: z.string(),
  goalPct: z.number().nullable(),
  commitmentPct: z.number().nullable(),
  paymentPct: z.number().nullable(),
});
const splitPoint = z.object({ label: z.string(), conscious: z.number(), neutral: z.number() });
const trendPoint = z.object({
  quarter: z.string(),
  cumulativeCommitted: z.number(),
  cumulativePaid: z.number(),
});
const rankedPoint = z.object({ label: z.string(), dbeCommitted: z.number(), dbePaid: z.number() });

/** One shared chart's series, by chart. */
export const dbeChartSeriesSchema = z.discriminatedUnion('chart', [
  z.object({ chart: z.literal('goal_attainment'), points: z.array(yearPoint) }),
  z.object({ chart: z.literal('conscious_neutral'), points: z.array(splitPoint) }),
  z.object({ chart: z.literal('commitments_payments'), points: z.array(trendPoint) }),
  z.object({
    chart: z.enum(['top_firms', 'by_airport', 'by_pm', 'by_prime']),
    points: z.array(rankedPoint),
  }),
]);
export type DbeChartSeries = z.infer<typeof dbeChartSeriesSchema>;

/** The public answer of a DBE chart share: the chart's title, when it was computed and its series. */
export const dbeChartShareDataSchema = z.object({
  title: z.string(),
  asOf: z.string().meta({ format: 'date-time' }),
  series: dbeChartSeriesSchema,
});
export type DbeChartShareData = z.infer<typeof dbeChartShareDataSchema>;

const ranked = (rows: readonly { label: string; dbeCommitted: number; dbePaid: number }[], count: number) =>
  rows
    .slice(0, count)
    .map((row) => ({ label: row.label, dbeCommitted: row.dbeCommitted, dbePaid: row.dbePaid }));

/** Exactly what the chart draws on /dbe/analytics, cut from the whole analytics answer. */
export function dbeChartSeries(analytics: DbeAnalyticsAnswer, chart: DbeShareChart): DbeChartSeries {
  const years = analytics.byFiscalYear.map((row) => ({ ...row, label: `FY${row.fiscalYear}` }));
  switch (chart) {
    case 'goal_attainment':
      return {
        chart,
        points: years.map(({ label, goalPct, commitmentPct, paymentPct }) => ({
          label,
          goalPct,
          commitmentPct,
          paymentPct,
        })),
      };
    case 'conscious_neutral':
      return {
        chart,
        points: years.map((row) => ({
          label: row.label,
          conscious: row.consciousCommitted,
          neutral: row.neutralCommitted,
        })),
      };
    case 'commitments_payments':
      return {
        chart,
        points: analytics.overTime.map((row) => ({
          quarter: row.quarter,
          cumulativeCommitted: row.cumulativeCommitted,
          cumulativePaid: row.cumulativePaid,
        })),
      };
    case 'top_firms':
      return {
        chart,
        points: ranked(
          analytics.byFirm.map((row) => ({ ...row, label: row.firmName })),
          TOP_DBE_FIRM_COUNT,
        ),
      };
    case 'by_airport':
      return { chart, points: ranked(analytics.byAirport, DBE_RANKED_CHART_ROWS) };
    case 'by_pm':
      return { chart, points: ranked(analytics.byPm, DBE_RANKED_CHART_ROWS) };
    case 'by_prime':
      return { chart, points: ranked(analytics.byPrime, DBE_RANKED_CHART_ROWS) };
  }
}

/** The share's public data: title, asOf and the one series. */
export function dbeChartShareData(analytics: DbeAnalyticsAnswer, chart: DbeShareChart): DbeChartShareData {
  return {
    title: DBE_SHARE_CHART_TITLES[chart],
    asOf: analytics.asOf,
    series: dbeChartSeries(analytics, chart),
  };
}
