import { fiscalYearLabel, formatCurrency, formatDate, type PlanningAirport } from '@bil/domain';
import { Badge, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';

/** A sum of money in whole cents. */
const sumOf = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/** Airports whose plan leaves AIG to lapse or needs more AIG than is available (the airports page's rule). */
export function AigPlanCheck({ airports }: { airports: readonly PlanningAirport[] }) {
  const flagged = airports
    .filter((airport) => airport.lapseAmount > 0 || airport.shortfallAmount > 0)
    .sort((a, b) => b.lapseAmount + b.shortfallAmount - (a.lapseAmount + a.shortfallAmount));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="aig-check-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="aig-check-title">
          AIG money against the plan
        </Title>
        <Text size="sm" c="dimmed">
          Each planned item draws on the AIG tranches still open in its fiscal year, oldest first, after the
          awarded projects (the same rule as the airports page). Money left on an open tranche lapses at its
          deadline. Available now and Lapsed are the airports page's figures for today.
        </Text>
        {flagged.length === 0 ? (
          <Text size="sm">Every plan uses its AIG money in time and within what is available.</Text>
        ) : (
          <ScrollArea
            type="auto" // Scrolls sideways on phones: reachable by keyboard (axe scrollable-region-focusable).
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'AIG check table' }}
          >
            <Table striped withTableBorder miw={900} data-testid="aig-check-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Airport</Table.Th>
                  <Table.Th miw={260}>Flag</Table.Th>
                  <Table.Th ta="right">Available now</Table.Th>
                  <Table.Th ta="right">Lapsed</Table.Th>
                  <Table.Th ta="right">Planned AIG</Table.Th>
                  <Table.Th ta="right">Left to lapse</Table.Th>
                  <Table.Th>Lapses on</Table.Th>
                  <Table.Th ta="right">Needed beyond available</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {flagged.map((airport) => {
                  const lapsing = airport.tranches.filter((tranche) => tranche.lapsing > 0);
                  return (
                    <Table.Tr key={airport.airportCode} data-testid={`aig-check-${airport.airportCode}`}>
                      <Table.Td>
                        {airport.airportCode} - {airport.airportName}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {airport.lapseAmount > 0 ? (
                            <Badge color="orange" variant="light">
                              AIG will lapse
                            </Badge>
                          ) : null}
                          {airport.shortfallAmount > 0 ? (
                            <Badge color="red" variant="light">
                              Needs more AIG
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right" data-testid="aig-check-available">
                        {formatCurrency(sumOf(airport.tranches.map((tranche) => tranche.available)))}
                      </Table.Td>
                      <Table.Td ta="right" data-testid="aig-check-lapsed">
                        {formatCurrency(sumOf(airport.tranches.map((tranche) => tranche.lapsed)))}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatCurrency(airport.years.reduce((total, year) => total + year.plannedAig, 0))}
                      </Table.Td>
                      <Table.Td ta="right">{formatCurrency(airport.lapseAmount)}</Table.Td>
                      <Table.Td>
                        {lapsing
                          .map(
                            (tranche) =>
                              `${fiscalYearLabel(tranche.fiscalYear)} ${formatDate(tranche.deadline)}`,
                          )
                          .join(', ') || '-'}
                      </Table.Td>
                      <Table.Td ta="right">{formatCurrency(airport.shortfallAmount)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
