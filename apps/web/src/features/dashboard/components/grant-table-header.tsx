import type { GrantTableSort } from '@bil/domain';
import { Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { GRANT_COLUMNS, type GrantColumn } from './grant-table-columns';

type Props = {
  sort: GrantTableSort;
  onSort: (key: GrantColumn['key']) => void;
  allSelected: boolean;
  someSelected: boolean;
  canSelect: boolean;
  onToggleAll: () => void;
};

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/** Column headers: a select-all checkbox, then sortable headers (first click sorts descending, SPEC §5). */
export function GrantTableHeader({ sort, onSort, allSelected, someSelected, canSelect, onToggleAll }: Props) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={40}>
          <Checkbox
            aria-label="Select all grants"
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            disabled={!canSelect}
            onChange={onToggleAll}
          />
        </Table.Th>
        {GRANT_COLUMNS.map((column) => {
          const direction = sort.key === column.key ? sort.direction : null;
          return (
            <Table.Th
              key={column.key}
              aria-sort={direction === null ? 'none' : direction === 'asc' ? 'ascending' : 'descending'}
              style={{ whiteSpace: 'nowrap', textAlign: column.numeric ? 'right' : 'left' }}
            >
              <UnstyledButton
                onClick={() => {
                  onSort(column.key);
                }}
                fz="sm"
                fw={700}
                aria-label={`Sort by ${column.label}`}
              >
                <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : 'flex-start'}>
                  {column.label}
                  <SortIcon direction={direction} />
                </Group>
              </UnstyledButton>
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
