import { inspectionCreateBodySchema, type InspectionRow } from '@bil/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { toast } from 'sonner';
import { RecordFormDialog, useRecordForm } from '@/components/record-list';
import { useSaveInspection } from '../api/use-gci-inspections';

/** Record or correct a 5010 inspection (airport, date, inspector); the same schema the server checks. */
export function InspectionFormDialog({
  inspection,
  onClose,
  onSaved,
}: {
  inspection: InspectionRow | null;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const form = useRecordForm(inspectionCreateBodySchema, () => ({
    airport_code: inspection?.airport_code ?? '',
    inspection_date: inspection?.inspection_date ?? '',
    inspector: inspection?.inspector ?? '',
    notes: inspection?.notes ?? '',
  }));
  const mutation = useSaveInspection(inspection?.id ?? null);

  const save = () => {
    const body = form.validate();
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: (detail) => {
        toast.success(`Inspection of ${detail.inspection.airport_code} saved`);
        onSaved?.(detail.inspection.id);
        onClose();
      },
    });
  };

  return (
    <RecordFormDialog
      title={inspection ? 'Edit inspection' : 'New inspection'}
      onClose={onClose}
      onSave={save}
      saving={mutation.isPending}
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Airport (LID)" required {...form.field('airport_code')} />
        <TextInput label="Inspection date" type="date" required {...form.field('inspection_date')} />
        <TextInput label="Inspector" required {...form.field('inspector')} />
      </SimpleGrid>
      <Textarea label="Notes" {...form.field('notes')} autosize minRows={2} />
    </RecordFormDialog>
  );
}
