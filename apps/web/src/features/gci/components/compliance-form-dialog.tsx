import {
  COMPLIANCE_DEFAULT_FREQUENCY,
  COMPLIANCE_OBLIGATION_LABELS,
  COMPLIANCE_OBLIGATIONS,
  complianceCreateBodySchema,
  type ComplianceObligation,
  type ComplianceRow,
} from '@bil/domain';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { toast } from 'sonner';
import { RecordFormDialog, useRecordForm } from '@/components/record-list';
import { useSaveComplianceItem } from '../api/use-gci-compliance';

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
  const form = useRecordForm(complianceCreateBodySchema, () => ({
    airport_code: item?.airport_code ?? '',
    obligation: item?.obligation ?? 'annual_financial_report',
    frequency_months: String(item?.frequency_months ?? 12),
    due_date: item?.due_date ?? '',
    last_completed_date: item?.last_completed_date ?? '',
    notes: item?.notes ?? '',
  }));
  const mutation = useSaveComplianceItem(item?.id ?? null);

  const save = () => {
    const body = form.validate();
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: (detail) => {
        toast.success('Obligation saved');
        onSaved?.(detail.item.id);
        onClose();
      },
    });
  };

  return (
    <RecordFormDialog
      title={item ? 'Edit obligation' : 'New obligation'}
      onClose={onClose}
      onSave={save}
      saving={mutation.isPending}
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Airport (LID)" required {...form.field('airport_code')} />
        <Select
          label="Obligation"
          data={COMPLIANCE_OBLIGATIONS.map((value) => ({
            value,
            label: COMPLIANCE_OBLIGATION_LABELS[value],
          }))}
          value={form.values.obligation}
          allowDeselect={false}
          onChange={(value) => {
            const obligation = (value ?? form.values.obligation) as ComplianceObligation;
            form.setValues((current) => ({
              ...current,
              obligation,
              frequency_months: item
                ? current.frequency_months
                : String(COMPLIANCE_DEFAULT_FREQUENCY[obligation]),
            }));
          }}
        />
        <TextInput label="Every (months)" {...form.field('frequency_months')} />
        <TextInput label="Due date" type="date" required {...form.field('due_date')} />
        <TextInput label="Last completed" type="date" {...form.field('last_completed_date')} />
      </SimpleGrid>
      <Textarea label="Notes" {...form.field('notes')} autosize minRows={2} />
    </RecordFormDialog>
  );
}
