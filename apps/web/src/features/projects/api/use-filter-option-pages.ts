import type { FilterKey, FilterValues, ProjectTableOptions } from '@bil/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ALL_VALUES, FILTER_KEYS, toFilterOptions, type FilterOptions } from '@/components/project-table';
import { apiGet } from '@/lib/api-client';
import { projectKeys } from './project-keys';

const STALE_TIME_MS = 10_000;
/** Typing in a filter asks the server once the person pauses this long. */
const TYPING_PAUSE_MS = 150;

type Searches = Partial<Record<FilterKey, string>>;

// Module-level, so the list keeps its identity while no page changes.
const dataOf = (results: readonly { data: ProjectTableOptions | undefined }[]) =>
  results.map((result) => result.data);

/**
 * The filter bar's options on /bil/projects: a page of values per filter, asked for when the filter is
 * first opened and again as the person types in it (UPIN alone has a value per project). The values
 * already picked are always offered, so their pills keep their labels.
 */
export function useFilterOptionPages(filters: FilterValues) {
  const [searches, setSearches] = useState<Searches>({});
  const [asked] = useDebouncedValue(searches, TYPING_PAUSE_MS);
  const opened = FILTER_KEYS.filter((key) => asked[key] !== undefined);
  const pages = useQueries({
    queries: opened.map((key) => {
      const search = asked[key] ?? '';
      return {
        queryKey: [...projectKeys.all, 'table-options', key, search] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiGet<ProjectTableOptions>(
            `/api/projects/table/options?field=${key}&search=${encodeURIComponent(search)}`,
            { signal },
          ),
        placeholderData: keepPreviousData,
        staleTime: STALE_TIME_MS,
      };
    }),
    combine: dataOf,
  });

  const options = useMemo((): FilterOptions => {
    const values: Partial<Record<FilterKey, string[]>> = {};
    const left: Partial<Record<FilterKey, number>> = {};
    for (const page of pages) {
      if (page) {
        values[page.field] = page.values;
        left[page.field] = page.total - page.values.length;
      }
    }
    for (const key of FILTER_KEYS) {
      const page = values[key] ?? [];
      const picked = filters[key].filter((value) => value !== ALL_VALUES && !page.includes(value));
      values[key] = [...picked, ...page];
    }
    return withMoreHints(toFilterOptions(values), left);
  }, [pages, filters]);

  const onOptionsWanted = useCallback((key: FilterKey) => {
    setSearches((current) => (current[key] === undefined ? { ...current, [key]: '' } : current));
  }, []);
  const onOptionSearch = useCallback((key: FilterKey, search: string) => {
    setSearches((current) => ({ ...current, [key]: search.trim() }));
  }, []);
  return { options, onOptionsWanted, onOptionSearch };
}

/** A first, disabled option saying how many values the page left out: typing narrows the list. */
function withMoreHints(options: FilterOptions, left: Partial<Record<FilterKey, number>>): FilterOptions {
  for (const key of FILTER_KEYS) {
    const count = left[key] ?? 0;
    if (count > 0)
      options[key] = [
        {
          value: MORE_VALUES,
          label: `${count.toLocaleString('en-US')} more: type to narrow`,
          disabled: true,
        },
        ...options[key],
      ];
  }
  return options;
}

/** The value of the "more: type to narrow" hint: no stored value holds a NUL. */
const MORE_VALUES = '\u0000more';
