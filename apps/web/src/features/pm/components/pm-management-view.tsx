import { formatCurrency, type PmManagementResponse } from '@bil/domain';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconBuildingAirport,
  IconBuildingBank,
  IconFolders,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { KpiCard } from '@/components/kpi-card';
import { PmWorkloadTable } from './pm-workload-table';
import { ReassignAirportDialog } from './reassign-airport-dialog';

type Props = {
  data: PmManagementResponse;
  /** No reassigning (viewers, PMs and public share pages). */
  readOnly?: boolean;
  /** Which PMs link to their dashboard; default: all when not read-only (public pages have no such page). */
  linkPages?: boolean | ((pm: string) => boolean);
};

/** PM Management's body from the API response alone (also rendered read-only on public share pages). */
export function PmManagementView({ data, readOnly = false, linkPages = !readOnly }: Props) {
  const [isReassigning, setReassigning] = useState(false);
  const { totals } = data;
  const linkPage = typeof linkPages === 'function' ? linkPages : () => linkPages;
  return (
    <Stack gap="lg" data-testid="pm-management-view">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <KpiCard
          testId="pm-total-pms"
          label="Project managers"
          value={data.pms.length.toLocaleString('en-US')}
          icon={IconUsers}
          color="blue"
        />
        <KpiCard
          testId="pm-total-airports"
          label="Airports"
          value={totals.airportCount.toLocaleString('en-US')}
          icon={IconBuildingAirport}
          color="blue"
          hint={`${data.unassigned.airports.length} without a PM`}
        />
        <KpiCard
          testId="pm-total-projects"
          label="Projects"
          value={totals.projectCount.toLocaleString('en-US')}
          icon={IconFolders}
          color="blue"
          hint={`${totals.openProjectCount.toLocaleString('en-US')} open`}
        />
        <KpiCard
          testId="pm-total-bil"
          label="BIL Funding"
          value={formatCurrency(totals.bilAmount)}
          icon={IconBuildingBank}
          color="navy"
          hint={`${formatCurrency(totals.totalAmount)} in total`}
        />
        <KpiCard
          testId="pm-total-overdue"
          label="Overdue items"
          value={(totals.overdueAwardCount + totals.overdueSubAwardCount).toLocaleString('en-US')}
          icon={IconAlertTriangle}
          color="red"
          valueColor={totals.overdueAwardCount + totals.overdueSubAwardCount > 0 ? 'red.8' : undefined}
          hint={`${totals.overdueAwardCount} past 90 days to award, ${totals.overdueSubAwardCount} past 60 days to sub-award`}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pm-workload-title">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Title order={2} fz="lg" id="pm-workload-title">
                Workload by project manager
              </Title>
              <Text size="sm" c="dimmed">
                Projects count by their assigned PM; open means the status is not executed.
              </Text>
            </Stack>
            {readOnly ? null : (
              <Button
                leftSection={<IconArrowsExchange size={16} aria-hidden />}
                onClick={() => {
                  setReassigning(true);
                }}
              >
                Reassign airport
              </Button>
            )}
          </Group>
          <PmWorkloadTable data={data} linkPage={linkPage} />
        </Stack>
      </Paper>
      {readOnly ? null : (
        <ReassignAirportDialog
          data={data}
          opened={isReassigning}
          onClose={() => {
            setReassigning(false);
          }}
        />
      )}
    </Stack>
  );
}
