import type { DbeChartShareData } from '@bil/domain';
import { ChartCard, toFileSlug, type ChartRecord } from '@/components/charts';
import {
  CommitmentsPaymentsTrendChart,
  ConsciousNeutralChart,
  DbeRankedChart,
  GoalAttainmentChart,
} from './dbe-charts';

const CONSCIOUS = 'Race-/DBE-conscious';
const NEUTRAL = 'Race-/DBE-neutral';
const LABEL_WIDTHS = { top_firms: 170, by_airport: 56, by_pm: 130, by_prime: 170 } as const;

/** The drawing of one shared series, at a given height (the same chart as on /dbe/analytics). */
function SeriesChart({ series, height }: { series: DbeChartShareData['series']; height: number }) {
  switch (series.chart) {
    case 'goal_attainment':
      return <GoalAttainmentChart data={series.points} height={height} />;
    case 'conscious_neutral':
      return (
        <ConsciousNeutralChart
          data={series.points}
          height={height}
          consciousLabel={CONSCIOUS}
          neutralLabel={NEUTRAL}
        />
      );
    case 'commitments_payments':
      return <CommitmentsPaymentsTrendChart data={series.points} height={height} />;
    default:
      return <DbeRankedChart data={series.points} height={height} labelWidth={LABEL_WIDTHS[series.chart]} />;
  }
}

/** The export rows of a shared chart: exactly the points it draws. */
function recordsOf(series: DbeChartShareData['series']): ChartRecord[] {
  return series.points.map((point) => ({ ...point }));
}

/** A shared DBE chart, read-only: its card (expand and export, no share) with the chart's own series. */
export function DbeSharedChart({ data }: { data: DbeChartShareData }) {
  // Ranked charts grow a row per airport, PM, prime or firm, as on /dbe/analytics.
  const ranked = data.series.chart in LABEL_WIDTHS;
  const height = ranked ? Math.max(360, data.series.points.length * 34 + 72) : 360;
  return (
    <ChartCard
      title={data.title}
      asOf={data.asOf}
      fileName={toFileSlug(data.title)}
      exportData={recordsOf(data.series)}
      height={height}
    >
      {({ height }) => <SeriesChart series={data.series} height={height} />}
    </ChartCard>
  );
}
