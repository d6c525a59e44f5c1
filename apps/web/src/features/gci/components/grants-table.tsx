import {
  describeGrantDrawn,
  formatCurrency,
  formatDate,
  GRANT_PROGRAM_LABELS,
  type GrantRow,
} from '@bil/domain';
import { Badge, Group, Progress, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { GrantStatusBadge } from './grant-status-badge';

export type GrantSort = { sort: string; dir: 'asc' | 'desc' };

const COLUMNS: { key: string; label: string; numeric?: boolean }[] = [
  { key: 'grant_number', label: 'Grant #' },
  { key: 'program', label: 'Program' },
  { key: 'airport_code', label: 'Airport' },
  { key: 'total_amount', label: 'Total', numeric: true },
  { key: 'remaining', label: 'Remaining', numeric: true },
  { key: 'percent_drawn', label: 'Drawn', numeric: true },
  { key: 'pop_end_date', label: 'PoP end' },
  { key: 'status', label: 'Status' },
];

type Props = {
  rows: readonly GrantRow[];
  sort: GrantSort;
  onSort: (key: string) => void;
  onOpen: (id: string) => void;
};

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: GrantSort;
  onSort: Props['onSort'];
}) {
  const active = sort.sort === column.key;
  const Icon = !active ? IconSelector : sort.dir === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap', textAlign: column.numeric ? 'right' : undefined }}
    >
      <UnstyledButton
        onClick={() => {
          onSort(column.key);
        }}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
          {column.label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The grants page: sortable columns; a row opens the details; alerts stand out in red. */
export function GrantsTable({ rows, sort, onSort, onOpen }: Props) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Grant agreements">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-alert={row.alerts.length > 0 || undefined}>
              <Table.Td>
                <UnstyledButton
                  onClick={() => {
                    onOpen(row.id);
                  }}
                  c="blue"
                  fw={600}
                  fz="sm"
                  aria-label={`Open grant ${row.grant_number}`}
                >
                  <Group gap={4} wrap="nowrap">
                    {row.alerts.length > 0 ? (
                      <Tooltip label={row.alerts.map((alert) => alert.message).join('; ')}>
                        <IconAlertTriangle
                          size={16}
                          color="var(--mantine-color-red-7)"
                          aria-label="Has alerts"
                        />
                      </Tooltip>
                    ) : null}
                    {row.grant_number}
                  </Group>
                </UnstyledButton>
                <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                  {row.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  tt="none"
                  variant="light"
                  color={
                    row.program.startsWith('bil') ? 'blue' : row.program.startsWith('aip') ? 'grape' : 'teal'
                  }
                >
                  {GRANT_PROGRAM_LABELS[row.program]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.airport_code}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1} maw={180}>
                  {row.airport_name}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatCurrency(row.total_amount)}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatCurrency(row.funding.remaining)}
              </Table.Td>
              <Table.Td style={{ minWidth: 110 }}>
                <Text size="xs" ta="right">
                  {row.funding.percentDrawn.toFixed(1)}%
                </Text>
                <Progress
                  value={row.funding.percentDrawn}
                  size="sm"
                  aria-label={`${row.funding.percentDrawn}% drawn`}
                />
                {/* The base the percentage is of: Total includes the local share, which is not drawn. */}
                <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {describeGrantDrawn(row.funding)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text
                  size="sm"
                  c={row.alerts.some((alert) => alert.kind === 'pop_ending') ? 'red' : undefined}
                  fw={row.alerts.some((alert) => alert.kind === 'pop_ending') ? 700 : undefined}
                >
                  {formatDate(row.pop_end_date)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <GrantStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
