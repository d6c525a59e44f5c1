import { DELIVERY_MILESTONES, formatCurrency, formatDate, type DeliveryRow } from '@bil/domain';
import { Button, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { DrawnVsComplete } from './drawn-vs-complete';
import { HealthBadges } from './health-badges';

const LABEL_OF = Object.fromEntries(DELIVERY_MILESTONES.map((m) => [m.key, m.label]));
const dollars = (cents: number | null) => (cents === null ? '-' : formatCurrency(cents / 100));

/** The next milestone due (or overdue): the first late one, else the earliest open planned date. */
function nextDue(row: DeliveryRow, today: string) {
  if (!row.firstOpenPlanned) return <Text size="sm">-</Text>;
  const overdue = row.firstOpenPlanned < today;
  const key = row.lateMilestones[0];
  return (
    <Stack gap={0}>
      <Text size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined}>
        {formatDate(row.firstOpenPlanned)}
      </Text>
      {key ? (
        <Text size="xs" c="dimmed">
          {LABEL_OF[key]}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One page of the portfolio as the server ordered it (late first). */
export function PortfolioTable({
  rows,
  today,
  onOpen,
}: {
  rows: readonly DeliveryRow[];
  today: string;
  onOpen: (row: DeliveryRow) => void;
}) {
  if (rows.length === 0) return <Text size="sm">No awarded projects match these filters.</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover withTableBorder miw={1080} data-testid="delivery-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Airport</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>PM</Table.Th>
            <Table.Th miw={170}>Health</Table.Th>
            <Table.Th>Next due</Table.Th>
            <Table.Th>Complete vs drawn</Table.Th>
            <Table.Th ta="right">Contract</Table.Th>
            <Table.Th ta="right">Grant</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.projectId} data-testid="delivery-row" data-health={row.health}>
              <Table.Td>{row.airportCode}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={2}>
                  {row.projectTitle}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.grantNumber ?? 'No grant number'} · awarded {formatDate(row.awardDate)}
                </Text>
              </Table.Td>
              <Table.Td>{row.tdotPm ?? '-'}</Table.Td>
              <Table.Td>
                <HealthBadges row={row} />
              </Table.Td>
              <Table.Td>{nextDue(row, today)}</Table.Td>
              <Table.Td>{row.hasRecord ? <DrawnVsComplete row={row} /> : '-'}</Table.Td>
              <Table.Td ta="right">{dollars(row.contractAmountCents)}</Table.Td>
              <Table.Td ta="right">{dollars(row.grantAmountCents)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    onOpen(row);
                  }}
                  aria-label={`Open ${row.projectTitle}`}
                >
                  Open
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
