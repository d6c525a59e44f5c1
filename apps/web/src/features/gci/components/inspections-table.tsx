import { formatDate, type InspectionRow } from '@bil/domain';
import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { InspectionDueBadge } from './inspection-due-badge';
import { SortableHeader, type SortableColumn, type TableSort } from './sortable-header';

const COLUMNS: SortableColumn[] = [
  { key: 'inspection_date', label: 'Inspected' },
  { key: 'airport_code', label: 'Airport' },
  { key: 'inspector', label: 'Inspector' },
  { key: 'discrepancies', label: 'Discrepancies', numeric: true },
  { key: 'open_actions', label: 'Open actions', numeric: true },
  { key: 'overdue_actions', label: 'Overdue', numeric: true },
  { key: 'next_due', label: 'Next inspection due' },
];

/** The inspections: sortable; overdue corrective actions and overdue airports stand out in red. */
export function InspectionsTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: readonly InspectionRow[];
  sort: TableSort;
  onSort: (key: string) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Inspections">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-overdue={row.overdueActions > 0 || undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <UnstyledButton
                  onClick={() => {
                    onOpen(row.id);
                  }}
                  c="blue"
                  fw={600}
                  fz="sm"
                >
                  {formatDate(row.inspection_date)}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} span>
                  {row.airport_code}
                </Text>{' '}
                <Text size="sm" c="dimmed" span>
                  {row.airport_name}
                </Text>
              </Table.Td>
              <Table.Td>{row.inspector}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{row.discrepancies}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{row.openActions}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {row.overdueActions > 0 ? (
                  <Badge color="red" variant="filled" aria-label={`${String(row.overdueActions)} overdue`}>
                    {row.overdueActions}
                  </Badge>
                ) : (
                  '0'
                )}
              </Table.Td>
              <Table.Td>
                {row.isLatest ? (
                  <InspectionDueBadge nextDue={row.airportNextDue} state={row.airportDueState} />
                ) : (
                  <Text size="xs" c="dimmed">
                    Earlier inspection
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
