import { formatDateTime12h } from '@bil/domain';
import { Button, Code, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useRunJobNow } from '../api/use-job-actions';
import { useJobs } from '../api/use-jobs';
import { DeadLettersList } from './dead-letters-list';
import { JobRunCell } from './job-run-cell';
import { QueryStatus } from './query-status';

/** /admin/jobs: every background job, when it runs, how its last run went, and the failed jobs. */
export function JobsPanel() {
  const jobs = useJobs();
  const runNow = useRunJobNow();
  const data = jobs.data;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Scheduled work runs once per slot across every server. Run now queues a run at once; a failed run is
          retried with growing delays before it is listed under Failed jobs.
        </Text>
        <Paper withBorder radius="md">
          {data ? (
            <Table.ScrollContainer minWidth={860} type="native">
              <Table verticalSpacing="sm" aria-label="Background jobs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Job</Table.Th>
                    <Table.Th>Schedule</Table.Th>
                    <Table.Th>Last run</Table.Th>
                    <Table.Th>Next run</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((job) => (
                    <Table.Tr key={job.name} data-testid="job-row" data-job={job.name}>
                      <Table.Td maw={320}>
                        <Text size="sm" fw={600}>
                          {job.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {job.description}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {job.schedule ? (
                          <Stack gap={2}>
                            <Code>{job.schedule.cron}</Code>
                            <Text size="xs" c="dimmed">
                              {job.schedule.timeZone}
                            </Text>
                          </Stack>
                        ) : (
                          <Text size="sm" c="dimmed">
                            On demand
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <JobRunCell run={job.lastRun} queued={job.queued} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="job-next-run">
                          {job.nextRunAt ? formatDateTime12h(job.nextRunAt) : '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconPlayerPlay size={14} aria-hidden />}
                          loading={runNow.isPending && runNow.variables === job.name}
                          aria-label={`Run ${job.name} now`}
                          onClick={() => {
                            runNow.mutate(job.name, {
                              onSuccess: () => toast.success(`${job.name} queued`),
                              onError: (failure) => toast.error(describeError(failure)),
                            });
                          }}
                        >
                          Run now
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <QueryStatus query={jobs} />
          )}
        </Paper>
      </Stack>
      <DeadLettersList />
    </Stack>
  );
}
