import {
  GRANT_PROGRAM_LABELS,
  GRANT_PROGRAMS,
  GRANT_STATUS_LABELS,
  GRANT_STATUSES,
  grantCreateBodySchema,
  type GrantRow,
} from '@bil/domain';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useCreateGrant, useUpdateGrant } from '../api/use-gci-grants';

type Values = Record<
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
  | 'notes',
  string
>;

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
  const [values, setValues] = useState<Values>(() => initial(grant));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const create = useCreateGrant();
  const update = useUpdateGrant(grant?.id ?? '');
  const mutation = grant ? update : create;

  const set = (key: keyof Values) => (value: string | null) => {
    setValues((current) => ({ ...current, [key]: value ?? '' }));
  };
  const text = (key: keyof Values, label: string, props: { type?: string; required?: boolean } = {}) => (
    <TextInput
      label={label}
      type={props.type}
      required={props.required}
      value={values[key]}
      error={errors[key]}
      onChange={(event) => {
        set(key)(event.currentTarget.value);
      }}
    />
  );

  const save = () => {
    const parsed = grantCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'title') as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(
          grant ? `Grant ${parsed.data.grant_number} saved` : `Grant ${parsed.data.grant_number} added`,
        );
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={grant ? `Edit grant ${grant.grant_number}` : 'New grant agreement'}
      size="xl"
    >
      <Stack gap="sm">
        {mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(mutation.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Program"
            required
            data={GRANT_PROGRAMS.map((value) => ({ value, label: GRANT_PROGRAM_LABELS[value] }))}
            value={values.program}
            onChange={set('program')}
            error={errors.program}
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
            value={values.status}
            onChange={set('status')}
            error={errors.status}
            allowDeselect={false}
          />
          {text('completion_date', 'Completion date', { type: 'date' })}
          {text('closeout_received_date', 'Closeout documents received', { type: 'date' })}
        </SimpleGrid>
        <Textarea
          label="Notes"
          value={values.notes}
          onChange={(event) => {
            set('notes')(event.currentTarget.value);
          }}
          autosize
          minRows={2}
        />
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
