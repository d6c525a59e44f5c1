import { formatDateTime12h, type ProjectHistoryEntry } from '@bil/domain';
import { Alert, Group, Loader, Pagination, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useProjectHistory } from '../api/use-project-history';

function ChangeLines({ entry }: { entry: ProjectHistoryEntry }) {
  if (entry.changes.length === 0) return null;
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {entry.changes.map((change) => (
        <Text key={change.field} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {change.label}:
          </Text>{' '}
          {change.from} -&gt; {change.to}
        </Text>
      ))}
    </Stack>
  );
}

/** The History tab: who changed what and when, newest first, field by field in words. */
export function DetailsHistoryTab({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1);
  const history = useProjectHistory(projectId, page);
  if (history.isPending) return <Loader size="sm" aria-label="Loading the history" />;
  if (history.error && !history.data) {
    return (
      <Alert color="red" title="The history could not be loaded">
        {history.error.message}
      </Alert>
    );
  }
  const { data, total, totalPages } = history.data;
  if (total === 0) {
    return (
      <Text c="dimmed" py="lg">
        No changes have been recorded for this project.
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Timeline bulletSize={22} lineWidth={2} aria-label="Project history">
          {data.map((entry) => (
            <Timeline.Item
              key={entry.id}
              bullet={<IconHistory size={12} aria-hidden />}
              data-testid="history-entry"
              title={
                <Text size="sm" fw={600}>
                  {entry.actionLabel} by {entry.actorName}
                </Text>
              }
            >
              <Text size="xs" c="dimmed" mb={4}>
                {formatDateTime12h(entry.at)}
              </Text>
              <ChangeLines entry={entry} />
            </Timeline.Item>
          ))}
        </Timeline>
        {totalPages > 1 ? (
          <Group justify="flex-end">
            <Pagination
              total={totalPages}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label="History pages"
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
