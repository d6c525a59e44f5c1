import { formatCurrency, type PmStatusCount } from '@bil/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ProjectStatusBadge } from '@/components/project-table';

/** The PM's projects by status, in lifecycle order. */
export function PmStatusTable({ rows }: { rows: readonly PmStatusCount[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pm-status-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pm-status-title">
          Projects by status
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No projects yet.
          </Text>
        ) : (
          <Table verticalSpacing={6} data-testid="pm-status-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Projects</Table.Th>
                <Table.Th ta="right">Total funding</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.status}>
                  <Table.Td>
                    <ProjectStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td ta="right">{row.projectCount}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(row.totalAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
