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
      <BarChart data={[...grants]} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
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
        {/* The two target labels sit at opposite ends and on opposite sides of their lines, so they
            never overlap however close the lines are drawn (a long day axis puts them a few pixels apart). */}
        <ReferenceLine
          y={AWARD_TARGET_DAYS}
          stroke={CHART_COLORS.awardTarget}
          strokeDasharray="6 4"
          label={{
            value: 'Award target (90 days)',
            position: 'insideTopLeft',
            fontSize: 11,
            fill: CHART_COLORS.awardTarget,
          }}
        />
        <ReferenceLine
          y={SUB_AWARD_TARGET_DAYS}
          stroke={CHART_COLORS.subAwardTarget}
          strokeDasharray="6 4"
          label={{
            value: 'Sub-award target (60 days)',
            position: 'insideBottomRight',
            fontSize: 11,
            fill: CHART_COLORS.subAwardTarget,
          }}
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
