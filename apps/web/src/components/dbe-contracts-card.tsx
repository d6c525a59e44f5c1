import {
  formatCurrency,
  formatDate,
  type ContractSummaryQuery,
  type DbeContractSummaries,
} from '@bil/domain';
import { Anchor, Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiGet } from '@/lib/api-client';
import { usePermissions } from '@/lib/can';

/**
 * The DBE contracts of an airport or a project in brief (airport page, project details), for those who
 * may see DBE awards. The DBE area's own screen has the details.
 */
export function DbeContractsCard({ filter }: { filter: ContractSummaryQuery }) {
  const { allows } = usePermissions();
  const enabled = allows({ flag: 'can_access_dbe_awards_commitments' });
  const query = useQuery({
    queryKey: ['dbe', 'summaries', filter],
    queryFn: ({ signal }) =>
      apiGet<DbeContractSummaries>('/api/dbe/contract-summaries', { signal, query: filter }),
    enabled,
  });
  if (!enabled) return null;
  const contracts = query.data?.contracts ?? [];
  const scope = filter.projectId ? 'this project' : 'this airport';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label="DBE contracts"
      data-testid="dbe-contracts-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            DBE contracts
          </Title>
          <Anchor component={Link} to="/dbe/awards-commitments" size="sm">
            Open Awards &amp; Commitments
          </Anchor>
        </Group>
        {query.error ? (
          <Text size="sm" c="red">
            DBE contracts could not be loaded.
          </Text>
        ) : query.isPending ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : contracts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No DBE contracts on {scope}.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4} fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Contract</Table.Th>
                  <Table.Th>Prime</Table.Th>
                  <Table.Th>Awarded</Table.Th>
                  <Table.Th ta="right">Federal share</Table.Th>
                  <Table.Th ta="right">DBE committed</Table.Th>
                  <Table.Th ta="right">DBE paid</Table.Th>
                  <Table.Th w={140}>Goal attainment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contracts.map((contract) => (
                  <Table.Tr key={contract.id} data-testid="dbe-contract-summary">
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Text fw={600} size="sm">
                          {contract.contractNumber}
                        </Text>
                        {contract.status === 'completed' ? (
                          <Badge size="xs" color="gray" variant="light">
                            Completed
                          </Badge>
                        ) : null}
                        {contract.warningCount > 0 ? (
                          <Badge size="xs" color="orange" variant="light">
                            {contract.warningCount} warning{contract.warningCount === 1 ? '' : 's'}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {contract.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{contract.primeFirmName}</Table.Td>
                    <Table.Td>{formatDate(contract.awardDate)}</Table.Td>
                    <Table.Td ta="right">
                      {contract.federalShare === null
                        ? 'Not recorded'
                        : formatCurrency(contract.federalShare)}
                    </Table.Td>
                    <Table.Td ta="right">{formatCurrency(contract.dbeCommitted)}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(contract.dbePaid)}</Table.Td>
                    <Table.Td>
                      {contract.attainmentPct === null ? (
                        <Text size="xs" c="dimmed">
                          No federal share
                        </Text>
                      ) : (
                        <Stack gap={2}>
                          <Progress
                            value={
                              contract.goalPct > 0
                                ? Math.min(100, (contract.attainmentPct / contract.goalPct) * 100)
                                : 100
                            }
                            color={contract.attainmentPct >= contract.goalPct ? 'teal' : 'orange'}
                            aria-label={`${contract.contractNumber} goal attainment`}
                          />
                          <Text size="xs" c="dimmed">
                            {contract.attainmentPct}% DBE ·{' '}
                            {contract.goalPct > 0 ? `goal ${contract.goalPct}%` : 'no contract goal'}
                          </Text>
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
