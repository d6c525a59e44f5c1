import { buildFundingAxisTicks, formatCurrency, formatShortAmount, type GrantChartBar } from '@bil/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, maxOf } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';

function FundingTooltip({ grant }: { grant: GrantChartBar | null }) {
  if (!grant) return null;
  return (
    <ChartTooltipBox
      heading={grant.displayName}
      lines={[
        { label: 'BIL', value: formatCurrency(grant.bilAmount), color: CHART_COLORS.bil },
        { label: 'State', value: formatCurrency(grant.stateAmount), color: CHART_COLORS.state },
        { label: 'Local', value: formatCurrency(grant.localAmount), color: CHART_COLORS.local },
        { label: 'Total', value: formatCurrency(grant.totalAmount) },
        { label: 'Projects', value: grant.projectCount },
      ]}
    />
  );
}

/** SPEC §2 Funding Distribution by Grant: BIL, state and local money stacked per grant. */
export function FundingDistributionChart({
  grants,
  height,
}: {
  grants: readonly GrantChartBar[];
  height: number;
}) {
  const ticks = buildFundingAxisTicks(
    maxOf(grants.map((grant) => grant.bilAmount + grant.stateAmount + grant.localAmount)),
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...grants]} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={8} />
        <YAxis
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 'auto']}
          tickFormatter={(value: number) => formatShortAmount(value)}
          tick={AXIS_TICK}
          width={64}
        />
        <Tooltip
          cursor={{ fill: '#f1f3f5' }}
          content={({ payload }) => (
            <FundingTooltip grant={readTooltipDatum(payload) as GrantChartBar | null} />
          )}
        />
        <Legend position="top" itemSorter={null} />
        <Bar
          dataKey="bilAmount"
          name="BIL"
          stackId="funding"
          fill={CHART_COLORS.bil}
          isAnimationActive={false}
        />
        <Bar
          dataKey="stateAmount"
          name="State"
          stackId="funding"
          fill={CHART_COLORS.state}
          isAnimationActive={false}
        />
        <Bar
          dataKey="localAmount"
          name="Local"
          stackId="funding"
          fill={CHART_COLORS.local}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
