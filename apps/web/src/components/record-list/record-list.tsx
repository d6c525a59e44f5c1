import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { ListActions } from './list-actions';
import { PagedList } from './paged-list';
import { RecordSearch } from './record-search';
import { RecordTable, type RecordTableProps } from './record-table';
import { recordExporter, type RecordExport } from './use-record-export';
import { RECORD_PAGE_SIZE, type RecordListState } from './use-record-list';

/** What a list endpoint answers: one page of rows, how many match, and whether the caller may add one. */
export type RecordPage<Row> = { rows: readonly Row[]; total: number; canCreate: boolean };

type RecordListProps<Row, Data extends RecordPage<Row>> = {
  list: RecordListState;
  query: { data?: Data; isPending: boolean; error: unknown; refetch: () => unknown };
  /** What the rows are, plural ('obligations'), in "Showing 3 of 9 obligations". */
  noun: string;
  /** The alert's title when the list does not load. */
  errorTitle: string;
  search: { placeholder: string; label: string };
  /** The area's filters, beside the search box. */
  filters?: ReactNode;
  /** The area's chips, under the toolbar (they get the answer for their counts). */
  chips?: (data: Data | undefined) => ReactNode;
  /** Shown above the toolbar once the answer is in. */
  overview?: (data: Data) => ReactNode;
  table: RecordTableProps<Row>;
  createLabel: string;
  /** Export: every match (all pages), and how a row reads in the file; the toasts use the noun. */
  exportFile: Omit<RecordExport<Row>, 'noun'>;
  /** The open record's details (list.openId). */
  drawer: ReactNode;
  /** The create dialog, shown while list.creating. */
  createDialog: ReactNode;
};

/**
 * One list screen for records: toolbar (search, the area's filters, Export, create), chips, the paged
 * sortable table, the details drawer and the create dialog. The area gives its columns, filters and words.
 */
export function RecordList<Row extends { id: string }, Data extends RecordPage<Row>>({
  list,
  query,
  noun,
  errorTitle,
  search,
  filters,
  chips,
  overview,
  table,
  createLabel,
  exportFile,
  drawer,
  createDialog,
}: RecordListProps<Row, Data>) {
  const data = query.data;
  const exportAs = recordExporter({ ...exportFile, noun });
  return (
    <Stack gap="sm">
      {data && overview ? overview(data) : null}
      <Group gap="sm" wrap="wrap" align="flex-end">
        <RecordSearch {...search} value={list.search} onChange={list.setSearch} />
        {filters}
        <ListActions
          onExport={(format) => void exportAs(format)}
          createLabel={createLabel}
          canCreate={data?.canCreate ?? false}
          onCreate={() => {
            list.setCreating(true);
          }}
        />
      </Group>
      {chips?.(data)}
      <QueryState query={query} title={errorTitle}>
        {data ? (
          <PagedList
            shown={data.rows.length}
            total={data.total}
            noun={noun}
            page={list.page}
            pageSize={RECORD_PAGE_SIZE}
            onPageChange={list.setPage}
          >
            <RecordTable {...table} rows={data.rows} sort={list.sort} onSort={list.sortBy} />
          </PagedList>
        ) : null}
      </QueryState>
      {drawer}
      {list.creating ? createDialog : null}
    </Stack>
  );
}
