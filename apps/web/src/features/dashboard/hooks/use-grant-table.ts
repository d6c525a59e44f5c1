import {
  computeGrantFilterBounds,
  createDefaultGrantFilters,
  DEFAULT_GRANT_TABLE_SORT,
  GRANT_RANGE_FIELDS,
  isRangeFilterActive,
  listActiveGrantFilters,
  nextGrantTableSort,
  type ActiveGrantFilter,
  type GrantFilterBounds,
  type GrantFilterKey,
  type GrantMetricsFilters,
  type GrantMetricsViewInput,
  type GrantRangeFilterKey,
  type GrantTableSort,
  type GrantTableSortKey,
  type NumberRange,
} from '@bil/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { GRANT_PAGE_SIZE, useGrantMetricsPage } from '../api/use-grant-metrics-page';

const RANGE_KEYS = Object.keys(GRANT_RANGE_FIELDS) as GrantRangeFilterKey[];
const NO_BOUNDS = computeGrantFilterBounds([]);
const SEARCH_DEBOUNCE_MS = 250;

/**
 * What the person chose, apart from the data: a range is stored only when it is narrower than the full
 * range, so when a refetch widens the bounds an untouched slider still covers every grant.
 */
type FilterChoices = Partial<Record<GrantRangeFilterKey, NumberRange>> &
  Pick<GrantMetricsFilters, 'awardStatus' | 'subAwardStatus' | 'primaryStatus'>;

const NO_CHOICES: FilterChoices = { awardStatus: 'all', subAwardStatus: 'all', primaryStatus: 'all' };

function resolveFilters(
  choices: FilterChoices,
  search: string,
  bounds: GrantFilterBounds,
): GrantMetricsFilters {
  const filters = { ...createDefaultGrantFilters(bounds), search };
  for (const key of RANGE_KEYS) {
    const chosen = choices[key];
    if (chosen) filters[key] = [Math.max(chosen[0], bounds[key].min), Math.min(chosen[1], bounds[key].max)];
  }
  return {
    ...filters,
    awardStatus: choices.awardStatus,
    subAwardStatus: choices.subAwardStatus,
    primaryStatus: choices.primaryStatus,
  };
}

function toChoices(filters: GrantMetricsFilters, bounds: GrantFilterBounds): FilterChoices {
  const choices: FilterChoices = {
    awardStatus: filters.awardStatus,
    subAwardStatus: filters.subAwardStatus,
    primaryStatus: filters.primaryStatus,
  };
  for (const key of RANGE_KEYS) {
    if (isRangeFilterActive(filters[key], bounds[key])) choices[key] = filters[key];
  }
  return choices;
}

/** The request for what the table shows: only the chosen ranges, the server clamps them to its bounds. */
function toView(choices: FilterChoices, search: string, sort: GrantTableSort): GrantMetricsViewInput {
  const view: GrantMetricsViewInput = {
    sort: sort.key,
    direction: sort.direction,
    search,
    awardStatus: choices.awardStatus,
    subAwardStatus: choices.subAwardStatus,
    primaryStatus: choices.primaryStatus,
  };
  for (const key of RANGE_KEYS) {
    const range = choices[key];
    if (range) {
      view[`${key}Min`] = range[0];
      view[`${key}Max`] = range[1];
    }
  }
  return view;
}

export type GrantTableState = ReturnType<typeof useGrantTable>;

/**
 * Search, filters, sort, page and selection of the Comprehensive Grant Metrics table (SPEC §2, §5). The
 * server filters, sorts and pages every grant; this keeps what the person chose and asks for the page.
 */
export function useGrantTable() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [choices, setChoices] = useState<FilterChoices>(NO_CHOICES);
  const [sort, setSort] = useState<GrantTableSort>(DEFAULT_GRANT_TABLE_SORT);
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const view = useMemo(() => toView(choices, debouncedSearch, sort), [choices, debouncedSearch, sort]);
  // A new search, filter or sort starts again from the first page.
  const viewKey = JSON.stringify(view);
  const [paging, setPaging] = useState({ page: 1, viewKey });
  const page = paging.viewKey === viewKey ? paging.page : 1;
  const setPage = useCallback(
    (next: number) => {
      setPaging({ page: next, viewKey });
    },
    [viewKey],
  );

  const query = useGrantMetricsPage(view, page);
  const data = query.data;
  const bounds = data?.bounds ?? NO_BOUNDS;
  const filters = useMemo(() => resolveFilters(choices, search, bounds), [choices, search, bounds]);
  const activeFilters: ActiveGrantFilter[] = useMemo(
    () => listActiveGrantFilters(filters, bounds),
    [filters, bounds],
  );

  const applyFilters = useCallback(
    (next: GrantMetricsFilters) => {
      setChoices(toChoices(next, bounds));
    },
    [bounds],
  );
  const clearFilter = useCallback((key: GrantFilterKey) => {
    setChoices((current) => {
      if (key === 'awardStatus' || key === 'subAwardStatus' || key === 'primaryStatus') {
        return { ...current, [key]: 'all' };
      }
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const clearFilters = useCallback(() => {
    setChoices(NO_CHOICES);
  }, []);
  const resetAll = useCallback(() => {
    setChoices(NO_CHOICES);
    setSearch('');
  }, []);
  const sortBy = useCallback((key: GrantTableSortKey) => {
    setSort((current) => nextGrantTableSort(current, key));
  }, []);

  const rows = useMemo(() => data?.rows ?? [], [data]);
  const visibleKeys = useMemo(() => rows.map((grant) => grant.key), [rows]);
  const selectedVisibleCount = visibleKeys.filter((key) => selectedKeys.has(key)).length;
  const toggleRow = useCallback((key: string) => {
    setSelectedKeys((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  // The header checkbox ticks the page in view (the rows a person can see and check).
  const toggleAllVisible = useCallback(() => {
    setSelectedKeys((current) => {
      const allSelected = visibleKeys.length > 0 && visibleKeys.every((key) => current.has(key));
      const next = new Set(current);
      for (const key of visibleKeys) {
        if (allSelected) next.delete(key);
        else next.add(key);
      }
      return next;
    });
  }, [visibleKeys]);
  const clearSelection = useCallback(() => {
    setSelectedKeys(new Set());
  }, []);

  const matchCount = data?.matchCount ?? 0;
  return {
    view,
    isLoading: query.isPending,
    isError: query.isError && !data,
    bounds,
    search,
    setSearch,
    filters,
    activeFilters,
    applyFilters,
    clearFilter,
    clearFilters,
    resetAll,
    sort,
    sortBy,
    page,
    setPage,
    pageCount: Math.max(1, Math.ceil(matchCount / GRANT_PAGE_SIZE)),
    rows,
    totals: data?.totals ?? null,
    matchCount,
    totalCount: data?.grantCount ?? 0,
    selectedKeys,
    selectedVisibleCount,
    toggleRow,
    toggleAllVisible,
    clearSelection,
  };
}
