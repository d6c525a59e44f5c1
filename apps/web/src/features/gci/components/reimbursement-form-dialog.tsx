import { reimbursementCreateBodySchema, type Reimbursement } from '@bil/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSaveReimbursement } from '../api/use-gci-grants';
import { RecordDocuments } from './record-documents';

type Values = Record<
  'request_number' | 'request_date' | 'requested_amount' | 'approved_amount' | 'paid_date' | 'notes',
  string
>;

/** Request, approve or pay a drawdown: approving sets the approved amount; paying adds the paid date. */
export function ReimbursementFormDialog({
  grantId,
  reimbursement,
  onClose,
}: {
  grantId: string;
  reimbursement: Reimbursement | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>({
    request_number: reimbursement?.request_number ?? '',
    request_date: reimbursement?.request_date ?? '',
    requested_amount: reimbursement ? String(reimbursement.requested_amount) : '',
    approved_amount: reimbursement?.approved_amount == null ? '' : String(reimbursement.approved_amount),
    paid_date: reimbursement?.paid_date ?? '',
    notes: reimbursement?.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const mutation = useSaveReimbursement(grantId, reimbursement?.id ?? null);
  const field = (key: keyof Values, label: string, type?: string) => (
    <TextInput
      label={label}
      type={type}
      value={values[key]}
      error={errors[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [key]: value }));
      }}
    />
  );

  const save = () => {
    const parsed = reimbursementCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'request_number') as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`Reimbursement ${parsed.data.request_number} saved`);
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={reimbursement ? `Reimbursement ${reimbursement.request_number}` : 'Request reimbursement'}
      size="lg"
    >
      <Stack gap="sm">
        {mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(mutation.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {field('request_number', 'Request number')}
          {field('request_date', 'Request date', 'date')}
          {field('requested_amount', 'Requested amount ($)')}
          {field('approved_amount', 'Approved amount ($)')}
          {field('paid_date', 'Paid date', 'date')}
        </SimpleGrid>
        <Textarea
          label="Notes"
          value={values.notes}
          autosize
          minRows={2}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, notes: value }));
          }}
        />
        {reimbursement ? (
          <RecordDocuments recordType="reimbursement" recordId={reimbursement.id} canEdit compact />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={mutation.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
