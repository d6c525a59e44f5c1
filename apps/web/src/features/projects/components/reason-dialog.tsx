import { PROJECT_MESSAGES } from '@bil/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

type ReasonDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Whether the reason must be given (force delete, grant delete) or may be left blank. */
  reasonRequired: boolean;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks before a deletion, with a reason for the audit log. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { opened, title, message, confirmLabel, reasonRequired, loading, onConfirm, onCancel } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title={<Text fw={700}>{title}</Text>} centered>
      {opened ? (
        <ReasonForm
          message={message}
          confirmLabel={confirmLabel}
          reasonRequired={reasonRequired}
          loading={loading}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      ) : null}
    </Modal>
  );
}

function ReasonForm(props: Omit<ReasonDialogProps, 'opened' | 'title'>) {
  const { message, confirmLabel, reasonRequired, loading, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reasonRequired && reason.trim() === '') {
          setError(PROJECT_MESSAGES.reasonRequired);
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Textarea
          label="Reason"
          description={reasonRequired ? 'Recorded in the audit log.' : 'Optional; recorded in the audit log.'}
          withAsterisk={reasonRequired}
          autosize
          minRows={2}
          maxLength={1000}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
