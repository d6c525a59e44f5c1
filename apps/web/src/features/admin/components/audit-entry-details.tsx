import type { AuditLogEntry } from '@bil/domain';
import { Code, Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';

/** The changed fields in words: "Award date: empty -> 03/01/2025". */
function ChangeLines({ entry }: { entry: AuditLogEntry }) {
  if (entry.changes.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No field changes were recorded.
      </Text>
    );
  }
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Changes">
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

/** What was stored, exactly: for checking a change against the database. */
function rawJson(entry: AuditLogEntry): string {
  const { resourceId, details, before, after } = entry;
  return JSON.stringify(
    { action: entry.action, resourceType: entry.resourceType, resourceId, details, before, after },
    null,
    2,
  );
}

/** The expanded part of an audit row: the changes in words, and the stored JSON behind a toggle. */
export function AuditEntryDetails({ entry }: { entry: AuditLogEntry }) {
  const [showRaw, setShowRaw] = useState(false);
  const rawId = useId();
  return (
    <Stack gap="sm" p="sm">
      <ChangeLines entry={entry} />
      <Switch
        size="xs"
        label="Show raw JSON"
        checked={showRaw}
        aria-controls={rawId}
        onChange={(event) => {
          setShowRaw(event.currentTarget.checked);
        }}
      />
      {showRaw ? (
        <Code
          block
          id={rawId}
          data-testid="audit-raw-json"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {rawJson(entry)}
        </Code>
      ) : null}
    </Stack>
  );
}
