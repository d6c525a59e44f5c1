import { formatDateTime12h, type HistoryEntry } from '@bil/domain';
import { Text, Timeline } from '@mantine/core';

/** A record's audit history in words: who did what, when, and which fields changed. */
export function HistoryTimeline({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No changes recorded yet.
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {history.map((entry, index) => (
        <Timeline.Item key={`${entry.at}-${String(index)}`} title={entry.summary}>
          <Text size="xs" c="dimmed">
            {formatDateTime12h(entry.at)} · {entry.actor ?? 'System'}
          </Text>
          {entry.changes.map((change) => (
            <Text size="xs" key={change}>
              {change}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
