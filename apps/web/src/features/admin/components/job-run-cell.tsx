import { formatDateTime12h, type JobRun } from '@bil/domain';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';

const STATUS: Record<JobRun['status'], { label: string; color: string }> = {
  running: { label: 'Running', color: 'blue' },
  succeeded: { label: 'Succeeded', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

const TRIGGER: Record<JobRun['trigger'], string> = {
  schedule: 'on schedule',
  manual: 'run now',
  retry: 'retry',
  'command-line': 'command line',
};

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The last run of a job: its outcome, when and why it started, and how long it took. */
export function JobRunCell({ run, queued }: { run: JobRun | null; queued: number }) {
  const status = run ? STATUS[run.status] : null;
  return (
    <Stack gap={2} data-testid="job-last-run">
      {run && status ? (
        <>
          <Group gap={6} wrap="nowrap">
            <Tooltip label={run.error ?? ''} disabled={!run.error} multiline maw={320} withArrow>
              <Badge color={status.color} variant="light" radius="sm">
                {status.label}
              </Badge>
            </Tooltip>
            {run.durationMs === null ? null : (
              <Text size="xs" c="dimmed">
                {formatDuration(run.durationMs)}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime12h(run.startedAt)} · {TRIGGER[run.trigger]}
            {run.attempt > 1 ? ` · attempt ${run.attempt}` : ''}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Never run
        </Text>
      )}
      {queued > 0 ? (
        <Text size="xs" c="blue.7">
          {queued === 1 ? 'A run is waiting to start' : `${queued} runs are waiting to start`}
        </Text>
      ) : null}
    </Stack>
  );
}
