import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { describeError } from '@/components/error-boundary';

/** A record's add or edit dialog: the server's refusal on top, the area's fields, then Cancel and Save. */
export function RecordFormDialog({
  title,
  opened = true,
  onClose,
  onSave,
  saving,
  saveLabel = 'Save',
  size = 'lg',
  saveDisabled,
  error,
  children,
}: {
  title: ReactNode;
  opened?: boolean;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  saveLabel?: string;
  /** 'lg' unless said; 'md' is Mantine's default. */
  size?: 'md' | 'lg' | 'xl';
  saveDisabled?: boolean;
  /** The last save's failure, shown in the dialog (areas that toast it leave this out). */
  error?: unknown;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(error)}
          </Alert>
        ) : null}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={saving} disabled={saveDisabled}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
