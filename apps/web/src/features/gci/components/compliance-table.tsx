import { COMPLIANCE_OBLIGATION_LABELS, formatDate, type ComplianceRow } from '@bil/domain';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { ComplianceStatusBadge } from './compliance-status-badge';
import { SortableHeader, type SortableColumn, type TableSort } from './sortable-header';

const COLUMNS: SortableColumn[] = [
  { key: 'obligation', label: 'Obligation' },
  { key: 'airport_code', label: 'Airport' },
  { key: 'due_date', label: 'Due' },
  { key: 'last_completed', label: 'Last completed', sortable: false },
  { key: 'frequency', label: 'Every', sortable: false },
  { key: 'status', label: 'Status' },
];

export function ComplianceTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: readonly ComplianceRow[];
  sort: TableSort;
  onSort: (key: string) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Compliance obligations">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <UnstyledButton
                  onClick={() => {
                    onOpen(row.id);
                  }}
                  c="blue"
                  fw={600}
                  fz="sm"
                >
                  {COMPLIANCE_OBLIGATION_LABELS[row.obligation]}
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text
                  size="sm"
                  c={row.status === 'overdue' ? 'red' : undefined}
                  fw={row.status === 'overdue' ? 700 : 400}
                >
                  {formatDate(row.due_date)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.last_completed_date ? formatDate(row.last_completed_date) : '—'}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.frequency_months} mo</Table.Td>
              <Table.Td>
                <ComplianceStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
