import { paymentBodySchema, type DbeContract } from '@bil/domain';
import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput, numberOrNull, RecordFormDialog, useSchemaForm } from '@/components/record-list';
import { useAddPayment } from '../api/use-dbe-awards';

const PRIME = 'prime';

/** Record a payment to the prime or to a committed firm. */
export function PaymentFormDialog({
  opened,
  onClose,
  contract,
}: {
  opened: boolean;
  onClose: () => void;
  contract: DbeContract;
}) {
  const add = useAddPayment(contract.id);
  const form = useSchemaForm(paymentBodySchema);
  const [payee, setPayee] = useState<string>(PRIME);
  const [amount, setAmount] = useState<number | string>('');
  const [paidDate, setPaidDate] = useState('');
  const [note, setNote] = useState('');
  const payees = [
    { value: PRIME, label: `${contract.primeFirmName} (prime)` },
    ...contract.commitments.map((commitment) => ({ value: commitment.id, label: commitment.firmName })),
  ];
  const submit = () => {
    const body = form.validate({
      commitmentId: payee === PRIME ? null : payee,
      amount: numberOrNull(amount),
      paidDate,
      note,
    });
    if (!body) return;
    add.mutate(body, form.savedThen('Payment recorded', onClose));
  };
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={`Record a payment on ${contract.contractNumber}`}
      size="md"
      onSave={submit}
      saving={add.isPending}
      saveLabel="Record payment"
    >
      <Select
        label="Paid to"
        data={payees}
        value={payee}
        onChange={(value) => {
          setPayee(value ?? PRIME);
        }}
        allowDeselect={false}
      />
      <MoneyInput
        label="Amount"
        value={amount}
        onChange={setAmount}
        error={form.errors.amount}
        withAsterisk
      />
      <TextInput
        label="Payment date"
        type="date"
        value={paidDate}
        onChange={(event) => {
          setPaidDate(event.currentTarget.value);
        }}
        error={form.errors.paidDate}
        withAsterisk
      />
      <TextInput
        label="Note"
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
        }}
        error={form.errors.note}
      />
    </RecordFormDialog>
  );
}
