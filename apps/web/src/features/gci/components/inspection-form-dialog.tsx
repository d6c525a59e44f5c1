import { inspectionCreateBodySchema, type InspectionRow } from '@bil/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSaveInspection } from '../api/use-gci-inspections';

type Values = Record<'airport_code' | 'inspection_date' | 'inspector' | 'notes', string>;

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
  const [values, setValues] = useState<Values>({
    airport_code: inspection?.airport_code ?? '',
    inspection_date: inspection?.inspection_date ?? '',
    inspector: inspection?.inspector ?? '',
    notes: inspection?.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const mutation = useSaveInspection(inspection?.id ?? null);
  const set = (key: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const save = () => {
    const parsed = inspectionCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (detail) => {
        toast.success(`Inspection of ${detail.inspection.airport_code} saved`);
        onSaved?.(detail.inspection.id);
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={inspection ? 'Edit inspection' : 'New inspection'} size="lg">
      <Stack gap="sm">
        {mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(mutation.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Airport (LID)"
            required
            value={values.airport_code}
            error={errors.airport_code}
            onChange={set('airport_code')}
          />
          <TextInput
            label="Inspection date"
            type="date"
            required
            value={values.inspection_date}
            error={errors.inspection_date}
            onChange={set('inspection_date')}
          />
          <TextInput
            label="Inspector"
            required
            value={values.inspector}
            error={errors.inspector}
            onChange={set('inspector')}
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
