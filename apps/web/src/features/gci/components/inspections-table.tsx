import { formatDate, type InspectionRow } from '@bil/domain';
import { Badge, Text } from '@mantine/core';
import { type RecordColumn, RecordOpenButton } from '@/components/record-list';
import { AirportCell } from './airport-cell';
import { InspectionDueBadge } from './inspection-due-badge';

const RIGHT = { textAlign: 'right' } as const;

/** The inspections' columns; overdue corrective actions and overdue airports stand out in red. */
export function inspectionColumns(onOpen: (id: string) => void): RecordColumn<InspectionRow>[] {
  return [
    {
      key: 'inspection_date',
      label: 'Inspected',
      style: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <RecordOpenButton
          onOpen={() => {
            onOpen(row.id);
          }}
        >
          {formatDate(row.inspection_date)}
        </RecordOpenButton>
      ),
    },
    {
      key: 'airport_code',
      label: 'Airport',
      cell: (row) => <AirportCell code={row.airport_code} name={row.airport_name} />,
    },
    { key: 'inspector', label: 'Inspector', cell: (row) => row.inspector },
    {
      key: 'discrepancies',
      label: 'Discrepancies',
      numeric: true,
      style: RIGHT,
      cell: (row) => row.discrepancies,
    },
    {
      key: 'open_actions',
      label: 'Open actions',
      numeric: true,
      style: RIGHT,
      cell: (row) => row.openActions,
    },
    {
      key: 'overdue_actions',
      label: 'Overdue',
      numeric: true,
      style: RIGHT,
      cell: (row) =>
        row.overdueActions > 0 ? (
          <Badge color="red" variant="filled" aria-label={`${String(row.overdueActions)} overdue`}>
            {row.overdueActions}
          </Badge>
        ) : (
          '0'
        ),
    },
    {
      key: 'next_due',
      label: 'Next inspection due',
      cell: (row) =>
        row.isLatest ? (
          <InspectionDueBadge nextDue={row.airportNextDue} state={row.airportDueState} />
        ) : (
          <Text size="xs" c="dimmed">
            Earlier inspection
          </Text>
        ),
    },
  ];
}

/** Rows with an overdue corrective action are marked (the browser tests look for them). */
export const inspectionRowProps = (row: InspectionRow) => ({
  'data-overdue': row.overdueActions > 0 || undefined,
});
