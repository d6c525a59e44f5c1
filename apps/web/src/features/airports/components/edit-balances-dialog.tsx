import {
  AIG_FISCAL_YEARS,
  AIG_YEAR_KEYS,
  fiscalYearLabel,
  MAX_BALANCE_NOTES,
  type AirportBalancesBody,
  type AirportDetail,
} from '@bil/domain';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useUpdateAirportBalances } from '../api/use-airports';

type Props = { detail: AirportDetail; opened: boolean; onClose: () => void };

type FormValues = { allocations: (number | string)[]; notes: string };

const initialValues = (detail: AirportDetail): FormValues => ({
  allocations: detail.tranches.map((tranche) => tranche.allocation),
  notes: detail.notes ?? '',
});

function allocationError(value: number | string): string | null {
  if (value === '' || typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    return 'Whole dollars of 0 or more';
  }
  return null;
}

/** Administrators: the FY22-26 allocations (whole dollars) and the notes; balances are recomputed on save. */
export function EditBalancesDialog({ detail, opened, onClose }: Props) {
  const [values, setValues] = useState<FormValues>(() => initialValues(detail));
  const [submitted, setSubmitted] = useState(false);
  const mutation = useUpdateAirportBalances(detail.airportCode);
  const errors = values.allocations.map(allocationError);
  const invalid = errors.some(Boolean);

  const save = () => {
    setSubmitted(true);
    if (invalid) return;
    const allocations = Object.fromEntries(
      AIG_YEAR_KEYS.map((key, index) => [key, Number(values.allocations[index])]),
    ) as NonNullable<AirportBalancesBody['allocations']>;
    mutation.mutate(
      { allocations, notes: values.notes.trim() || null },
      {
        onSuccess: () => {
          toast.success(`Balances of ${detail.airportCode} saved`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Edit allocations: ${detail.airportCode}`} size="lg">
      <Stack gap="md">
        {mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(mutation.error)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {AIG_FISCAL_YEARS.map((year, index) => (
            <NumberInput
              key={year}
              label={`${fiscalYearLabel(year)} allocation`}
              prefix="$"
              thousandSeparator=","
              decimalScale={0}
              allowNegative={false}
              min={0}
              value={values.allocations[index]}
              error={submitted ? errors[index] : null}
              onChange={(value) => {
                setValues((current) => ({
                  ...current,
                  allocations: current.allocations.map((old, position) => (position === index ? value : old)),
                }));
              }}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label="Notes"
          autosize
          minRows={3}
          maxLength={MAX_BALANCE_NOTES}
          value={values.notes}
          onChange={(event) => {
            const notes = event.currentTarget.value;
            setValues((current) => ({ ...current, notes }));
          }}
        />
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
