import {
  formatGrantLabel,
  UNKNOWN_GRANT_NAME,
  type PendingApplication,
  type PendingApplicationsSummary,
} from '@bil/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartCard } from '../chart-card';
import { ChartShareSlot } from '../chart-share-slot';
import { CHART_CATALOG, toFileSlug } from '../chart-catalog';
import { PendingApplicationsChart, toPendingApplicationRecords } from '../pending-applications-chart';

const { title, description } = CHART_CATALOG.pending_grant_applications;

type Props = {
  applications: readonly PendingApplication[];
  summary: PendingApplicationsSummary;
  asOf?: string;
  headerActions?: ReactNode;
};

function SummaryTile({
  label,
  value,
  hint,
  color,
}: {
  label: string;
  value: string;
  hint?: string;
  color?: string;
}) {
  return (
    <Paper withBorder radius="sm" p="xs" bg="gray.0">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

const days = (value: number | null) => (value === null ? '—' : `${value} days`);

/** The four summary tiles of the pending chart: total, average age, over 90 days, oldest. */
export function PendingSummaryTiles({ summary }: { summary: PendingApplicationsSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="pending-summary">
      <SummaryTile label="Total Pending" value={String(summary.totalPending)} hint="grants awaiting award" />
      <SummaryTile label="Average Age" value={days(summary.averageAgeDays)} />
      <SummaryTile
        label="Exceeding 90 Days"
        value={String(summary.exceeding90Days)}
        {...(summary.exceeding90Days > 0 ? { color: 'red.8' } : {})}
      />
      <SummaryTile
        label="Oldest"
        value={days(summary.oldestAgeDays)}
        {...(summary.oldestGrantName
          ? {
              hint: formatGrantLabel(
                summary.oldestGrantName === UNKNOWN_GRANT_NAME ? null : summary.oldestGrantName,
              ),
            }
          : {})}
      />
    </SimpleGrid>
  );
}

export function PendingApplicationsCard({ applications, summary, asOf, headerActions }: Props) {
  return (
    <ChartCard
      title={title}
      description={
        // The server sends the oldest 100 (MAX_PENDING_APPLICATIONS_SHOWN); the tiles count them all.
        summary.totalPending > applications.length
          ? `${description} Showing the ${applications.length} oldest of ${summary.totalPending} pending grants.`
          : description
      }
      exportData={toPendingApplicationRecords(applications)}
      fileName={toFileSlug(title)}
      {...(asOf ? { asOf } : {})}
      headerActions={headerActions ?? <ChartShareSlot chartType="pending_grant_applications" />}
      summary={<PendingSummaryTiles summary={summary} />}
    >
      {({ height }) => <PendingApplicationsChart applications={applications} height={height} />}
    </ChartCard>
  );
}
