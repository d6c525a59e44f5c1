import { COMPLIANCE_OBLIGATION_LABELS, formatDate, type ComplianceRow } from '@bil/domain';
import { Text } from '@mantine/core';
import { type RecordColumn, RecordOpenButton } from '@/components/record-list';
import { AirportCell } from './airport-cell';
import { ComplianceStatusBadge } from './compliance-status-badge';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The obligations' columns; an overdue due date stands out in red. */
export function complianceColumns(onOpen: (id: string) => void): RecordColumn<ComplianceRow>[] {
  return [
    {
      key: 'obligation',
      label: 'Obligation',
      cell: (row) => (
        <RecordOpenButton
          onOpen={() => {
            onOpen(row.id);
          }}
        >
          {COMPLIANCE_OBLIGATION_LABELS[row.obligation]}
        </RecordOpenButton>
      ),
    },
    {
      key: 'airport_code',
      label: 'Airport',
      cell: (row) => <AirportCell code={row.airport_code} name={row.airport_name} />,
    },
    {
      key: 'due_date',
      label: 'Due',
      style: NOWRAP,
      cell: (row) => (
        <Text
          size="sm"
          c={row.status === 'overdue' ? 'red' : undefined}
          fw={row.status === 'overdue' ? 700 : 400}
        >
          {formatDate(row.due_date)}
        </Text>
      ),
    },
    {
      key: 'last_completed',
      label: 'Last completed',
      sortable: false,
      style: NOWRAP,
      cell: (row) => (row.last_completed_date ? formatDate(row.last_completed_date) : '—'),
    },
    {
      key: 'frequency',
      label: 'Every',
      sortable: false,
      style: NOWRAP,
      cell: (row) => `${String(row.frequency_months)} mo`,
    },
    { key: 'status', label: 'Status', cell: (row) => <ComplianceStatusBadge status={row.status} /> },
  ];
}
