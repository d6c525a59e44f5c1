import {
  checkAssignment,
  tripAssignmentBodySchema,
  type FlightServicesOverview,
  type Trip,
} from '@bil/domain';
import { Alert, Button, Group, List, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useAssignTrip } from '../api/use-flight-services';

type Props = { trip: Trip; overview: FlightServicesOverview; onClose: () => void };

/**
 * Assign an approved trip: each aircraft is checked with the domain rule the server applies (maintenance
 * due, seats, other bookings), so the problems show before saving; the server checks again under lock.
 */
export function AssignTripDialog({ trip, overview, onClose }: Props) {
  const [aircraftId, setAircraftId] = useState<string | null>(trip.aircraftId);
  const [hours, setHours] = useState<number | string>(trip.estimatedHours ?? 1.5);
  const mutation = useAssignTrip();
  const estimated = typeof hours === 'number' ? hours : 0;

  const problemsById = useMemo(() => {
    const result = new Map<string, string[]>();
    for (const aircraft of overview.aircraft) {
      const others = overview.trips
        .filter((other) => other.aircraftId === aircraft.id)
        .map((other) => ({ ...other, estimatedHours: other.estimatedHours }));
      const problems = checkAssignment(trip, estimated, aircraft, others);
      result.set(
        aircraft.id,
        problems.map((problem) => problem.message),
      );
    }
    return result;
  }, [overview, trip, estimated]);
  const problems = aircraftId ? (problemsById.get(aircraftId) ?? []) : [];

  const submit = () => {
    const parsed = tripAssignmentBodySchema.safeParse({ aircraftId, estimatedHours: estimated });
    if (!parsed.success) return;
    mutation.mutate(
      { id: trip.id, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`Trip assigned to ${saved.tailNumber ?? 'the aircraft'}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Assign an aircraft">
      <Stack gap="sm">
        <Text size="sm">
          {trip.departDate} {trip.departTime}–{trip.returnTime} · {trip.origin} → {trip.destination} ·{' '}
          {trip.passengers} passengers
        </Text>
        {mutation.error ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(mutation.error)}
          </Alert>
        ) : null}
        <Select
          label="Aircraft"
          placeholder="Choose an aircraft"
          value={aircraftId}
          onChange={setAircraftId}
          data={overview.aircraft.map((aircraft) => ({
            value: aircraft.id,
            label: `${aircraft.tailNumber} · ${aircraft.makeModel}${(problemsById.get(aircraft.id) ?? []).length > 0 ? ' (not available)' : ''}`,
          }))}
        />
        <NumberInput
          label="Estimated flight hours"
          min={0.1}
          max={24}
          step={0.1}
          decimalScale={1}
          value={hours}
          onChange={setHours}
        />
        {problems.length > 0 ? (
          <Alert color="orange" variant="light" title="This aircraft cannot take this trip">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            loading={mutation.isPending}
            disabled={!aircraftId || problems.length > 0 || estimated <= 0}
          >
            Assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
