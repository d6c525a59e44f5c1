import { AIRCRAFT_STATUS_LABELS, AIRCRAFT_STATUSES, aircraftBodySchema, type Aircraft } from '@bil/domain';
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { RecordFormDialog } from '@/components/record-list';
import { useChangeAircraft, useCreateAircraft } from '../api/use-flight-services';
import { toFieldErrors } from '../field-errors';

type Values = {
  tailNumber: string;
  makeModel: string;
  seats: number | string;
  status: string;
  hoursTotal: number | string;
  annualDueDate: string;
  hundredHourDueAt: number | string;
  hourlyRate: number | string;
  notes: string;
};

const fromAircraft = (aircraft: Aircraft | null): Values => ({
  tailNumber: aircraft?.tailNumber ?? '',
  makeModel: aircraft?.makeModel ?? '',
  seats: aircraft?.seats ?? 4,
  status: aircraft?.status ?? 'available',
  hoursTotal: aircraft?.hoursTotal ?? 0,
  annualDueDate: aircraft?.annualDueDate ?? '',
  hundredHourDueAt: aircraft?.hundredHourDueAt ?? 100,
  hourlyRate: aircraft?.hourlyRate ?? 0,
  notes: aircraft?.notes ?? '',
});

/** Add or edit an aircraft (administrators): status, hours, inspections due, the charge-back rate. */
export function AircraftDialog({ aircraft, onClose }: { aircraft: Aircraft | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>(() => fromAircraft(aircraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAircraft();
  const change = useChangeAircraft();
  const mutation = aircraft ? change : create;
  const set = (key: keyof Values) => (value: string | number | null) => {
    setValues((current) => ({ ...current, [key]: value ?? '' }));
  };

  const submit = () => {
    const parsed = aircraftBodySchema.safeParse({
      ...values,
      seats: Number(values.seats),
      hoursTotal: Number(values.hoursTotal),
      hundredHourDueAt: Number(values.hundredHourDueAt),
      hourlyRate: Number(values.hourlyRate),
    });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    const done = () => {
      toast.success(`${parsed.data.tailNumber} saved`);
      onClose();
    };
    if (aircraft) change.mutate({ id: aircraft.id, ...parsed.data }, { onSuccess: done });
    else create.mutate(parsed.data, { onSuccess: done });
  };
  const number = (key: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <NumberInput label={label} value={values[key]} error={errors[key]} onChange={set(key)} {...extra} />
  );

  return (
    <RecordFormDialog
      onClose={onClose}
      title={aircraft ? `Edit ${aircraft.tailNumber}` : 'Add aircraft'}
      size="lg"
      onSave={submit}
      saving={mutation.isPending}
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Tail number"
          value={values.tailNumber}
          error={errors.tailNumber}
          onChange={(event) => {
            set('tailNumber')(event.currentTarget.value);
          }}
        />
        <TextInput
          label="Make and model"
          value={values.makeModel}
          error={errors.makeModel}
          onChange={(event) => {
            set('makeModel')(event.currentTarget.value);
          }}
        />
        {number('seats', 'Seats', { min: 1, max: 30, allowDecimal: false })}
        <Select
          label="Status"
          value={values.status}
          onChange={set('status')}
          data={AIRCRAFT_STATUSES.map((value) => ({ value, label: AIRCRAFT_STATUS_LABELS[value] }))}
        />
        {number('hoursTotal', 'Total hours', { min: 0, decimalScale: 1, step: 0.1 })}
        {number('hundredHourDueAt', '100-hour inspection due at (hours)', {
          min: 0,
          decimalScale: 1,
          step: 0.1,
        })}
        <TextInput
          label="Annual inspection due"
          type="date"
          value={values.annualDueDate}
          error={errors.annualDueDate}
          onChange={(event) => {
            set('annualDueDate')(event.currentTarget.value);
          }}
        />
        {number('hourlyRate', 'Charge-back rate per hour', {
          min: 0,
          decimalScale: 2,
          prefix: '$',
          thousandSeparator: ',',
        })}
      </SimpleGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        value={values.notes}
        onChange={(event) => {
          set('notes')(event.currentTarget.value);
        }}
      />
    </RecordFormDialog>
  );
}
