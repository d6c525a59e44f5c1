import { formatCurrency, type PmAirport } from '@bil/domain';
import { Anchor, Badge, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

type Props = { airports: readonly PmAirport[]; readOnly: boolean };

/** The PM's airports: assigned ones first; counts and amounts cover the PM's own projects there. */
export function PmAirportsTable({ airports, readOnly }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pm-airports-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pm-airports-title">
          Airports
        </Title>
        {airports.length === 0 ? (
          <Text size="sm" c="dimmed">
            No airport is assigned to this project manager.
          </Text>
        ) : (
          <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
            <Table verticalSpacing={6} miw={520} data-testid="pm-airports-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>LID</Table.Th>
                  <Table.Th>Airport</Table.Th>
                  <Table.Th ta="right">Projects</Table.Th>
                  <Table.Th ta="right">Open</Table.Th>
                  <Table.Th ta="right">BIL funding</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {airports.map((airport) => (
                  <Table.Tr key={airport.airportCode} data-testid={`pm-airport-${airport.airportCode}`}>
                    <Table.Td fw={600}>
                      {readOnly ? (
                        airport.airportCode
                      ) : (
                        <Anchor component={Link} to={`/airports/${airport.airportCode}`} size="sm" fw={600}>
                          {airport.airportCode}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{airport.airportName ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {airport.city ?? ''}
                        {airport.isAssigned ? null : (
                          <Badge ml={6} size="xs" variant="light" color="gray">
                            not assigned
                          </Badge>
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{airport.projectCount}</Table.Td>
                    <Table.Td ta="right">{airport.openProjectCount}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(airport.bilAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
