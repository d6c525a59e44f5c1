import { Group, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { useFlightServices } from '../api/use-flight-services';
import { AircraftPanel } from './aircraft-panel';
import { ChargeBackPanel } from './charge-back-panel';
import { TripSchedule } from './trip-schedule';
import { PageHeading } from '@/components/page';

/** /flight-services: the state aircraft, their schedule, and the monthly charge-back. */
export function FlightServicesPage() {
  const query = useFlightServices();
  const [tab, setTab] = useState<string | null>('schedule');
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="flex-end">
        <PageHeading
          title="Flight Services"
          description="State aircraft, trip requests and charge-back to agencies"
        />
      </Group>
      <QueryState query={query} title="Error Loading Flight Services">
        {query.data ? (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
              <Tabs.Tab value="aircraft">Aircraft</Tabs.Tab>
              <Tabs.Tab value="report">Charge-back</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="schedule" pt="md">
              <TripSchedule overview={query.data} />
            </Tabs.Panel>
            <Tabs.Panel value="aircraft" pt="md">
              <AircraftPanel overview={query.data} />
            </Tabs.Panel>
            <Tabs.Panel value="report" pt="md">
              <ChargeBackPanel today={query.data.today} />
            </Tabs.Panel>
          </Tabs>
        ) : null}
      </QueryState>
    </Stack>
  );
}
