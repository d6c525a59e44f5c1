import {
  commitmentAmendmentBodySchema,
  commitmentBodySchema,
  commitmentOverrideIssue,
  COMMITMENT_OVERRIDE_REASON_LABEL,
  COMMITMENT_KINDS,
  COMMITMENT_KIND_LABELS,
  COUNTING_RULE_TEXT,
  countCommitmentCents,
  formatCurrency,
  toCents,
  type DbeCommitment,
  type DbeContract,
} from '@bil/domain';
import { Alert, Group, Select, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput, numberOrNull, RecordFormDialog, useSchemaForm } from '@/components/record-list';
import { useAddCommitment, useAmendCommitment, useDbeFirms } from '../api/use-dbe-awards';

type Props = { opened: boolean; onClose: () => void; contract: DbeContract; amend?: DbeCommitment };

const kindOptions = COMMITMENT_KINDS.map((kind) => ({ value: kind, label: COMMITMENT_KIND_LABELS[kind] }));

/** Commit a firm on a contract, or amend a commitment (the old terms stay in its history). */
export function CommitmentFormDialog({ opened, onClose, contract, amend }: Props) {
  const firms = useDbeFirms();
  const add = useAddCommitment(contract.id);
  const change = useAmendCommitment(amend?.id ?? '');
  const addForm = useSchemaForm(commitmentBodySchema);
  const amendForm = useSchemaForm(commitmentAmendmentBodySchema);
  const form = amend ? amendForm : addForm;
  const [values, setValues] = useState({
    firmId: amend?.firmId ?? '',
    kind: amend?.kind ?? 'subcontractor',
    amount: (amend?.amount ?? '') as number | string,
    feeAmount: (amend?.feeAmount ?? '') as number | string,
    commerciallyUseful: amend?.commerciallyUseful ?? true,
    countsAsDbe: amend?.countsAsDbe ?? true,
    date: '',
    description: '',
    reason: '',
    overrideReason: '',
  });
  const [overrideError, setOverrideError] = useState<string | null>(null);
  const set = (next: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...next }));
  };
  const amount = numberOrNull(values.amount);
  const fee = numberOrNull(values.feeAmount);
  const counted =
    amount === null
      ? null
      : countCommitmentCents({
          kind: values.kind,
          amountCents: toCents(amount),
          feeCents: fee === null ? null : toCents(fee),
          commerciallyUseful: values.commerciallyUseful,
          countsAsDbe: values.countsAsDbe,
        }) / 100;

  const submit = () => {
    const terms = {
      kind: values.kind,
      amount,
      feeAmount: fee,
      commerciallyUseful: values.commerciallyUseful,
    };
    if (amend) {
      const body = amendForm.validate({ ...terms, amendedOn: values.date, reason: values.reason });
      if (!body) return;
      change.mutate(body, form.savedThen(`Commitment to ${amend.firmName} amended`, onClose));
      return;
    }
    const body = addForm.validate({
      ...terms,
      firmId: values.firmId,
      countsAsDbe: values.countsAsDbe,
      overrideReason: values.countsAsDbe ? null : values.overrideReason,
      commitmentDate: values.date,
      description: values.description,
    });
    const firm = firms.data?.firms.find((candidate) => candidate.id === values.firmId);
    const issue = body ? commitmentOverrideIssue(body, firm?.certifications ?? []) : null;
    setOverrideError(issue);
    if (!body || issue) return;
    add.mutate(body, form.savedThen('Commitment added', onClose));
  };

  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={amend ? `Amend commitment: ${amend.firmName}` : `Add commitment to ${contract.contractNumber}`}
      size="lg"
      onSave={submit}
      saving={add.isPending || change.isPending}
      saveLabel={amend ? 'Amend commitment' : 'Add commitment'}
    >
      {amend ? null : (
        <Select
          label="Firm"
          searchable
          data={(firms.data?.firms ?? []).map((firm) => ({ value: firm.id, label: firm.name }))}
          value={values.firmId || null}
          onChange={(value) => {
            set({ firmId: value ?? '' });
          }}
          error={form.errors.firmId}
          withAsterisk
        />
      )}
      <Select
        label="Kind"
        data={kindOptions}
        value={values.kind}
        onChange={(value) => {
          set({ kind: value ?? 'subcontractor' });
        }}
        error={form.errors.kind}
        allowDeselect={false}
      />
      <Text size="xs" c="dimmed">
        Counts: {COUNTING_RULE_TEXT[values.kind]}
      </Text>
      <Group grow align="flex-start">
        <MoneyInput
          label="Amount committed"
          value={values.amount}
          onChange={(value) => {
            set({ amount: value });
          }}
          error={form.errors.amount}
          withAsterisk
        />
        <MoneyInput
          label="Fees (brokers, no commercially useful function)"
          value={values.feeAmount}
          onChange={(value) => {
            set({ feeAmount: value });
          }}
          error={form.errors.feeAmount}
        />
      </Group>
      <Group>
        <Switch
          label="Performs a commercially useful function"
          checked={values.commerciallyUseful}
          onChange={(event) => {
            set({ commerciallyUseful: event.currentTarget.checked });
          }}
        />
        {amend ? null : (
          <Switch
            label="Counts as DBE"
            description="Certification decides: the commitment counts only if the firm is a certified DBE on the commitment day (not while under re-evaluation from 10/03/2025). Turn off to take a certified firm's commitment out; the report's cross-checks list it."
            checked={values.countsAsDbe}
            onChange={(event) => {
              set({ countsAsDbe: event.currentTarget.checked });
            }}
          />
        )}
      </Group>
      {amend || values.countsAsDbe ? null : (
        <TextInput
          label={COMMITMENT_OVERRIDE_REASON_LABEL}
          description="Required when the firm is a certified DBE on the commitment day (e.g. work outside its certified NAICS codes). Shown on the Annual Report's cross-checks."
          value={values.overrideReason}
          onChange={(event) => {
            set({ overrideReason: event.currentTarget.value });
          }}
          error={overrideError ?? form.errors.overrideReason}
        />
      )}
      <TextInput
        label={amend ? 'Amendment date' : 'Commitment date'}
        type="date"
        value={values.date}
        onChange={(event) => {
          set({ date: event.currentTarget.value });
        }}
        error={amend ? form.errors.amendedOn : form.errors.commitmentDate}
        withAsterisk
      />
      {amend ? (
        <TextInput
          label="Reason for the amendment"
          value={values.reason}
          onChange={(event) => {
            set({ reason: event.currentTarget.value });
          }}
          error={form.errors.reason}
          withAsterisk
        />
      ) : (
        <TextInput
          label="Description"
          value={values.description}
          onChange={(event) => {
            set({ description: event.currentTarget.value });
          }}
          error={form.errors.description}
        />
      )}
      <Alert variant="light" color="blue" data-testid="counted-preview">
        Counts toward DBE goals: {counted === null ? '—' : formatCurrency(counted)}
      </Alert>
    </RecordFormDialog>
  );
}
