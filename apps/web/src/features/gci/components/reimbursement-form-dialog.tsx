import { reimbursementCreateBodySchema, type Reimbursement } from '@bil/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { toast } from 'sonner';
import { RecordFormDialog, useRecordForm } from '@/components/record-list';
import { useSaveReimbursement } from '../api/use-gci-grants';
import { RecordDocuments } from './record-documents';

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
  const form = useRecordForm(
    reimbursementCreateBodySchema,
    () => ({
      request_number: reimbursement?.request_number ?? '',
      request_date: reimbursement?.request_date ?? '',
      requested_amount: reimbursement ? String(reimbursement.requested_amount) : '',
      approved_amount: reimbursement?.approved_amount == null ? '' : String(reimbursement.approved_amount),
      paid_date: reimbursement?.paid_date ?? '',
      notes: reimbursement?.notes ?? '',
    }),
    'request_number',
  );
  const mutation = useSaveReimbursement(grantId, reimbursement?.id ?? null);
  const field = (key: Exclude<keyof typeof form.values, 'notes'>, label: string, type?: string) => (
    <TextInput label={label} type={type} {...form.field(key)} />
  );

  const save = () => {
    const body = form.validate();
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(`Reimbursement ${body.request_number} saved`);
        onClose();
      },
    });
  };

  return (
    <RecordFormDialog
      title={reimbursement ? `Reimbursement ${reimbursement.request_number}` : 'Request reimbursement'}
      onClose={onClose}
      onSave={save}
      saving={mutation.isPending}
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('request_number', 'Request number')}
        {field('request_date', 'Request date', 'date')}
        {field('requested_amount', 'Requested amount ($)')}
        {field('approved_amount', 'Approved amount ($)')}
        {field('paid_date', 'Paid date', 'date')}
      </SimpleGrid>
      <Textarea label="Notes" {...form.field('notes')} autosize minRows={2} />
      {reimbursement ? (
        <RecordDocuments recordType="reimbursement" recordId={reimbursement.id} canEdit compact />
      ) : null}
    </RecordFormDialog>
  );
}
