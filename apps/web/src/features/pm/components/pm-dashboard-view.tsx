import { formatCurrency, type PmDashboardResponse, type PublicPmDashboard } from '@bil/domain';
import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingAirport,
  IconBuildingBank,
  IconCash,
  IconClockExclamation,
  IconFolders,
} from '@tabler/icons-react';
import { PmAirportsTable } from './pm-airports-table';
import { PmDashboardCharts } from './pm-dashboard-charts';
import { PmOverdueTable } from './pm-overdue-table';
import { KpiCard } from '@/components/kpi-card';
import { PmStatusTable } from './pm-status-table';
import { PmTargetCards } from './pm-target-cards';

type Props = {
  /** Signed in, or a public PM page share (no project ids). */
  data: PmDashboardResponse | PublicPmDashboard;
  /** Shared public pages: no links into the signed-in app. */
  readOnly?: boolean;
};

/**
 * A PM's dashboard body, from the API response alone (the signed-in page and the public PM share page
 * both render it): summary, overdue items first, KPIs against the targets, airports, projects by
 * status, and the dashboard charts limited to the PM's projects.
 */
export function PmDashboardView({ data, readOnly = false }: Props) {
  const { summary } = data;
  return (
    <Stack gap="lg" data-testid="pm-dashboard-view">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
        <KpiCard
          testId="pm-stat-airports"
          label="Airports"
          value={summary.airportCount.toLocaleString('en-US')}
          icon={IconBuildingAirport}
          color="blue"
          hint="assigned to this PM"
        />
        <KpiCard
          testId="pm-stat-projects"
          label="Projects"
          value={summary.projectCount.toLocaleString('en-US')}
          icon={IconFolders}
          color="blue"
          hint={`${summary.openProjectCount.toLocaleString('en-US')} open (not executed)`}
        />
        <KpiCard
          testId="pm-stat-bil"
          label="BIL Funding"
          value={formatCurrency(summary.bilAmount)}
          icon={IconBuildingBank}
          color="navy"
        />
        <KpiCard
          testId="pm-stat-total"
          label="Total Funding"
          value={formatCurrency(summary.totalAmount)}
          icon={IconCash}
          color="navy"
          hint="BIL, state and local"
        />
        <KpiCard
          testId="pm-stat-overdue-award"
          label="Past 90 days to award"
          value={summary.overdueAwardCount.toLocaleString('en-US')}
          icon={IconAlertTriangle}
          color={summary.overdueAwardCount > 0 ? 'red' : 'gray'}
          valueColor={summary.overdueAwardCount > 0 ? 'red.8' : undefined}
          hint="applications without an award"
        />
        <KpiCard
          testId="pm-stat-overdue-sub-award"
          label="Past 60 days to sub-award"
          value={summary.overdueSubAwardCount.toLocaleString('en-US')}
          icon={IconClockExclamation}
          color={summary.overdueSubAwardCount > 0 ? 'red' : 'gray'}
          valueColor={summary.overdueSubAwardCount > 0 ? 'red.8' : undefined}
          hint="awards without a sub-award"
        />
      </SimpleGrid>
      <PmOverdueTable overdue={data.overdue} readOnly={readOnly} />
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Against the targets
        </Title>
        <PmTargetCards targets={data.targets} />
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <PmAirportsTable airports={data.airports} readOnly={readOnly} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <PmStatusTable rows={data.projectsByStatus} />
        </Grid.Col>
      </Grid>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Charts of this PM&apos;s projects
        </Title>
        <PmDashboardCharts dashboard={data.dashboard} />
      </Stack>
    </Stack>
  );
}
