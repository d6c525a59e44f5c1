import { formatCurrency, formatStatusLabel, type StatusFunnel } from '@bil/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';
import type { ChartRecord } from './export/chart-records';

type FunnelPoint = StatusFunnel['stages'][number] & { label: string };

export function toStatusFunnelRecords(funnel: StatusFunnel): ChartRecord[] {
  return [
    ...funnel.stages.map((stage) => ({
      Step: stage.step,
      Status: formatStatusLabel(stage.status),
      'Projects Reached': stage.reachedCount,
      'Projects at Status': stage.projectCount,
      'BIL Amount': stage.bilAmount,
      'Total Amount': stage.totalAmount,
    })),
    ...funnel.otherStatuses.map((other) => ({
      Step: '',
      Status: formatStatusLabel(other.status),
      'Projects Reached': '',
      'Projects at Status': other.projectCount,
      'BIL Amount': other.bilAmount,
      'Total Amount': other.totalAmount,
    })),
  ];
}

function FunnelTooltip({ point }: { point: FunnelPoint | null }) {
  if (!point) return null;
  return (
    <ChartTooltipBox
      heading={`${point.step}. ${point.label}`}
      lines={[
        { label: 'Reached this stage or later', value: point.reachedCount, color: CHART_COLORS.bil },
        { label: 'At this stage now', value: point.projectCount, color: CHART_COLORS.state },
        { label: 'BIL at this stage', value: formatCurrency(point.bilAmount) },
        { label: 'Total at this stage', value: formatCurrency(point.totalAmount) },
      ]}
    />
  );
}

/**
 * The status funnel, from pending (1) to executed (7): how many projects got at least this far, and how
 * many are at each status now.
 */
export function StatusFunnelChart({ funnel, height }: { funnel: StatusFunnel; height: number }) {
  const data: FunnelPoint[] = funnel.stages.map((stage) => ({
    ...stage,
    label: formatStatusLabel(stage.status),
  }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={128} interval={0} />
        <Tooltip
          cursor={{ fill: '#f1f3f5' }}
          content={({ payload }) => <FunnelTooltip point={readTooltipDatum(payload) as FunnelPoint | null} />}
        />
        <Legend position="top" itemSorter={null} />
        <Bar
          dataKey="reachedCount"
          name="Reached this stage or later"
          fill={CHART_COLORS.bil}
          barSize={12}
          isAnimationActive={false}
        />
        <Bar
          dataKey="projectCount"
          name="At this stage now"
          fill={CHART_COLORS.state}
          barSize={12}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
