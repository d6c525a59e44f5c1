import { buildFundingAxisTicks, formatCurrency, formatShortAmount, type FiscalYearTotals } from '@bil/domain';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLORS, formatFiscalYear, maxOf } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';
import type { ChartRecord } from './export/chart-records';

type YearPoint = FiscalYearTotals & { label: string };

export function toFiscalYearRecords(rows: readonly FiscalYearTotals[]): ChartRecord[] {
  return rows.map((row) => ({
    'Fiscal Year': row.fiscalYear ?? '',
    Projects: row.projectCount,
    'BIL Amount': row.bilAmount,
    'State Amount': row.stateAmount,
    'Local Amount': row.localAmount,
    'Total Amount': row.totalAmount,
  }));
}

function YearTooltip({ point }: { point: YearPoint | null }) {
  if (!point) return null;
  return (
    <ChartTooltipBox
      heading={point.label}
      lines={[
        { label: 'BIL', value: formatCurrency(point.bilAmount), color: CHART_COLORS.bil },
        { label: 'State', value: formatCurrency(point.stateAmount), color: CHART_COLORS.state },
        { label: 'Local', value: formatCurrency(point.localAmount), color: CHART_COLORS.local },
        { label: 'Total', value: formatCurrency(point.totalAmount) },
        { label: 'Projects', value: point.projectCount, color: CHART_COLORS.projects },
      ]}
    />
  );
}

/** Funding (BIL, state, local stacked) and project counts (line, right axis) per federal fiscal year. */
export function FiscalYearChart({ rows, height }: { rows: readonly FiscalYearTotals[]; height: number }) {
  const data: YearPoint[] = rows.map((row) => ({ ...row, label: formatFiscalYear(row.fiscalYear) }));
  const ticks = buildFundingAxisTicks(
    maxOf(rows.map((row) => row.bilAmount + row.stateAmount + row.localAmount)),
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} />
        <YAxis
          yAxisId="amount"
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 'auto']}
          tickFormatter={(value: number) => formatShortAmount(value)}
          tick={AXIS_TICK}
          width={64}
        />
        <YAxis yAxisId="count" orientation="right" allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip
          cursor={{ fill: '#f1f3f5' }}
          content={({ payload }) => <YearTooltip point={readTooltipDatum(payload) as YearPoint | null} />}
        />
        <Legend position="top" itemSorter={null} />
        <Bar
          yAxisId="amount"
          dataKey="bilAmount"
          name="BIL"
          stackId="funding"
          fill={CHART_COLORS.bil}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="amount"
          dataKey="stateAmount"
          name="State"
          stackId="funding"
          fill={CHART_COLORS.state}
          isAnimationActive={false}
        />
        <Bar
          yAxisId="amount"
          dataKey="localAmount"
          name="Local"
          stackId="funding"
          fill={CHART_COLORS.local}
          isAnimationActive={false}
        />
        <Line
          yAxisId="count"
          dataKey="projectCount"
          name="Projects"
          stroke={CHART_COLORS.projects}
          strokeWidth={2}
          dot={{ r: 3, fill: CHART_COLORS.projects }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
