import {
  COMPLIANCE_DEFAULT_FREQUENCY,
  COMPLIANCE_OBLIGATION_LABELS,
  COMPLIANCE_OBLIGATIONS,
  complianceCreateBodySchema,
  type ComplianceObligation,
  type ComplianceRow,
} from '@bil/domain';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSaveComplianceItem } from '../api/use-gci-compliance';

type Key = 'airport_code' | 'obligation' | 'frequency_months' | 'due_date' | 'last_completed_date' | 'notes';
type Values = Record<Key, string>;

/** Add or correct a sponsor obligation; the same schema the server checks. */
export function ComplianceFormDialog({
  item,
  onClose,
  onSaved,
}: {
  item: ComplianceRow | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const [values, setValues] = useState<Values>({
    airport_code: item?.airport_code ?? '',
    obligation: item?.obligation ?? 'annual_financial_report',
    frequency_months: String(item?.frequency_months ?? 12),
    due_date: item?.due_date ?? '',
    last_completed_date: item?.last_completed_date ?? '',
    notes: item?.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const mutation = useSaveComplianceItem(item?.id ?? null);
  const set = (key: Key) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const save = () => {
    const parsed = complianceCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Values> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Key] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (detail) => {
        toast.success('Obligation saved');
        onSaved?.(detail.item.id);
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={item ? 'Edit obligation' : 'New obligation'} size="lg">
      <Stack gap="sm">
        {mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(mutation.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Airport (LID)"
            required
            value={values.airport_code}
            error={errors.airport_code}
            onChange={set('airport_code')}
          />
          <Select
            label="Obligation"
            data={COMPLIANCE_OBLIGATIONS.map((value) => ({
              value,
              label: COMPLIANCE_OBLIGATION_LABELS[value],
            }))}
            value={values.obligation}
            allowDeselect={false}
            onChange={(value) => {
              const obligation = (value ?? values.obligation) as ComplianceObligation;
              setValues((current) => ({
                ...current,
                obligation,
                frequency_months: item
                  ? current.frequency_months
                  : String(COMPLIANCE_DEFAULT_FREQUENCY[obligation]),
              }));
            }}
          />
          <TextInput
            label="Every (months)"
            value={values.frequency_months}
            error={errors.frequency_months}
            onChange={set('frequency_months')}
          />
          <TextInput
            label="Due date"
            type="date"
            required
            value={values.due_date}
            error={errors.due_date}
            onChange={set('due_date')}
          />
          <TextInput
            label="Last completed"
            type="date"
            value={values.last_completed_date}
            error={errors.last_completed_date}
            onChange={set('last_completed_date')}
          />
        </SimpleGrid>
        <Textarea label="Notes" value={values.notes} autosize minRows={2} onChange={set('notes')} />
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
