import {
  CORRECTIVE_ACTION_STATUS_LABELS,
  CORRECTIVE_ACTION_STATUSES,
  DISCREPANCY_CATEGORIES,
  DISCREPANCY_CATEGORY_LABELS,
  DISCREPANCY_SEVERITIES,
  DISCREPANCY_SEVERITY_LABELS,
  discrepancyCreateBodySchema,
  type Discrepancy,
} from '@bil/domain';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { toast } from 'sonner';
import { RecordFormDialog, useRecordForm } from '@/components/record-list';
import { useSaveDiscrepancy } from '../api/use-gci-inspections';

/** A discrepancy and its corrective action; a blank plan due date takes the airport's default. */
export function DiscrepancyFormDialog({
  inspectionId,
  discrepancy,
  planDays,
  onClose,
}: {
  inspectionId: string;
  discrepancy: Discrepancy | null;
  planDays: number;
  onClose: () => void;
}) {
  const form = useRecordForm(discrepancyCreateBodySchema, () => ({
    category: discrepancy?.category ?? 'markings',
    severity: discrepancy?.severity ?? 'medium',
    description: discrepancy?.description ?? '',
    location: discrepancy?.location ?? '',
    action_plan: discrepancy?.action_plan ?? '',
    plan_due_date: discrepancy?.plan_due_date ?? '',
    target_date: discrepancy?.target_date ?? '',
    action_status: discrepancy?.action_status ?? 'open',
  }));
  const mutation = useSaveDiscrepancy(inspectionId);
  const choice = (
    key: 'category' | 'severity' | 'action_status',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      data={data}
      value={form.values[key]}
      allowDeselect={false}
      onChange={(value) => {
        if (value) form.set(key)(value);
      }}
    />
  );

  const save = () => {
    const body = form.validate();
    if (!body) return;
    mutation.mutate(
      { id: discrepancy?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success('Discrepancy saved');
          onClose();
        },
      },
    );
  };

  return (
    <RecordFormDialog
      title={discrepancy ? 'Edit discrepancy' : 'Add discrepancy'}
      onClose={onClose}
      onSave={save}
      saving={mutation.isPending}
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {choice(
          'category',
          'Category',
          DISCREPANCY_CATEGORIES.map((value) => ({ value, label: DISCREPANCY_CATEGORY_LABELS[value] })),
        )}
        {choice(
          'severity',
          'Severity',
          DISCREPANCY_SEVERITIES.map((value) => ({ value, label: DISCREPANCY_SEVERITY_LABELS[value] })),
        )}
      </SimpleGrid>
      <Textarea label="Description" required {...form.field('description')} autosize minRows={2} />
      <TextInput label="Location" {...form.field('location')} />
      <Textarea label="Corrective action plan" {...form.field('action_plan')} autosize minRows={2} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Plan due date"
          type="date"
          description={`Blank: ${String(planDays)} days after the inspection`}
          {...form.field('plan_due_date')}
        />
        <TextInput label="Target date" type="date" {...form.field('target_date')} />
        {choice(
          'action_status',
          'Action status',
          CORRECTIVE_ACTION_STATUSES.map((value) => ({
            value,
            label: CORRECTIVE_ACTION_STATUS_LABELS[value],
          })),
        )}
      </SimpleGrid>
    </RecordFormDialog>
  );
}
