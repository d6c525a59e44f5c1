import { formatDateTime12h } from '@bil/domain';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useDiscardDeadLetter, useRetryDeadLetter } from '../api/use-job-actions';
import { useDeadLetters } from '../api/use-jobs';
import { QueryStatus } from './query-status';

/** Jobs that failed every attempt; Retry queues one again, Discard drops it. */
export function DeadLettersList() {
  const deadLetters = useDeadLetters();
  const retry = useRetryDeadLetter();
  const discard = useDiscardDeadLetter();
  const data = deadLetters.data;

  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        Failed jobs
      </Title>
      <Text size="sm" c="dimmed">
        Jobs that failed every attempt wait here. Retry one once its cause is fixed.
      </Text>
      <Paper withBorder radius="md">
        {data ? (
          data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No failed jobs.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640} type="native">
              <Table verticalSpacing="xs" aria-label="Failed jobs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Job</Table.Th>
                    <Table.Th>Failed</Table.Th>
                    <Table.Th>Last error</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((item) => (
                    <Table.Tr key={item.id} data-testid="dead-letter-row">
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {item.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime12h(item.failedAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {item.error ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconRefresh size={14} aria-hidden />}
                            loading={retry.isPending && retry.variables === item.id}
                            onClick={() => {
                              retry.mutate(item.id, {
                                onSuccess: () => toast.success(`${item.name} queued again`),
                                onError: (failure) => toast.error(describeError(failure)),
                              });
                            }}
                          >
                            Retry
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} aria-hidden />}
                            loading={discard.isPending && discard.variables === item.id}
                            onClick={() => {
                              discard.mutate(item.id, {
                                onSuccess: () => toast.success(`${item.name} discarded`),
                                onError: (failure) => toast.error(describeError(failure)),
                              });
                            }}
                          >
                            Discard
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        ) : (
          <QueryStatus query={deadLetters} />
        )}
      </Paper>
    </Stack>
  );
}
