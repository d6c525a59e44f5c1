import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ImportRun } from '@bil/domain';
import { formatDateTime12h } from '@bil/domain';
import { useState } from 'react';
import { useUndoImport } from '../api/use-imports';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Issue 35: one click used to delete the imported projects; Undo now says what it will do and asks. */
function UndoConfirm({
  run,
  onCancel,
  onConfirm,
}: {
  run: ImportRun;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { created, updated } = run.counts;
  return (
    <Modal opened onClose={onCancel} title={<Text fw={700}>Undo this import?</Text>} centered>
      <Stack gap="md">
        <Text size="sm">
          {`Undoing ${run.fileName} deletes the ${plural(created, 'record')} it created and puts back the ${plural(updated, 'record')} it updated as they were before. This cannot be taken back.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm}>
            Undo import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Past imports, newest first, with Undo while the import can still be undone. */
export function ImportHistory({ runs }: { runs: ImportRun[] }) {
  const undo = useUndoImport();
  const [asking, setAsking] = useState<ImportRun | null>(null);
  if (runs.length === 0) return <Text c="dimmed">No imports yet.</Text>;
  return (
    <>
      {asking ? (
        <UndoConfirm
          run={asking}
          onCancel={() => {
            setAsking(null);
          }}
          onConfirm={() => {
            undo.mutate(asking.id);
            setAsking(null);
          }}
        />
      ) : null}
      {undo.error ? (
        <Alert color="red" variant="light" role="alert">
          {undo.error.message}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Import history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>Created / updated / refused</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td>{formatDateTime12h(run.createdAt)}</Table.Td>
                <Table.Td>{run.kind}</Table.Td>
                <Table.Td>
                  <Text size="sm" title={`sha256 ${run.sha256}`}>
                    {run.fileName}
                  </Text>
                </Table.Td>
                <Table.Td>{run.createdBy}</Table.Td>
                <Table.Td>{`${run.counts.created} / ${run.counts.updated} / ${run.counts.refused}`}</Table.Td>
                <Table.Td>
                  {run.undoneAt ? (
                    <Badge color="gray" variant="light">
                      Undone
                    </Badge>
                  ) : run.abilities.undo ? (
                    <Button
                      size="xs"
                      variant="outline"
                      color="red"
                      loading={undo.isPending && undo.variables === run.id}
                      onClick={() => {
                        setAsking(run);
                      }}
                    >
                      Undo
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
