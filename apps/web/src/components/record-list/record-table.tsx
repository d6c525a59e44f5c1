import { ScrollArea, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { SortableHeader, type SortableColumn, type TableSort } from './sortable-header';

/** A column: its header (sortable unless said) and what its cell shows of a row. */
export type RecordColumn<Row> = SortableColumn & {
  cell: (row: Row) => ReactNode;
  style?: CSSProperties;
};

export type RecordTableProps<Row> = {
  /** The table's accessible name (the bordered look has none). */
  label?: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  columns: readonly RecordColumn<Row>[];
  /** Attributes of a row (e.g. data-overdue), for the browser tests and styles. */
  rowProps?: (row: Row) => Record<string, unknown>;
  /**
   * 'compact' (the default): tight rows, headers on one line. 'bordered': the planning and delivery
   * tables' look, a border round the table, roomier rows, headers that may wrap.
   */
  look?: 'compact' | 'bordered';
  /** The table's test id, for the browser tests. */
  testId?: string;
};

/** One page of records: sortable headers, a row per record. */
export function RecordTable<Row extends { id: string }>({
  label,
  minWidth,
  columns,
  rowProps,
  look = 'compact',
  testId,
  rows,
  sort,
  onSort,
}: RecordTableProps<Row> & {
  rows: readonly Row[];
  sort: TableSort;
  onSort: (key: string) => void;
}) {
  const bordered = look === 'bordered';
  const table = (
    <Table
      striped
      highlightOnHover
      withTableBorder={bordered}
      verticalSpacing={bordered ? undefined : 'xs'}
      miw={bordered ? minWidth : undefined}
      aria-label={label}
      data-testid={testId}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} wrap={bordered} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Table.Td key={column.key} style={column.style}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return bordered ? (
    <ScrollArea type="auto">{table}</ScrollArea>
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  );
}
