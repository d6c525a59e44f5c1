import { formatDate, type PmOverdueItem, type PublicOverdueItem } from '@bil/domain';
import { Anchor, Badge, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ProjectStatusBadge } from '@/components/project-table';

const KIND_LABELS: Record<PmOverdueItem['kind'], string> = {
  award: 'Award (90-day target)',
  sub_award: 'Sub-award (60-day target)',
};

/** Signed in, items carry their project id (a link); on a public share they carry none. */
type OverdueItem = PublicOverdueItem & { projectId?: string };
type Props = { overdue: { total: number; items: readonly OverdueItem[] }; readOnly: boolean };

/** The PM's overdue items, the most days past target first (issue 7: 'overdue items first'). */
export function PmOverdueTable({ overdue, readOnly }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pm-overdue-title">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="pm-overdue-title">
            Overdue items
          </Title>
          <Text size="sm" c="dimmed">
            Past 90 days to award (applied, no award yet) and past 60 days to sub-award (awarded, no sub-award
            yet), counted in days to today in New York; most days over target first.
          </Text>
        </Stack>
        {overdue.items.length === 0 ? (
          <Text size="sm" data-testid="pm-overdue-empty">
            No overdue items: every open application and award is within its target.
          </Text>
        ) : (
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
            <Table striped highlightOnHover verticalSpacing="xs" miw={820} data-testid="pm-overdue-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Project</Table.Th>
                  <Table.Th>Airport</Table.Th>
                  <Table.Th>Grant #</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Waiting for</Table.Th>
                  <Table.Th>Since</Table.Th>
                  <Table.Th ta="right">Days</Table.Th>
                  <Table.Th ta="right">Over target</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overdue.items.map((item, index) => (
                  <Table.Tr key={`${item.projectId ?? index}-${item.kind}`}>
                    <Table.Td>
                      {readOnly || item.projectId === undefined ? (
                        item.projectTitle
                      ) : (
                        <Anchor component={Link} to={`/bil/projects/${item.projectId}/details`} size="sm">
                          {item.projectTitle}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>{item.airportCode}</Table.Td>
                    <Table.Td>{item.grantNumber ?? '—'}</Table.Td>
                    <Table.Td>
                      <ProjectStatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td>{KIND_LABELS[item.kind]}</Table.Td>
                    <Table.Td>{formatDate(item.sinceDate)}</Table.Td>
                    <Table.Td ta="right">{item.days}</Table.Td>
                    <Table.Td ta="right">
                      <Badge color={item.daysOver > 30 ? 'red' : 'orange'} variant="light">
                        +{item.daysOver} days
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {overdue.total > overdue.items.length ? (
          <Text size="xs" c="dimmed">
            Showing the {overdue.items.length} most overdue of {overdue.total} items.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
