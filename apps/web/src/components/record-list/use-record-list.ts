import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { nextSort, type TableSort } from './sortable-header';

export const RECORD_PAGE_SIZE = 25;

/**
 * A record list's own state: the search (debounced), sort, page, the open record and the create dialog.
 * Any change of search, filter or sort goes back to page 1.
 */
export function useRecordList(initialSort: TableSort) {
  const [search, setSearchText] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<TableSort>(initialSort);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  /** A filter's setter that also goes back to page 1. */
  const resetPage =
    <T>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return {
    search,
    setSearch: resetPage(setSearchText),
    sort,
    sortBy: (key: string) => {
      setSort((current) => nextSort(current, key));
      setPage(1);
    },
    page,
    setPage,
    openId,
    setOpenId,
    closeDetails: () => {
      setOpenId(null);
    },
    creating,
    setCreating,
    closeCreate: () => {
      setCreating(false);
    },
    resetPage,
    /** The query's shared part: search words, sort, page and page size. */
    params: { q: q || undefined, ...sort, page, limit: RECORD_PAGE_SIZE },
  };
}

export type RecordListState = ReturnType<typeof useRecordList>;
