import { tripRequestBodySchema, type TripRequestInput } from '@bil/domain';
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { RecordFormDialog } from '@/components/record-list';
import { useRequestTrip } from '../api/use-flight-services';
import { toFieldErrors } from '../field-errors';

type Values = Omit<TripRequestInput, 'passengers'> & { passengers: number | string };

const EMPTY: Values = {
  agency: '',
  requesterName: '',
  departDate: '',
  departTime: '08:00',
  returnDate: '',
  returnTime: '17:00',
  origin: 'BNA',
  destination: '',
  passengers: 1,
  purpose: '',
};

/** A trip request: validated with the same schema as the server; airport identifiers from the catalogue. */
export function RequestTripDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useRequestTrip();
  const set = (key: keyof Values) => (value: string | number) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const text = (key: keyof Values) => ({
    value: String(values[key]),
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      set(key)(event.currentTarget.value);
    },
  });

  const submit = () => {
    const parsed = tripRequestBodySchema.safeParse({ ...values, passengers: Number(values.passengers) });
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Trip requested');
        onClose();
      },
    });
  };

  return (
    <RecordFormDialog
      onClose={onClose}
      title="Request a trip"
      size="lg"
      onSave={submit}
      saving={mutation.isPending}
      saveLabel="Request trip"
      error={mutation.error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Agency" required {...text('agency')} />
        <TextInput label="Requested by" required {...text('requesterName')} />
        <TextInput label="Departure date" type="date" required {...text('departDate')} />
        <TextInput label="Departure time" type="time" required {...text('departTime')} />
        <TextInput label="Return date" type="date" required {...text('returnDate')} />
        <TextInput label="Return time" type="time" required {...text('returnTime')} />
        <TextInput label="Origin" description="Airport identifier, e.g. BNA" required {...text('origin')} />
        <TextInput
          label="Destination"
          description="Airport identifier, e.g. TYS"
          required
          {...text('destination')}
        />
        <NumberInput
          label="Passengers"
          required
          min={1}
          max={30}
          allowDecimal={false}
          value={values.passengers}
          error={errors.passengers}
          onChange={set('passengers')}
        />
      </SimpleGrid>
      <Textarea label="Purpose" required autosize minRows={2} {...text('purpose')} />
    </RecordFormDialog>
  );
}
