import type { ProjectWarning } from '@bil/domain';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';

type WarningsDialogProps = {
  warnings: ProjectWarning[] | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Values that are allowed but look like mistakes: the person confirms them before saving. */
export function WarningsDialog({ warnings, loading, onConfirm, onCancel }: WarningsDialogProps) {
  return (
    <Modal
      opened={warnings !== null}
      onClose={onCancel}
      title={<Text fw={700}>Please check these values</Text>}
      centered
    >
      <Stack gap="md">
        <List size="sm" spacing="xs">
          {(warnings ?? []).map((warning) => (
            <List.Item key={`${warning.field}:${warning.message}`}>{warning.message}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Save anyway, or go back and correct them.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Go back
          </Button>
          <Button color="orange" loading={loading} onClick={onConfirm}>
            Save anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
