import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

export type TableSort = { sort: string; dir: 'asc' | 'desc' };
export type SortableColumn = { key: string; label: string; numeric?: boolean; sortable?: boolean };

/** A column header that sorts by its key (first click descending, again to flip). */
export function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: SortableColumn;
  sort: TableSort;
  onSort: (key: string) => void;
}) {
  if (column.sortable === false) return <Table.Th style={{ whiteSpace: 'nowrap' }}>{column.label}</Table.Th>;
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

/** The next sort after a header click. */
export function nextSort(current: TableSort, key: string): TableSort {
  return { sort: key, dir: current.sort === key && current.dir === 'desc' ? 'asc' : 'desc' };
}
