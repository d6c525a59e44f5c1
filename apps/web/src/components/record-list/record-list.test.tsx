import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { RecordList, type RecordPage } from './record-list';
import { recordListPath } from './record-list-query';
import type { RecordColumn } from './record-table';
import { useRecordList } from './use-record-list';

type Row = { id: string; name: string; size: number };
const columns: RecordColumn<Row>[] = [
  { key: 'name', label: 'Name', cell: (row) => row.name },
  { key: 'size', label: 'Size', numeric: true, cell: (row) => row.size },
  { key: 'note', label: 'Note', sortable: false, cell: () => '—' },
];
const page = (rows: Row[], total = rows.length): RecordPage<Row> => ({ rows, total, canCreate: true });

/** A list whose answer the test gives; it reports the params the frame asks with. */
function Harness({ data, onParams }: { data: RecordPage<Row>; onParams: (params: unknown) => void }) {
  const list = useRecordList({ sort: 'name', dir: 'desc' });
  onParams(list.params);
  return (
    <RecordList
      list={list}
      query={{ data, isPending: false, error: null, refetch: () => undefined }}
      noun="things"
      errorTitle="Could not load the things"
      search={{ placeholder: 'Search things...', label: 'Search things' }}
      table={{ label: 'Things', minWidth: 400, columns }}
      createLabel="New thing"
      exportFile={{
        fetchAll: () => Promise.resolve(data),
        toRecords: () => [],
        fileName: 'x',
        sheetName: 'X',
      }}
      drawer={list.openId ? <p>open {list.openId}</p> : null}
      createDialog={<p>creating</p>}
    />
  );
}

/** A list without search or create: its own actions, phone cards, pages of 50 without words. */
function Bare({ view }: { view?: string }) {
  const list = useRecordList({ sort: 'name', dir: 'asc' });
  return (
    <RecordList
      list={list}
      query={{
        data: page([{ id: 'a', name: 'Alpha', size: 2 }], 60),
        isPending: false,
        error: null,
        refetch: () => undefined,
      }}
      noun="things"
      errorTitle="Could not load the things"
      actions={<button type="button">Print</button>}
      table={{ minWidth: 400, columns, look: 'bordered', testId: 'things-table' }}
      cards={(rows) => rows.map((row) => <p key={row.id}>card {row.name}</p>)}
      pager={{ pageSize: 50, summary: false, hideSinglePage: true }}
      view={view === undefined ? undefined : <p>{view}</p>}
    />
  );
}

describe('the record-list frame', () => {
  it('draws the area columns, says how many it shows, and sorts (first click descending, again to flip)', () => {
    const onParams = vi.fn();
    const rows = [
      { id: 'a', name: 'Alpha', size: 2 },
      { id: 'b', name: 'Beta', size: 5 },
    ];
    renderWithProviders(<Harness data={page(rows, 30)} onParams={onParams} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Showing 2 of 30 things')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Note' }).getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Size' }));
    expect(within(table).getByRole('columnheader', { name: 'Size' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(within(table).getByRole('button', { name: 'Size' }));
    expect(within(table).getByRole('columnheader', { name: 'Size' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(onParams).toHaveBeenLastCalledWith({ q: undefined, sort: 'size', dir: 'asc', page: 1, limit: 25 });
  });

  it('goes back to page 1 when the search changes, and sends the words once typing pauses', () => {
    vi.useFakeTimers();
    try {
      const onParams = vi.fn();
      renderWithProviders(
        <Harness data={page([{ id: 'a', name: 'Alpha', size: 1 }], 60)} onParams={onParams} />,
      );
      fireEvent.click(screen.getByRole('button', { name: '2' }));
      expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
      fireEvent.change(screen.getByRole('textbox', { name: 'Search things' }), {
        target: { value: ' alp ' },
      });
      expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, q: undefined }));
      act(() => {
        vi.advanceTimersByTime(300);
      });
      expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, q: 'alp' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so in the area noun when nothing matches, and offers create only when the answer allows', () => {
    renderWithProviders(
      <Harness data={{ rows: [], total: 0, canCreate: false }} onParams={() => undefined} />,
    );
    expect(screen.getByText('No things found matching the current filters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New thing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('fits a list without search or create: the area gives its own actions, phone cards and pager words', () => {
    const { unmount } = renderWithProviders(<Bare />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByTestId('things-table')).toBeTruthy();
    expect(screen.getByText('card Alpha')).toBeTruthy();
    expect(screen.queryByText(/Showing/)).toBeNull();
    // 60 rows at 50 a page: two pages.
    expect(screen.getByRole('button', { name: '2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '3' })).toBeNull();

    unmount();
    renderWithProviders(<Bare view="Totals by year" />);
    expect(screen.getByText('Totals by year')).toBeTruthy();
    expect(screen.queryByTestId('things-table')).toBeNull();
  });

  it('asks the list endpoint with the filled parameters only', () => {
    expect(
      recordListPath('/api/things', { q: undefined, sort: 'name', dir: 'asc', page: 2, limit: 25 }),
    ).toBe('/api/things?sort=name&dir=asc&page=2&limit=25');
  });
});
