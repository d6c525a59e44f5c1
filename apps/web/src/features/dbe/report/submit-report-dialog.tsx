import type { CrossCheck } from '@bil/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSubmitDbeReport } from '../api/use-dbe-report';

/**
 * Submits the draft as a locked version, or amends a submitted report (a new version, with a reason).
 * The server decides who may; the page shows this only when the answer says so.
 */
export function SubmitReportDialog({
  fiscalYear,
  nextVersion,
  crossChecks,
  onClose,
}: {
  fiscalYear: number;
  nextVersion: number;
  crossChecks: readonly CrossCheck[];
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const submit = useSubmitDbeReport(fiscalYear);
  const amending = nextVersion > 1;
  const failed = crossChecks.filter((check) => !check.passed).length;
  const send = () => {
    submit.mutate(
      { reason: reason.trim() ? reason.trim() : null },
      {
        onSuccess: () => {
          toast.success(
            amending
              ? `FY${fiscalYear} report amended (version ${nextVersion})`
              : `FY${fiscalYear} report submitted`,
          );
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={amending ? `Amend the FY${fiscalYear} report` : `Submit the FY${fiscalYear} report`}
    >
      <Stack gap="sm">
        <Text size="sm">
          {amending
            ? `Version ${nextVersion} is saved as a locked snapshot of the report as computed now; earlier versions stay as they were.`
            : 'The report as computed now is saved as a locked snapshot (version 1) with your name and the time.'}
        </Text>
        {failed > 0 ? (
          <Alert color="red" variant="light" title={`${failed} cross-check${failed === 1 ? '' : 's'} failed`}>
            The report can still be submitted; the failures are kept with the snapshot.
          </Alert>
        ) : null}
        {amending ? (
          <Textarea
            label="Reason for the amendment"
            required
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
            }}
          />
        ) : null}
        {submit.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(submit.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} loading={submit.isPending} disabled={amending && !reason.trim()}>
            {amending ? 'Amend report' : 'Submit report'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
