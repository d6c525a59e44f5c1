import {
  applyGrantFilters,
  computeGrantFilterBounds,
  createDefaultGrantFilters,
  DEFAULT_GRANT_TABLE_SORT,
  GRANT_RANGE_FIELDS,
  isRangeFilterActive,
  listActiveGrantFilters,
  nextGrantTableSort,
  sortGrantTable,
  type ActiveGrantFilter,
  type GrantFilterBounds,
  type GrantFilterKey,
  type GrantMetrics,
  type GrantMetricsFilters,
  type GrantRangeFilterKey,
  type GrantTableSort,
  type GrantTableSortKey,
  type NumberRange,
} from '@bil/domain';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';

const RANGE_KEYS = Object.keys(GRANT_RANGE_FIELDS) as GrantRangeFilterKey[];

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

export type GrantTableState = ReturnType<typeof useGrantTable>;

/** Search, filters, sort and selection of the Comprehensive Grant Metrics table (SPEC §2, §5). */
export function useGrantTable(grants: readonly GrantMetrics[]) {
  const bounds = useMemo(() => computeGrantFilterBounds(grants), [grants]);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [choices, setChoices] = useState<FilterChoices>(NO_CHOICES);
  const [sort, setSort] = useState<GrantTableSort>(DEFAULT_GRANT_TABLE_SORT);
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(() => new Set());

  const filters = useMemo(
    () => resolveFilters(choices, deferredSearch, bounds),
    [choices, deferredSearch, bounds],
  );
  const filtered = useMemo(() => applyGrantFilters(grants, filters, bounds), [grants, filters, bounds]);
  const rows = useMemo(() => sortGrantTable(filtered, sort), [filtered, sort]);
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

  // Changes when the person changes what the table shows (not when a refetch brings new figures).
  const viewKey = `${JSON.stringify(choices)}|${deferredSearch}|${sort.key}:${sort.direction}`;

  return {
    viewKey,
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
    rows,
    totalCount: grants.length,
    selectedKeys,
    selectedVisibleCount,
    toggleRow,
    toggleAllVisible,
    clearSelection,
  };
}
