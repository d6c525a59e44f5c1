import { contractBodySchema, type DbeContract } from '@bil/domain';
import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { numberOrNull, RecordFormDialog, useSchemaForm } from '@/components/record-list';
import {
  useCreateContract,
  useDbeFirms,
  useDbeProjectOptions,
  useUpdateContract,
} from '../api/use-dbe-awards';

type Props = { opened: boolean; onClose: () => void; contract?: DbeContract };

/** Create or edit a contract; the domain schema checks the values here and on the server. */
export function ContractFormDialog({ opened, onClose, contract }: Props) {
  const projects = useDbeProjectOptions(opened);
  const firms = useDbeFirms();
  const create = useCreateContract();
  const update = useUpdateContract(contract?.id ?? '');
  const form = useSchemaForm(contractBodySchema);
  const [values, setValues] = useState({
    projectId: contract?.projectId ?? '',
    contractNumber: contract?.contractNumber ?? '',
    title: contract?.title ?? '',
    primeFirmId: contract?.primeFirmId ?? '',
    awardDate: contract?.awardDate ?? '',
    federalShare: (contract?.federalShare ?? '') as number | string,
    goalPct: (contract?.goalPct ?? 0) as number | string,
    goalDriven: contract?.goalDriven ?? true,
  });
  const set = (next: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...next }));
  };
  const pending = create.isPending || update.isPending;

  const projectData = (projects.data?.projects ?? []).map((project) => ({
    value: project.id,
    label: `${project.airportCode} · ${project.title}${project.grantNumber ? ` (grant ${project.grantNumber})` : ''}`,
  }));
  if (contract && !projectData.some((option) => option.value === contract.projectId)) {
    projectData.unshift({
      value: contract.projectId,
      label: `${contract.airportCode} · ${contract.projectTitle}`,
    });
  }
  const firmData = (firms.data?.firms ?? []).map((firm) => ({ value: firm.id, label: firm.name }));

  const submit = () => {
    const body = form.validate({
      ...values,
      federalShare: numberOrNull(values.federalShare),
      goalPct: numberOrNull(values.goalPct) ?? 0,
    });
    if (!body) return;
    const mutation = contract ? update : create;
    mutation.mutate(
      body,
      form.savedThen(
        (saved: DbeContract) =>
          contract ? `Contract ${saved.contractNumber} saved` : `Contract ${saved.contractNumber} created`,
        onClose,
      ),
    );
  };

  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={contract ? 'Edit contract' : 'New DBE contract'}
      size="lg"
      onSave={submit}
      saving={pending}
      saveLabel={contract ? 'Save contract' : 'Create contract'}
    >
      <Select
        label="Project"
        placeholder="Choose a project"
        searchable
        data={projectData}
        value={values.projectId || null}
        onChange={(value) => {
          set({ projectId: value ?? '' });
        }}
        error={form.errors.projectId}
        withAsterisk
      />
      <Group grow align="flex-start">
        <TextInput
          label="Contract number"
          value={values.contractNumber}
          onChange={(event) => {
            set({ contractNumber: event.currentTarget.value });
          }}
          error={form.errors.contractNumber}
          withAsterisk
        />
        <TextInput
          label="Award date"
          type="date"
          value={values.awardDate}
          onChange={(event) => {
            set({ awardDate: event.currentTarget.value });
          }}
          error={form.errors.awardDate}
          withAsterisk
        />
      </Group>
      <TextInput
        label="Contract title"
        value={values.title}
        onChange={(event) => {
          set({ title: event.currentTarget.value });
        }}
        error={form.errors.title}
        withAsterisk
      />
      <Select
        label="Prime contractor"
        placeholder="Choose a firm"
        searchable
        data={firmData}
        value={values.primeFirmId || null}
        onChange={(value) => {
          set({ primeFirmId: value ?? '' });
        }}
        error={form.errors.primeFirmId}
        withAsterisk
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Federal share (whole dollars)"
          prefix="$"
          thousandSeparator=","
          allowDecimal={false}
          value={values.federalShare}
          onChange={(value) => {
            set({ federalShare: value });
          }}
          error={form.errors.federalShare}
        />
        <NumberInput
          label="Contract goal %"
          suffix="%"
          decimalScale={2}
          value={values.goalPct}
          onChange={(value) => {
            set({ goalPct: value });
          }}
          error={form.errors.goalPct}
        />
      </Group>
      <Switch
        label="DBE participation is goal-driven (conscious); off: neutral"
        checked={values.goalDriven}
        onChange={(event) => {
          set({ goalDriven: event.currentTarget.checked });
        }}
      />
    </RecordFormDialog>
  );
}
