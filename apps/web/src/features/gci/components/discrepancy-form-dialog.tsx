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
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSaveDiscrepancy } from '../api/use-gci-inspections';

type Key =
  | 'category'
  | 'severity'
  | 'description'
  | 'location'
  | 'action_plan'
  | 'plan_due_date'
  | 'target_date'
  | 'action_status';
type Values = Record<Key, string>;

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
  const [values, setValues] = useState<Values>({
    category: discrepancy?.category ?? 'markings',
    severity: discrepancy?.severity ?? 'medium',
    description: discrepancy?.description ?? '',
    location: discrepancy?.location ?? '',
    action_plan: discrepancy?.action_plan ?? '',
    plan_due_date: discrepancy?.plan_due_date ?? '',
    target_date: discrepancy?.target_date ?? '',
    action_status: discrepancy?.action_status ?? 'open',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const mutation = useSaveDiscrepancy(inspectionId);
  const text = (key: Key, label: string, type?: string) => (
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
  const choice = (key: Key, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={values[key]}
      allowDeselect={false}
      onChange={(value) => {
        setValues((current) => ({ ...current, [key]: value ?? current[key] }));
      }}
    />
  );

  const save = () => {
    const parsed = discrepancyCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Values> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Key] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: discrepancy?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          toast.success('Discrepancy saved');
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={discrepancy ? 'Edit discrepancy' : 'Add discrepancy'} size="lg">
      <Stack gap="sm">
        {mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(mutation.error)}
          </Alert>
        ) : null}
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
        <Textarea
          label="Description"
          required
          value={values.description}
          error={errors.description}
          autosize
          minRows={2}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, description: value }));
          }}
        />
        {text('location', 'Location')}
        <Textarea
          label="Corrective action plan"
          value={values.action_plan}
          autosize
          minRows={2}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, action_plan: value }));
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Plan due date"
            type="date"
            description={`Blank: ${String(planDays)} days after the inspection`}
            value={values.plan_due_date}
            error={errors.plan_due_date}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, plan_due_date: value }));
            }}
          />
          {text('target_date', 'Target date', 'date')}
          {choice(
            'action_status',
            'Action status',
            CORRECTIVE_ACTION_STATUSES.map((value) => ({
              value,
              label: CORRECTIVE_ACTION_STATUS_LABELS[value],
            })),
          )}
        </SimpleGrid>
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
