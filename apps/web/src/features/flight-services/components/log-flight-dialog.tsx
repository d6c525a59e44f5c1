import { flightLogBodySchema, type Trip } from '@bil/domain';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { RecordFormDialog } from '@/components/record-list';
import { useLogFlight } from '../api/use-flight-services';
import { toFieldErrors } from '../field-errors';

/** Log a flown trip: actual times and hours; the charge is worked out on the server at the aircraft's rate. */
export function LogFlightDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const [values, setValues] = useState({
    flownDate: trip.departDate,
    actualDepartTime: trip.departTime,
    actualArriveTime: trip.returnTime,
    hoursFlown: (trip.estimatedHours ?? 1) as number | string,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useLogFlight();

  const submit = () => {
    const parsed = flightLogBodySchema.safeParse({ ...values, hoursFlown: Number(values.hoursFlown) });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    mutation.mutate(
      { id: trip.id, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`Flight logged: ${saved.log?.hoursFlown ?? ''} h`);
          onClose();
        },
      },
    );
  };
  const field = (key: 'flownDate' | 'actualDepartTime' | 'actualArriveTime') => ({
    value: values[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
    },
  });

  return (
    <RecordFormDialog
      onClose={onClose}
      title={`Log flight: ${trip.tailNumber ?? ''} ${trip.origin} → ${trip.destination}`}
      size="md"
      onSave={submit}
      saving={mutation.isPending}
      saveLabel="Log flight"
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Date flown" type="date" {...field('flownDate')} />
        <NumberInput
          label="Hours flown"
          min={0.1}
          max={24}
          step={0.1}
          decimalScale={1}
          value={values.hoursFlown}
          error={errors.hoursFlown}
          onChange={(hoursFlown) => {
            setValues((current) => ({ ...current, hoursFlown }));
          }}
        />
        <TextInput label="Actual departure" type="time" {...field('actualDepartTime')} />
        <TextInput label="Actual arrival" type="time" {...field('actualArriveTime')} />
      </SimpleGrid>
    </RecordFormDialog>
  );
}
