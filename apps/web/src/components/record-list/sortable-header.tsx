import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

export type TableSort = { sort: string; dir: 'asc' | 'desc' };
export type SortableColumn = {
  key: string;
  label: string;
  numeric?: boolean;
  sortable?: boolean;
  /** The header cell's own style (e.g. a minimum width that keeps a badge whole). */
  headerStyle?: CSSProperties;
};

/** A column header that sorts by its key (first click descending, again to flip). */
export function SortableHeader({
  column,
  sort,
  onSort,
  wrap = false,
}: {
  column: SortableColumn;
  sort: TableSort;
  onSort: (key: string) => void;
  /** Let a long label wrap (the bordered look) instead of keeping it on one line. */
  wrap?: boolean;
}) {
  if (column.sortable === false) {
    const style: CSSProperties = {
      whiteSpace: wrap ? undefined : 'nowrap',
      textAlign: column.numeric ? 'right' : undefined,
      ...column.headerStyle,
    };
    return <Table.Th style={style}>{column.label}</Table.Th>;
  }
  const active = sort.sort === column.key;
  const Icon = !active ? IconSelector : sort.dir === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{
        whiteSpace: wrap ? undefined : 'nowrap',
        textAlign: column.numeric ? 'right' : undefined,
        ...column.headerStyle,
      }}
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
