import { DAY_AXIS_TICKS, formatStatusLabel, type StageDuration } from '@bil/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, extendTicks, maxOf } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';
import type { ChartRecord } from './export/chart-records';

/** Plain names of the lifecycle stages between two dates (DOMAIN.md lifecycle). */
export const STAGE_LABELS: Record<StageDuration['key'], string> = {
  psr_to_application: 'Staff review to application',
  application_to_award: 'Application to award',
  award_to_sent_to_sponsor: 'Award to sent to sponsor',
  sent_to_sponsor_to_sent_to_tdot: 'Sponsor signature',
  sent_to_tdot_to_sub_award: 'Department signature to sub-award',
};

type StagePoint = StageDuration & { label: string };

const describeStatuses = (stage: StageDuration) => stage.statuses.map(formatStatusLabel).join(', ');

export function toStageDurationRecords(stages: readonly StageDuration[]): ChartRecord[] {
  return stages.map((stage) => ({
    Stage: STAGE_LABELS[stage.key],
    From: stage.fromField,
    To: stage.toField,
    Statuses: describeStatuses(stage),
    Projects: stage.projectCount,
    'Average Days': stage.averageDays ?? '',
    'Median Days': stage.medianDays ?? '',
  }));
}

function StageTooltip({ point }: { point: StagePoint | null }) {
  if (!point) return null;
  const days = (value: number | null) => (value === null ? 'N/A' : `${value} days`);
  return (
    <ChartTooltipBox
      heading={point.label}
      lines={[
        { label: 'Status while in it', value: describeStatuses(point) },
        { label: 'Average', value: days(point.averageDays), color: CHART_COLORS.bil },
        { label: 'Median', value: days(point.medianDays) },
        { label: 'Projects measured', value: point.projectCount },
      ]}
    />
  );
}

/** The time projects spend in each lifecycle stage: average and median days, measured from the dates. */
export function StageDurationsChart({
  stages,
  height,
}: {
  stages: readonly StageDuration[];
  height: number;
}) {
  const data: StagePoint[] = stages.map((stage) => ({ ...stage, label: STAGE_LABELS[stage.key] }));
  const ticks = extendTicks(
    DAY_AXIS_TICKS,
    maxOf(stages.flatMap((stage) => [stage.averageDays, stage.medianDays])),
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis
          type="number"
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 180]}
          tick={AXIS_TICK}
          tickFormatter={(value: number) => `${value}d`}
        />
        <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={150} interval={0} />
        <Tooltip
          cursor={{ fill: '#f1f3f5' }}
          content={({ payload }) => <StageTooltip point={readTooltipDatum(payload) as StagePoint | null} />}
        />
        <Legend position="top" itemSorter={null} />
        <Bar
          dataKey="averageDays"
          name="Average days"
          fill={CHART_COLORS.bil}
          barSize={12}
          isAnimationActive={false}
        />
        <Bar
          dataKey="medianDays"
          name="Median days"
          fill={CHART_COLORS.median}
          barSize={12}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
