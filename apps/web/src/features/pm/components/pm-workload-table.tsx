import { clampProgress, formatCurrency, percentShare, type PmManagementResponse } from '@bil/domain';
import { Anchor, Badge, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pmPagePath } from '../pm-paths';

type Props = { data: PmManagementResponse; linkPage: (pm: string) => boolean };

function OverdueCell({ count, testId }: { count: number; testId: string }) {
  return (
    <Text size="sm" fw={count > 0 ? 700 : 400} c={count > 0 ? 'red' : 'dimmed'} data-testid={testId}>
      {count}
    </Text>
  );
}

/** Every PM in one row each, so workloads compare side by side; the bar is the PM's share of BIL money. */
export function PmWorkloadTable({ data, linkPage }: Props) {
  const { unassigned, totals } = data;
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
      <Table striped verticalSpacing="sm" miw={980} data-testid="pm-workload-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project manager</Table.Th>
            <Table.Th>Airports</Table.Th>
            <Table.Th ta="right">Projects</Table.Th>
            <Table.Th ta="right">Open</Table.Th>
            <Table.Th ta="right">BIL funding</Table.Th>
            <Table.Th ta="right">Total funding</Table.Th>
            <Table.Th ta="right">Past 90 days to award</Table.Th>
            <Table.Th ta="right">Past 60 days to sub-award</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.pms.map((row) => (
            <Table.Tr key={row.pm} data-testid="pm-workload-row" data-pm={row.pm}>
              <Table.Td>
                {linkPage(row.pm) ? (
                  <Anchor component={Link} to={pmPagePath(row.pm)} fw={600} size="sm">
                    {row.pm}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm">
                    {row.pm}
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={320}>
                <Stack gap={4}>
                  <Text size="sm">{row.airportCount}</Text>
                  <Group gap={4}>
                    {row.airports.map((airport) => (
                      <Badge
                        key={airport.airportCode}
                        variant="light"
                        color="blue"
                        size="sm"
                        title={`${airport.airportName ?? ''}, ${airport.city ?? ''}`}
                      >
                        {airport.airportCode}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{row.projectCount.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{row.openProjectCount.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right" miw={150}>
                <Stack gap={4}>
                  <Text size="sm">{formatCurrency(row.bilAmount)}</Text>
                  <Progress
                    value={clampProgress(percentShare(row.bilAmount, totals.bilAmount))}
                    size="xs"
                    color="navy"
                    aria-label={`${row.pm}: share of BIL funding`}
                  />
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{formatCurrency(row.totalAmount)}</Table.Td>
              <Table.Td ta="right">
                <OverdueCell count={row.overdueAwardCount} testId="pm-overdue-award" />
              </Table.Td>
              <Table.Td ta="right">
                <OverdueCell count={row.overdueSubAwardCount} testId="pm-overdue-sub-award" />
              </Table.Td>
            </Table.Tr>
          ))}
          {unassigned.airports.length > 0 || unassigned.projectCount > 0 ? (
            <Table.Tr data-testid="pm-workload-unassigned">
              <Table.Td>
                <Text fs="italic" size="sm">
                  No PM assigned
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {unassigned.airports.map((airport) => (
                    <Badge key={airport.airportCode} variant="outline" color="gray" size="sm">
                      {airport.airportCode}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{unassigned.projectCount.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{unassigned.openProjectCount.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{formatCurrency(unassigned.bilAmount)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(unassigned.totalAmount)}</Table.Td>
              <Table.Td ta="right">{unassigned.overdueAwardCount}</Table.Td>
              <Table.Td ta="right">{unassigned.overdueSubAwardCount}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>All</Table.Td>
            <Table.Td>{totals.airportCount}</Table.Td>
            <Table.Td ta="right">{totals.projectCount.toLocaleString('en-US')}</Table.Td>
            <Table.Td ta="right">{totals.openProjectCount.toLocaleString('en-US')}</Table.Td>
            <Table.Td ta="right">{formatCurrency(totals.bilAmount)}</Table.Td>
            <Table.Td ta="right">{formatCurrency(totals.totalAmount)}</Table.Td>
            <Table.Td ta="right">{totals.overdueAwardCount}</Table.Td>
            <Table.Td ta="right">{totals.overdueSubAwardCount}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollArea>
  );
}
