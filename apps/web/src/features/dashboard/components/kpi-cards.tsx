import {
  clampProgress,
  EXCEEDING_90_DAYS_LABEL,
  formatCurrency,
  formatPercentShare,
  percentShare,
  type DashboardKpis,
  type ProcessingKpi,
} from '@bil/domain';
import { Progress, SimpleGrid } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconCash,
  IconCircleCheck,
  IconClockHour4,
  IconFileCertificate,
  IconFolders,
  IconHourglass,
  IconHourglassHigh,
  IconReportMoney,
  type Icon,
} from '@tabler/icons-react';
import { KpiCard } from '@/components/kpi-card';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function describeAgainstTarget(kpi: ProcessingKpi): string {
  if (kpi.days === null) return `Target ${kpi.targetDays} days · no completed steps yet`;
  if (kpi.isOverTarget) return `Target ${kpi.targetDays} days · ${plural(kpi.daysOverTarget, 'day')} over`;
  return `Target ${kpi.targetDays} days · on target`;
}

function ProcessingCard({
  testId,
  label,
  kpi,
  icon,
}: {
  testId: string;
  label: string;
  kpi: ProcessingKpi;
  icon: Icon;
}) {
  return (
    <KpiCard
      testId={testId}
      label={label}
      value={kpi.days === null ? 'N/A' : plural(kpi.days, 'day')}
      icon={icon}
      color={kpi.isOverTarget ? 'red' : 'teal'}
      {...(kpi.isOverTarget ? { valueColor: 'red.8' } : {})}
      hint={describeAgainstTarget(kpi)}
    />
  );
}

/** The dashboard's summary cards (SPEC §2), all computed by the server for the person's grants. */
export function KpiCards({ kpis }: { kpis: DashboardKpis }) {
  const bilShare = formatPercentShare(percentShare(kpis.totalBilAmount, kpis.grandTotalAmount));
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm" data-testid="kpi-cards">
      <KpiCard
        testId="kpi-total-bil"
        label="Total BIL Funding"
        value={formatCurrency(kpis.totalBilAmount)}
        icon={IconBuildingBank}
        color="navy"
        hint={`${bilShare} of all funding`}
      />
      <KpiCard
        testId="kpi-grand-total"
        label="Grand Total Funding"
        value={formatCurrency(kpis.grandTotalAmount)}
        icon={IconCash}
        color="navy"
        hint="BIL, state and local"
      />
      <KpiCard
        testId="kpi-projects"
        label="Total Projects"
        value={kpis.totalProjects.toLocaleString('en-US')}
        icon={IconFolders}
        color="blue"
        hint={`${kpis.executedProjects.toLocaleString('en-US')} executed`}
      />
      <KpiCard
        testId="kpi-grants"
        label="Total Grants"
        value={kpis.totalGrants.toLocaleString('en-US')}
        icon={IconFileCertificate}
        color="blue"
        hint={`${plural(kpis.pendingAwardGrants, 'grant')} awaiting award`}
      />
      <KpiCard
        testId="kpi-execution-rate"
        label="Execution Rate"
        value={`${kpis.executionRate}%`}
        icon={IconCircleCheck}
        color="teal"
        hint={`${kpis.executedProjects.toLocaleString('en-US')} of ${plural(kpis.totalProjects, 'project')} executed`}
      >
        <Progress
          value={clampProgress(kpis.executionRate)}
          color="teal"
          size="sm"
          aria-label="Execution rate"
        />
      </KpiCard>
      <ProcessingCard
        testId="kpi-days-to-award"
        label="Avg Days to Award"
        kpi={kpis.averageAward}
        icon={IconClockHour4}
      />
      <ProcessingCard
        testId="kpi-days-to-sub-award"
        label="Avg Days to Sub-Award"
        kpi={kpis.averageSubAward}
        icon={IconReportMoney}
      />
      <KpiCard
        testId="kpi-pending-award"
        label="Pending Award"
        value={kpis.pendingAwardProjects.toLocaleString('en-US')}
        icon={IconHourglass}
        color="yellow"
        hint="projects awaiting the FAA award"
      />
      <KpiCard
        testId="kpi-pending-sub-award"
        label="Pending Sub-Award"
        value={kpis.pendingSubAwardProjects.toLocaleString('en-US')}
        icon={IconHourglassHigh}
        color="orange"
        hint="projects awaiting the sub-award"
      />
      <KpiCard
        testId="kpi-exceeding-90"
        label={EXCEEDING_90_DAYS_LABEL}
        value={kpis.exceeding90Days.toLocaleString('en-US')}
        icon={IconAlertTriangle}
        color={kpis.exceeding90Days > 0 ? 'red' : 'gray'}
        {...(kpis.exceeding90Days > 0 ? { valueColor: 'red.8' } : {})}
        hint="grants pending award for more than 90 days"
      />
    </SimpleGrid>
  );
}
