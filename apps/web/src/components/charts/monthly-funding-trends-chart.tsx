import {
  buildFundingAxisTicks,
  formatCurrency,
  formatGrantNumberList,
  formatMonthLabel,
  formatShortAmount,
  type MonthlyTrend,
} from '@bil/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  useChartWidth,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLORS, maxOf } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';
import { labelInterval } from './label-interval';
import type { ChartRecord } from './export/chart-records';

type TrendPoint = MonthlyTrend & { label: string };

const MARGIN = { top: 10, right: 16, bottom: 4, left: 8 };
const Y_AXIS_WIDTH = 64;

function nextMonth(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next = monthNumber === 12 ? { year: year + 1, month: 1 } : { year, month: monthNumber + 1 };
  return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}`;
}

/**
 * The months from the first to the last with applications, the months without any added as zero, so
 * the time axis is even and quiet months show as quiet. Guarded against malformed months.
 */
export function fillMonthGaps(trends: readonly MonthlyTrend[]): MonthlyTrend[] {
  const valid = trends.filter((trend) => /^\d{4}-(0[1-9]|1[0-2])$/.test(trend.month));
  const first = valid[0];
  const last = valid.at(-1);
  if (!first || !last || valid.length !== trends.length) return [...trends];
  const byMonth = new Map(valid.map((trend) => [trend.month, trend]));
  const filled: MonthlyTrend[] = [];
  for (let month = first.month; month <= last.month && filled.length < 1200; month = nextMonth(month)) {
    filled.push(
      byMonth.get(month) ?? {
        month,
        totalFunding: 0,
        projectCount: 0,
        avgProcessingDays: null,
        grantNumbers: [],
        grantCount: 0,
        bil_application_numbers: [],
        bilApplicationCount: 0,
      },
    );
  }
  return filled;
}

/**
 * Export records of the monthly funding trends: one per month. The server sends the first 5 numbers of
 * a month and how many there are, so a long list reads like the tooltip ('1, 2, 3, 4, 5 +7 more').
 */
export function toMonthlyTrendRecords(trends: readonly MonthlyTrend[]): ChartRecord[] {
  return trends.map((trend) => ({
    Month: trend.month,
    'Total Funding': trend.totalFunding,
    Projects: trend.projectCount,
    'Avg Processing Days': trend.avgProcessingDays ?? '',
    'Grant Numbers': formatGrantNumberList(trend.grantNumbers, undefined, trend.grantCount),
    'BIL Application Numbers': formatGrantNumberList(
      trend.bil_application_numbers,
      undefined,
      trend.bilApplicationCount,
    ),
  }));
}

function TrendTooltip({ point }: { point: TrendPoint | null }) {
  if (!point) return null;
  return (
    <ChartTooltipBox
      heading={point.label}
      lines={[
        { label: 'Total funding', value: formatCurrency(point.totalFunding) },
        { label: 'Projects', value: point.projectCount },
        {
          label: 'Avg processing',
          value: point.avgProcessingDays === null ? 'N/A' : `${point.avgProcessingDays} days`,
        },
        {
          label: 'Grants',
          value: formatGrantNumberList(point.grantNumbers, undefined, point.grantCount) || 'None',
        },
      ]}
    />
  );
}

/** The month axis, every how many months a label goes worked out from the chart's width (label-interval.ts). */
function MonthAxis({ points }: { points: readonly TrendPoint[] }) {
  const axisWidth = (useChartWidth() ?? 0) - MARGIN.left - MARGIN.right - Y_AXIS_WIDTH;
  const labelChars = Math.max(0, ...points.map((point) => point.label.length));
  return (
    <XAxis dataKey="label" tick={AXIS_TICK} interval={labelInterval(points.length, axisWidth, labelChars)} />
  );
}

/**
 * SPEC §2 Monthly Funding Trends: total funding of the projects applied for in each month, as bars (a
 * smoothed area across empty months read as spikes; a bar is one month's money and nothing between).
 */
export function MonthlyFundingTrendsChart({
  trends,
  height,
}: {
  trends: readonly MonthlyTrend[];
  height: number;
}) {
  const data: TrendPoint[] = fillMonthGaps(trends).map((trend) => ({
    ...trend,
    label: formatMonthLabel(trend.month),
  }));
  const ticks = buildFundingAxisTicks(maxOf(trends.map((trend) => trend.totalFunding)));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} />
        <MonthAxis points={data} />
        <YAxis
          ticks={ticks}
          interval={0}
          domain={[0, ticks.at(-1) ?? 'auto']}
          tickFormatter={(value: number) => formatShortAmount(value)}
          tick={AXIS_TICK}
          width={Y_AXIS_WIDTH}
        />
        <Tooltip
          cursor={{ fill: CHART_COLORS.grid, fillOpacity: 0.4 }}
          content={({ payload }) => <TrendTooltip point={readTooltipDatum(payload) as TrendPoint | null} />}
        />
        <Bar
          dataKey="totalFunding"
          name="Total Funding"
          fill={CHART_COLORS.bil}
          radius={[2, 2, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
