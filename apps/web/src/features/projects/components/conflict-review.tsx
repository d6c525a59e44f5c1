import { PROJECT_FIELD_LABELS, type ProjectField } from '@bil/domain';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import type { FieldConflict } from '../project-form-values';

/** A field the person had changed when someone else saved first: their value and the one now saved. */
export type ConflictItem = FieldConflict;

type ConflictReviewProps = {
  items: readonly ConflictItem[];
  values: Record<ProjectField, string>;
  onChoose: (field: ProjectField, value: string) => void;
};

const shown = (value: string) => (value.trim() === '' ? 'empty' : value);

/**
 * After a reload that followed a 409: each field the person had changed, their value next to the one
 * someone else saved, and a choice per field. Their values are kept until they pick the saved one.
 */
export function ConflictReview({ items, values, onChoose }: ConflictReviewProps) {
  if (items.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitMerge size={20} aria-hidden />}
      title="Your changes and the saved values"
      data-testid="conflict-review"
    >
      <Stack gap="xs">
        <Text size="sm">
          Someone else saved this project while you were editing. The form now holds their saved values with
          your changes on top; choose, field by field, which to keep, then save.
        </Text>
        <Table verticalSpacing={4} fz="sm" aria-label="Your changes and the saved values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Yours</Table.Th>
              <Table.Th>Saved by someone else</Table.Th>
              <Table.Th>Keep</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const label = PROJECT_FIELD_LABELS[item.field];
              const keepsMine = values[item.field] === item.mine;
              const keepsSaved = values[item.field] === item.saved;
              return (
                <Table.Tr key={item.field} data-field={item.field}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{shown(item.mine)}</Table.Td>
                  <Table.Td>{shown(item.saved)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant={keepsMine ? 'filled' : 'default'}
                        aria-pressed={keepsMine}
                        aria-label={`Keep mine: ${label}`}
                        onClick={() => {
                          onChoose(item.field, item.mine);
                        }}
                      >
                        Mine
                      </Button>
                      <Button
                        size="compact-xs"
                        variant={keepsSaved ? 'filled' : 'default'}
                        aria-pressed={keepsSaved}
                        aria-label={`Use the saved value: ${label}`}
                        onClick={() => {
                          onChoose(item.field, item.saved);
                        }}
                      >
                        Saved
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}
