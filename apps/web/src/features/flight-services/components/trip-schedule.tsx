import {
  formatCurrency,
  formatDate,
  TRIP_STATUS_LABELS,
  TRIP_STATUSES,
  type FlightServicesOverview,
  type Trip,
} from '@bil/domain';
import { Button, Group, Menu, SegmentedControl, Select, Table, Text } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useDecideTrip, useWithdrawTrip } from '../api/use-flight-services';
import { AssignTripDialog } from './assign-trip-dialog';
import { LogFlightDialog } from './log-flight-dialog';
import { RequestTripDialog } from './request-trip-dialog';
import { TripStatusBadge } from './trip-status-badge';

type Props = { overview: FlightServicesOverview };
type Dialog = { kind: 'assign' | 'log'; trip: Trip } | null;

const place = (code: string, name: string | null) => (name ? `${code} (${name})` : code);

/** The schedule: upcoming trips first by default, or the past ones; the actions each trip allows. */
export function TripSchedule({ overview }: Props) {
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const [status, setStatus] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const decide = useDecideTrip();
  const withdraw = useWithdrawTrip();
  const manage = overview.abilities.manage;

  const trips = useMemo(() => {
    const chosen = overview.trips.filter(
      (trip) =>
        (when === 'upcoming' ? trip.returnDate >= overview.today : trip.returnDate < overview.today) &&
        (!status || trip.status === status),
    );
    // Upcoming: soonest first. Past: latest first (as the server sends them).
    return when === 'upcoming' ? [...chosen].reverse() : chosen;
  }, [overview, when, status]);

  const run = (promise: Promise<unknown>, done: string) => {
    promise.then(() => toast.success(done)).catch((error: unknown) => toast.error(describeError(error)));
  };

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            value={when}
            onChange={(value) => {
              setWhen(value);
            }}
            data={[
              { value: 'upcoming', label: 'Upcoming' },
              { value: 'past', label: 'Past' },
            ]}
          />
          <Select
            aria-label="Status"
            placeholder="All statuses"
            clearable
            value={status}
            onChange={setStatus}
            data={TRIP_STATUSES.map((value) => ({ value, label: TRIP_STATUS_LABELS[value] }))}
            w={170}
          />
        </Group>
        {overview.abilities.requestTrip ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setRequesting(true);
            }}
          >
            Request a trip
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="xs" data-testid="trip-count">
        {trips.length} {trips.length === 1 ? 'trip' : 'trips'}
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Times</Table.Th>
              <Table.Th>Route</Table.Th>
              <Table.Th>Agency</Table.Th>
              <Table.Th>Pax</Table.Th>
              <Table.Th>Aircraft</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Flown</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trips.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={9}>
                  <Text c="dimmed" ta="center" py="md">
                    No trips here.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {trips.map((trip) => {
              const canAssign = manage && trip.status === 'approved';
              const canLog = manage && trip.status === 'approved' && trip.aircraftId !== null;
              const hasActions = trip.abilities.decide && trip.status === 'requested';
              const canWithdraw =
                trip.abilities.withdraw &&
                (trip.status === 'requested' || (manage && trip.status === 'approved'));
              return (
                <Table.Tr key={trip.id} data-testid="trip-row">
                  <Table.Td>{formatDate(trip.departDate)}</Table.Td>
                  <Table.Td>
                    {trip.departTime}–{trip.returnTime}
                    {trip.returnDate !== trip.departDate ? ` (${formatDate(trip.returnDate)})` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {place(trip.origin, trip.originName)} → {place(trip.destination, trip.destinationName)}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {trip.purpose}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{trip.agency}</Text>
                    <Text size="xs" c="dimmed">
                      {trip.requesterName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{trip.passengers}</Table.Td>
                  <Table.Td>{trip.tailNumber ?? '—'}</Table.Td>
                  <Table.Td miw={110}>
                    <TripStatusBadge status={trip.status} />
                  </Table.Td>
                  <Table.Td>
                    {trip.log ? `${trip.log.hoursFlown} h · ${formatCurrency(trip.log.charge)}` : '—'}
                  </Table.Td>
                  <Table.Td>
                    {hasActions || canAssign || canLog || canWithdraw ? (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <Button size="compact-sm" variant="subtle" aria-label="Trip actions">
                            <IconDots size={16} />
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {hasActions ? (
                            <>
                              <Menu.Item
                                onClick={() => {
                                  run(
                                    decide.mutateAsync({ id: trip.id, decision: 'approve' }),
                                    'Trip approved',
                                  );
                                }}
                              >
                                Approve
                              </Menu.Item>
                              <Menu.Item
                                color="red"
                                onClick={() => {
                                  run(decide.mutateAsync({ id: trip.id, decision: 'deny' }), 'Trip denied');
                                }}
                              >
                                Deny
                              </Menu.Item>
                            </>
                          ) : null}
                          {canAssign ? (
                            <Menu.Item
                              onClick={() => {
                                setDialog({ kind: 'assign', trip });
                              }}
                            >
                              {trip.aircraftId ? 'Change aircraft' : 'Assign aircraft'}
                            </Menu.Item>
                          ) : null}
                          {canLog ? (
                            <Menu.Item
                              onClick={() => {
                                setDialog({ kind: 'log', trip });
                              }}
                            >
                              Log flight
                            </Menu.Item>
                          ) : null}
                          {canWithdraw ? (
                            <Menu.Item
                              color="red"
                              onClick={() => {
                                run(withdraw.mutateAsync(trip.id), 'Trip withdrawn');
                              }}
                            >
                              Withdraw
                            </Menu.Item>
                          ) : null}
                        </Menu.Dropdown>
                      </Menu>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {requesting ? (
        <RequestTripDialog
          onClose={() => {
            setRequesting(false);
          }}
        />
      ) : null}
      {dialog?.kind === 'assign' ? (
        <AssignTripDialog
          trip={dialog.trip}
          overview={overview}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'log' ? (
        <LogFlightDialog
          trip={dialog.trip}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}
