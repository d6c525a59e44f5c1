import { AWARD_TARGET_DAYS, DAY_AXIS_TICKS, SUB_AWARD_TARGET_DAYS, type GrantChartBar } from '@bil/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLORS, extendTicks, maxOf } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';

const KEY_ROW_HEIGHT = 15;
const KEY_MARGIN_TOP = 8 + 2 * KEY_ROW_HEIGHT;

type TargetLabelProps = { viewBox?: { x?: number; width?: number } };

/** One target's key, a dashed swatch and its name, in the top margin above the plot. */
function TargetKey({
  viewBox,
  row,
  text,
  color,
}: TargetLabelProps & { row: number; text: string; color: string }) {
  const x = viewBox?.x ?? 0;
  const y = 4 + row * KEY_ROW_HEIGHT + KEY_ROW_HEIGHT / 2;
  return (
    <g data-testid="target-key">
      <line x1={x} x2={x + 22} y1={y} y2={y} stroke={color} strokeDasharray="6 4" strokeWidth={2} />
      <text x={x + 28} y={y + 4} fontSize={11} fill={color}>
        {text}
      </text>
    </g>
  );
}

const describeDays = (days: number | null) => (days === null ? 'N/A' : `${days} days`);

function TimelineTooltip({ grant }: { grant: GrantChartBar | null }) {
  if (!grant) return null;
  return (
    <ChartTooltipBox
      heading={grant.displayName}
      lines={[
        { label: 'Days to award', value: describeDays(grant.daysToAward), color: CHART_COLORS.award },
        {
          label: 'Avg days to sub-award',
          value: describeDays(grant.avgDaysToSubAward),
          color: CHART_COLORS.subAward,
        },
        { label: 'Projects', value: grant.projectCount },
      ]}
    />
  );
}

/**
 * SPEC §2 Processing Timeline by Grant: days from application to award and from award to sub-award,
 * on a 0-180 day axis (steps of 30) with the 90-day award and 60-day sub-award targets drawn.
 */
export function ProcessingTimelineChart({
  grants,
  height,
}: {
  grants: readonly GrantChartBar[];
  height: number;
}) {
  const ticks = extendTicks(
    DAY_AXIS_TICKS,
    maxOf(grants.flatMap((grant) => [grant.daysToAward, grant.avgDaysToSubAward])),
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...grants]} margin={{ top: KEY_MARGIN_TOP, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={8} />
        <YAxis
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 180]}
          tick={AXIS_TICK}
          width={48}
          tickFormatter={(value: number) => `${value}d`}
        />
        <Tooltip
          cursor={{ fill: '#f1f3f5' }}
          content={({ payload }) => (
            <TimelineTooltip grant={readTooltipDatum(payload) as GrantChartBar | null} />
          )}
        />
        <Legend position="top" itemSorter={null} />
        {/* Issue 35: a label beside its line overlapped the bars, so each target is named in a key in
            the chart's top margin (two rows, inside the drawing so an exported image keeps it). */}
        <ReferenceLine
          y={AWARD_TARGET_DAYS}
          stroke={CHART_COLORS.awardTarget}
          strokeDasharray="6 4"
          label={(props: TargetLabelProps) => (
            <TargetKey {...props} row={0} text="Award target (90 days)" color={CHART_COLORS.awardTarget} />
          )}
        />
        <ReferenceLine
          y={SUB_AWARD_TARGET_DAYS}
          stroke={CHART_COLORS.subAwardTarget}
          strokeDasharray="6 4"
          label={(props: TargetLabelProps) => (
            <TargetKey
              {...props}
              row={1}
              text="Sub-award target (60 days)"
              color={CHART_COLORS.subAwardTarget}
            />
          )}
        />
        <Bar dataKey="daysToAward" name="Days to Award" fill={CHART_COLORS.award} isAnimationActive={false} />
        <Bar
          dataKey="avgDaysToSubAward"
          name="Avg Days to Sub-Award"
          fill={CHART_COLORS.subAward}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
