import {
  GRANT_PROGRAM_LABELS,
  GRANT_PROGRAMS,
  GRANT_STATUS_LABELS,
  GRANT_STATUSES,
  grantCreateBodySchema,
  type GrantRow,
} from '@bil/domain';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { toast } from 'sonner';
import { RecordFormDialog, useRecordForm } from '@/components/record-list';
import { useCreateGrant, useUpdateGrant } from '../api/use-gci-grants';

type Key =
  | 'program'
  | 'grant_number'
  | 'airport_code'
  | 'sponsor'
  | 'title'
  | 'federal_amount'
  | 'state_amount'
  | 'local_amount'
  | 'execution_date'
  | 'pop_end_date'
  | 'completion_date'
  | 'closeout_received_date'
  | 'status'
  | 'notes';
type Values = Record<Key, string>;

function initial(grant: GrantRow | null): Values {
  return {
    program: grant?.program ?? 'aip_entitlement',
    grant_number: grant?.grant_number ?? '',
    airport_code: grant?.airport_code ?? '',
    sponsor: grant?.sponsor ?? '',
    title: grant?.title ?? '',
    federal_amount: String(grant?.federal_amount ?? ''),
    state_amount: String(grant?.state_amount ?? '0'),
    local_amount: String(grant?.local_amount ?? '0'),
    execution_date: grant?.execution_date ?? '',
    pop_end_date: grant?.pop_end_date ?? '',
    completion_date: grant?.completion_date ?? '',
    closeout_received_date: grant?.closeout_received_date ?? '',
    status: grant?.status ?? 'active',
    notes: grant?.notes ?? '',
  };
}

/** Add or edit a grant agreement; the same zod schema as the server checks the values first. */
export function GrantFormDialog({ grant, onClose }: { grant: GrantRow | null; onClose: () => void }) {
  const form = useRecordForm(grantCreateBodySchema, () => initial(grant), 'title');
  const create = useCreateGrant();
  const update = useUpdateGrant(grant?.id ?? '');
  const mutation = grant ? update : create;

  const text = (key: Key, label: string, props: { type?: string; required?: boolean } = {}) => (
    <TextInput label={label} type={props.type} required={props.required} {...form.field(key)} />
  );

  const save = () => {
    const body = form.validate();
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(grant ? `Grant ${body.grant_number} saved` : `Grant ${body.grant_number} added`);
        onClose();
      },
    });
  };

  return (
    <RecordFormDialog
      title={grant ? `Edit grant ${grant.grant_number}` : 'New grant agreement'}
      size="xl"
      onClose={onClose}
      onSave={save}
      saving={mutation.isPending}
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Program"
          required
          data={GRANT_PROGRAMS.map((value) => ({ value, label: GRANT_PROGRAM_LABELS[value] }))}
          value={form.values.program}
          onChange={form.set('program')}
          error={form.errors.program}
          allowDeselect={false}
        />
        {text('grant_number', 'Grant number', { required: true })}
        {text('airport_code', 'Airport (LID)', { required: true })}
        {text('sponsor', 'Sponsor', { required: true })}
      </SimpleGrid>
      {text('title', 'Title', { required: true })}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {text('federal_amount', 'Federal amount ($)', { required: true })}
        {text('state_amount', 'State amount ($)', { required: true })}
        {text('local_amount', 'Local amount ($)', { required: true })}
        {text('execution_date', 'Execution date', { type: 'date', required: true })}
        {text('pop_end_date', 'Period of performance end', { type: 'date', required: true })}
        <Select
          label="Status"
          required
          data={GRANT_STATUSES.map((value) => ({ value, label: GRANT_STATUS_LABELS[value] }))}
          value={form.values.status}
          onChange={form.set('status')}
          error={form.errors.status}
          allowDeselect={false}
        />
        {text('completion_date', 'Completion date', { type: 'date' })}
        {text('closeout_received_date', 'Closeout documents received', { type: 'date' })}
      </SimpleGrid>
      <Textarea label="Notes" {...form.field('notes')} autosize minRows={2} />
    </RecordFormDialog>
  );
}
