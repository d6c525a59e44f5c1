import { contractCompletionBodySchema, type DbeContract } from '@bil/domain';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput, numberOrNull, RecordFormDialog, useSchemaForm } from '@/components/record-list';
import { useCompleteContract } from '../api/use-dbe-awards';

/** Record a contract's completion and the DBE participation it needed (default: its goal). */
export function CompleteContractDialog({
  opened,
  onClose,
  contract,
}: {
  opened: boolean;
  onClose: () => void;
  contract: DbeContract;
}) {
  const complete = useCompleteContract(contract.id);
  const form = useSchemaForm(contractCompletionBodySchema);
  const [completedDate, setCompletedDate] = useState(contract.completedDate ?? '');
  const [needed, setNeeded] = useState<number | string>(
    contract.participationNeeded ?? contract.totals.goalAmount,
  );
  const submit = () => {
    const body = form.validate({ completedDate, participationNeeded: numberOrNull(needed) });
    if (!body) return;
    complete.mutate(body, form.savedThen(`Contract ${contract.contractNumber} completed`, onClose));
  };
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={`Complete ${contract.contractNumber}`}
      size="md"
      onSave={submit}
      saving={complete.isPending}
      saveLabel="Record completion"
    >
      <TextInput
        label="Completed date"
        type="date"
        value={completedDate}
        onChange={(event) => {
          setCompletedDate(event.currentTarget.value);
        }}
        error={form.errors.completedDate}
        withAsterisk
      />
      <MoneyInput
        label="DBE participation needed"
        value={needed}
        onChange={setNeeded}
        error={form.errors.participationNeeded}
      />
    </RecordFormDialog>
  );
}
