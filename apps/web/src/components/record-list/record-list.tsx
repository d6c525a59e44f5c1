import { Box, Group, Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { ListActions } from './list-actions';
import { PagedList, type PagedListProps } from './paged-list';
import { RecordSearch } from './record-search';
import { RecordTable, type RecordTableProps } from './record-table';
import { recordExporter, type RecordExport } from './use-record-export';
import { RECORD_PAGE_SIZE, type RecordListState } from './use-record-list';

/** What a list endpoint answers: one page of rows, how many match, and whether the caller may add one. */
export type RecordPage<Row> = { rows: readonly Row[]; total: number; canCreate: boolean };

/** The toolbar's end: Export and create as every list has them, or the area's own (or none). */
type ToolbarActions<Row> =
  | {
      createLabel: string;
      /** Export: every match (all pages), and how a row reads in the file; the toasts use the noun. */
      exportFile: Omit<RecordExport<Row>, 'noun'>;
      actions?: undefined;
    }
  | { createLabel?: undefined; exportFile?: undefined; actions?: ReactNode };

/** How the rows' page reads when it differs from the usual: its size, the gap above the pager, the words. */
type PagerOptions = Partial<Pick<PagedListProps, 'pageSize' | 'empty' | 'summary' | 'hideSinglePage'>> & {
  gap?: MantineSpacing;
};

/** What the frame reads of the list's state; an area may keep its page elsewhere (e.g. in the address). */
type RecordListControls = Pick<
  RecordListState,
  'search' | 'setSearch' | 'sort' | 'sortBy' | 'page' | 'creating' | 'setCreating'
> & { setPage: (page: number) => void };

type RecordListProps<Row, Data extends RecordPage<Row>> = {
  list: RecordListControls;
  query: { data?: Data; isPending: boolean; error: unknown; refetch: () => unknown };
  /** What the rows are, plural ('obligations'), in "Showing 3 of 9 obligations". */
  noun: string;
  /** The alert's title when the list does not load. */
  errorTitle: string;
  /** The search box; a list without one leaves it out. */
  search?: { placeholder: string; label: string };
  /** The area's filters, beside the search box. */
  filters?: ReactNode;
  /** The area's chips, under the toolbar (they get the answer for their counts). */
  chips?: (data: Data | undefined) => ReactNode;
  /** Shown above the toolbar once the answer is in. */
  overview?: (data: Data) => ReactNode;
  table: RecordTableProps<Row>;
  /** On a phone, the rows as cards instead of the table. */
  cards?: (rows: readonly Row[]) => ReactNode;
  /** Another view of the answer (e.g. totals), shown instead of the paged rows while given. */
  view?: ReactNode;
  pager?: PagerOptions;
  /** The space between the frame's parts (default sm). */
  gap?: MantineSpacing;
  /** The open record's details (list.openId). */
  drawer?: ReactNode;
  /** The create dialog, shown while list.creating. */
  createDialog?: ReactNode;
} & ToolbarActions<Row>;

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
  cards,
  view,
  pager = {},
  gap = 'sm',
  createLabel,
  exportFile,
  actions,
  drawer,
  createDialog,
}: RecordListProps<Row, Data>) {
  const data = query.data;
  const { gap: pagerGap = gap, pageSize = RECORD_PAGE_SIZE, ...pagerWords } = pager;
  const rowsTable = (rows: readonly Row[]) => (
    <RecordTable {...table} rows={rows} sort={list.sort} onSort={list.sortBy} />
  );
  return (
    <Stack gap={gap}>
      {data && overview ? overview(data) : null}
      <Group gap="sm" wrap="wrap" align="flex-end">
        {search ? <RecordSearch {...search} value={list.search} onChange={list.setSearch} /> : null}
        {filters}
        {exportFile ? (
          <ListActions
            onExport={(format) => void recordExporter({ ...exportFile, noun })(format)}
            createLabel={createLabel}
            canCreate={data?.canCreate ?? false}
            onCreate={() => {
              list.setCreating(true);
            }}
          />
        ) : (
          actions
        )}
      </Group>
      {chips?.(data)}
      <QueryState query={query} title={errorTitle}>
        {view ??
          (data ? (
            <Stack gap={pagerGap}>
              <PagedList
                {...pagerWords}
                shown={data.rows.length}
                total={data.total}
                noun={noun}
                page={list.page}
                pageSize={pageSize}
                onPageChange={list.setPage}
              >
                {cards ? (
                  <>
                    <Box visibleFrom="sm">{rowsTable(data.rows)}</Box>
                    <Box hiddenFrom="sm">{cards(data.rows)}</Box>
                  </>
                ) : (
                  rowsTable(data.rows)
                )}
              </PagedList>
            </Stack>
          ) : null)}
      </QueryState>
      {drawer}
      {list.creating ? createDialog : null}
    </Stack>
  );
}
