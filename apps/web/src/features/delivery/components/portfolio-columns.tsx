import { DELIVERY_MILESTONES, formatCurrency, formatDate, type DeliveryRow } from '@bil/domain';
import { Button, Stack, Text } from '@mantine/core';
import type { RecordColumn } from '@/components/record-list';
import { DrawnVsComplete } from './drawn-vs-complete';
import { HealthBadges } from './health-badges';

/** A portfolio row as the record list keys it (by its project). */
export type PortfolioRow = DeliveryRow & { id: string };

const LABEL_OF = Object.fromEntries(DELIVERY_MILESTONES.map((m) => [m.key, m.label]));
const RIGHT = { textAlign: 'right' } as const;
export const dollars = (cents: number | null) => (cents === null ? '-' : formatCurrency(cents / 100));

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

/** The portfolio's columns, in the server's order (late first; no header sorts). */
export function portfolioColumns(
  today: string,
  onOpen: (row: DeliveryRow) => void,
): RecordColumn<PortfolioRow>[] {
  return [
    { key: 'airport', label: 'Airport', sortable: false, cell: (row) => row.airportCode },
    {
      key: 'project',
      label: 'Project',
      sortable: false,
      style: { maxWidth: 280 },
      cell: (row) => (
        <>
          <Text size="sm" lineClamp={2}>
            {row.projectTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {row.grantNumber ?? 'No grant number'} · awarded {formatDate(row.awardDate)}
          </Text>
        </>
      ),
    },
    { key: 'pm', label: 'PM', sortable: false, cell: (row) => row.tdotPm ?? '-' },
    {
      key: 'health',
      label: 'Health',
      sortable: false,
      headerStyle: { minWidth: 170 },
      cell: (row) => <HealthBadges row={row} />,
    },
    { key: 'nextDue', label: 'Next due', sortable: false, cell: (row) => nextDue(row, today) },
    {
      key: 'progress',
      label: 'Complete vs drawn',
      sortable: false,
      cell: (row) => (row.hasRecord ? <DrawnVsComplete row={row} /> : '-'),
    },
    {
      key: 'contract',
      label: 'Contract',
      sortable: false,
      numeric: true,
      style: RIGHT,
      cell: (row) => dollars(row.contractAmountCents),
    },
    {
      key: 'grant',
      label: 'Grant',
      sortable: false,
      numeric: true,
      style: RIGHT,
      cell: (row) => dollars(row.grantAmountCents),
    },
    {
      key: 'open',
      label: '',
      sortable: false,
      cell: (row) => (
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
      ),
    },
  ];
}

/** A row's attributes for the browser tests: its test id and its health. */
export const portfolioRowProps = (row: DeliveryRow) => ({
  'data-testid': 'delivery-row',
  'data-health': row.health,
});
