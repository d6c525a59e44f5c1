import { buildFundingAxisTicks, formatCurrency, formatShortAmount } from '@bil/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, maxOf } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';

/** One bar of a ranked funding chart: an airport, a PM... */
export type RankedFundingRow = {
  key: string;
  /** Short axis label (airport code, PM name). */
  label: string;
  /** Tooltip heading (airport name...). */
  heading: string;
  bilAmount: number;
  totalAmount: number;
  projectCount: number;
};

type RankedPoint = RankedFundingRow & { otherAmount: number };

const ROW_HEIGHT = 30;

function RankedTooltip({ point }: { point: RankedPoint | null }) {
  if (!point) return null;
  return (
    <ChartTooltipBox
      heading={point.heading}
      lines={[
        { label: 'BIL', value: formatCurrency(point.bilAmount), color: CHART_COLORS.bil },
        { label: 'State and local', value: formatCurrency(point.otherAmount) },
        { label: 'Total', value: formatCurrency(point.totalAmount) },
        { label: 'Projects', value: point.projectCount },
      ]}
    />
  );
}

/**
 * Horizontal bars, one per row in the given order: BIL money and the rest of the total (state and
 * local) stacked. The height grows with the number of rows.
 */
export function RankedFundingChart({
  rows,
  height,
  labelWidth = 110,
}: {
  rows: readonly RankedFundingRow[];
  height: number;
  labelWidth?: number;
}) {
  const data: RankedPoint[] = rows.map((row) => ({
    ...row,
    otherAmount: Math.max(0, row.totalAmount - row.bilAmount),
  }));
  const ticks = buildFundingAxisTicks(maxOf(rows.map((row) => Math.max(row.totalAmount, row.bilAmount))));
  return (
    <ResponsiveContainer width="100%" height={Math.max(height, rows.length * ROW_HEIGHT + 72)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis
          type="number"
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 'auto']}
          tickFormatter={(value: number) => formatShortAmount(value)}
          tick={AXIS_TICK}
        />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={labelWidth} interval={0} />
        <Tooltip
          cursor={{ fill: '#f1f3f5' }}
          content={({ payload }) => <RankedTooltip point={readTooltipDatum(payload) as RankedPoint | null} />}
        />
        <Legend position="top" itemSorter={null} />
        <Bar
          dataKey="bilAmount"
          name="BIL"
          stackId="funding"
          fill={CHART_COLORS.bil}
          barSize={18}
          isAnimationActive={false}
        />
        <Bar
          dataKey="otherAmount"
          name="State and local"
          stackId="funding"
          fill={CHART_COLORS.other}
          barSize={18}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
