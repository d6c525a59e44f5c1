import type { AuditLogEntry } from '@bil/domain';
import { Code, Stack, Table, Text } from '@mantine/core';

function show(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

type Json = Record<string, unknown>;

/** Before and after side by side, one row per field; changed fields are highlighted. */
function ChangeTable({ before, after }: { before: Json | null; after: Json | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table withTableBorder withColumnBorders verticalSpacing={4} fz="xs" aria-label="Before and after">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Field</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => {
            const was = show(before?.[key]);
            const is = show(after?.[key]);
            const changed = was !== is;
            return (
              <Table.Tr key={key} bg={changed ? 'yellow.0' : undefined} data-changed={changed || undefined}>
                <Table.Td ff="monospace" fw={changed ? 700 : 400}>
                  {key}
                </Table.Td>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {before ? was : '—'}
                </Table.Td>
                <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {after ? is : '—'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The expanded part of an audit row: resource id, details and the before/after values. */
export function AuditEntryDetails({ entry }: { entry: AuditLogEntry }) {
  const hasDetails = Object.keys(entry.details).length > 0;
  return (
    <Stack gap="sm" p="sm">
      {entry.resourceId ? (
        <Text size="xs">
          Resource id: <Code>{entry.resourceId}</Code>
        </Text>
      ) : null}
      {hasDetails ? (
        <Text size="xs" component="div">
          Details: <Code>{JSON.stringify(entry.details)}</Code>
        </Text>
      ) : null}
      {entry.before || entry.after ? (
        <ChangeTable before={entry.before} after={entry.after} />
      ) : (
        <Text size="xs" c="dimmed">
          No before/after values were recorded.
        </Text>
      )}
    </Stack>
  );
}
