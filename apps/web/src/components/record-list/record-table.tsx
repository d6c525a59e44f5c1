import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { SortableHeader, type SortableColumn, type TableSort } from './sortable-header';

/** A column: its header (sortable unless said) and what its cell shows of a row. */
export type RecordColumn<Row> = SortableColumn & {
  cell: (row: Row) => ReactNode;
  style?: CSSProperties;
};

export type RecordTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  columns: readonly RecordColumn<Row>[];
  /** Attributes of a row (e.g. data-overdue), for the browser tests and styles. */
  rowProps?: (row: Row) => Record<string, unknown>;
};

/** One page of records: sortable headers, a row per record. */
export function RecordTable<Row extends { id: string }>({
  label,
  minWidth,
  columns,
  rowProps,
  rows,
  sort,
  onSort,
}: RecordTableProps<Row> & {
  rows: readonly Row[];
  sort: TableSort;
  onSort: (key: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
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
    </Table.ScrollContainer>
  );
}
