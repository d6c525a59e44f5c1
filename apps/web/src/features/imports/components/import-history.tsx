import { Alert, Badge, Button, Table, Text } from '@mantine/core';
import type { ImportRun } from '@bil/domain';
import { formatDateTime12h } from '@bil/domain';
import { useUndoImport } from '../api/use-imports';

/** Past imports, newest first, with Undo while the import can still be undone. */
export function ImportHistory({ runs }: { runs: ImportRun[] }) {
  const undo = useUndoImport();
  if (runs.length === 0) return <Text c="dimmed">No imports yet.</Text>;
  return (
    <>
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
                        undo.mutate(run.id);
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
