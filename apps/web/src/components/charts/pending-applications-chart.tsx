import {
  AWARD_TARGET_DAYS,
  formatCurrency,
  formatDate,
  PENDING_AXIS_TICKS,
  type PendingApplication,
} from '@bil/domain';
import { Center, Text } from '@mantine/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, CHART_COLORS, extendTicks, maxOf } from './chart-theme';
import { ChartTooltipBox, readTooltipDatum } from './chart-tooltip';
import { colorBarsByField } from './colored-shapes';
import type { ChartRecord } from './export/chart-records';

export const NO_PENDING_GRANTS_TEXT = 'No pending grants data available';
const BAR_ROW_HEIGHT = 28;
const AGE_COLORED_BAR = colorBarsByField('color', [0, 4, 4, 0]);

/** Export records of the pending applications: one per grant, oldest first. */
export function toPendingApplicationRecords(applications: readonly PendingApplication[]): ChartRecord[] {
  return applications.map((application) => ({
    Grant: application.grantName,
    'BIL Application Number': application.bil_application_number,
    'Application Date': application.applicationDate,
    'Days Pending': application.ageDays,
    'Days Over Target': application.daysOverTarget,
    Projects: application.projectCount,
    'BIL Amount': application.bilAmount,
    'Total Amount': application.totalAmount,
  }));
}

function PendingTooltip({ application }: { application: PendingApplication | null }) {
  if (!application) return null;
  return (
    <ChartTooltipBox
      heading={application.displayName}
      lines={[
        { label: 'Applied', value: formatDate(application.applicationDate) },
        { label: 'Pending', value: `${application.ageDays} days`, color: application.color },
        { label: 'Over the 90-day target', value: `${application.daysOverTarget} days` },
        { label: 'Projects', value: application.projectCount },
        { label: 'BIL amount', value: formatCurrency(application.bilAmount) },
      ]}
    />
  );
}

/**
 * SPEC §2 Pending Grant Applications: one horizontal bar per grant awaiting award, as long as its
 * application is old, coloured by age band (SPEC §9), on a 0-150 day axis with the 90-day target marked.
 */
export function PendingApplicationsChart({
  applications,
  height,
}: {
  applications: readonly PendingApplication[];
  height: number;
}) {
  if (applications.length === 0) {
    return (
      <Center h={height}>
        <Text c="dimmed" size="sm">
          {NO_PENDING_GRANTS_TEXT}
        </Text>
      </Center>
    );
  }
  const ticks = extendTicks(
    PENDING_AXIS_TICKS,
    maxOf(applications.map((application) => application.ageDays)),
  );
  const chartHeight = Math.max(height, applications.length * BAR_ROW_HEIGHT + 62);
  return (
    <ResponsiveContainer width="100%" height={chartHeight}>
      <BarChart
        data={[...applications]}
        layout="vertical"
        margin={{ top: 22, right: 24, bottom: 4, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={CHART_COLORS.grid} horizontal={false} />
        <XAxis
          type="number"
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 150]}
          tick={AXIS_TICK}
          tickFormatter={(value: number) => `${value}d`}
        />
        <YAxis type="category" dataKey="displayName" tick={AXIS_TICK} width={96} interval={0} />
        <Tooltip
          cursor={{ fill: '#f1f3f5' }}
          content={({ payload }) => (
            <PendingTooltip application={readTooltipDatum(payload) as PendingApplication | null} />
          )}
        />
        <ReferenceLine
          x={AWARD_TARGET_DAYS}
          stroke={CHART_COLORS.awardTarget}
          strokeDasharray="4 4"
          label={{ value: '90-day target', position: 'top', fontSize: 11, fill: CHART_COLORS.awardTarget }}
        />
        <Bar
          dataKey="ageDays"
          name="Days pending"
          isAnimationActive={false}
          barSize={18}
          shape={AGE_COLORED_BAR}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
