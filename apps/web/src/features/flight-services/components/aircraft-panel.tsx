import {
  AIRCRAFT_STATUS_LABELS,
  formatCurrency,
  formatDate,
  type Aircraft,
  type FlightServicesOverview,
} from '@bil/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AircraftDialog } from './aircraft-dialog';

const MAINTENANCE_COLORS = { ok: 'green.8', due_soon: 'orange.8', overdue: 'red.8' } as const;
const STATUS_COLORS = { available: 'green', maintenance: 'orange', out_of_service: 'red' } as const;

function dueText(aircraft: Aircraft): string {
  const days = aircraft.annualDaysLeft;
  const annual = days < 0 ? `overdue by ${-days} days` : `in ${days} days`;
  const hours = aircraft.hundredHourHoursLeft;
  const hundred = hours < 0 ? `overdue by ${-hours} h` : `in ${hours} h`;
  return `Annual ${annual} · 100-hour ${hundred}`;
}

/** The fleet: status, hours, maintenance due by date and by hours, hourly rate; administrators edit. */
export function AircraftPanel({ overview }: { overview: FlightServicesOverview }) {
  const [editing, setEditing] = useState<Aircraft | 'new' | null>(null);
  const manage = overview.abilities.manage;
  return (
    <Stack gap="sm">
      {manage ? (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setEditing('new');
            }}
          >
            Add aircraft
          </Button>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
        {overview.aircraft.map((aircraft) => (
          <Card key={aircraft.id} withBorder padding="md" data-testid="aircraft-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={700} fz="lg">
                  {aircraft.tailNumber}
                </Text>
                <Text size="sm" c="dimmed">
                  {aircraft.makeModel} · {aircraft.seats} seats
                </Text>
              </Stack>
              <Badge color={STATUS_COLORS[aircraft.status]} variant="light" style={{ flexShrink: 0 }}>
                {AIRCRAFT_STATUS_LABELS[aircraft.status]}
              </Badge>
            </Group>
            <Stack gap={4} mt="sm">
              <Text size="sm">Total time: {aircraft.hoursTotal.toLocaleString('en-US')} h</Text>
              <Text size="sm">
                Annual due {formatDate(aircraft.annualDueDate)} · 100-hour at{' '}
                {aircraft.hundredHourDueAt.toLocaleString('en-US')} h
              </Text>
              <Text
                size="sm"
                fw={600}
                c={MAINTENANCE_COLORS[aircraft.maintenanceState]}
                data-testid="maintenance-due"
              >
                {dueText(aircraft)}
              </Text>
              <Text size="sm">Charge-back rate: {formatCurrency(aircraft.hourlyRate)} per hour</Text>
              {aircraft.notes ? (
                <Text size="xs" c="dimmed">
                  {aircraft.notes}
                </Text>
              ) : null}
            </Stack>
            {manage ? (
              <Button
                mt="sm"
                size="xs"
                variant="light"
                onClick={() => {
                  setEditing(aircraft);
                }}
              >
                Edit
              </Button>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
      {editing ? (
        <AircraftDialog
          aircraft={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
