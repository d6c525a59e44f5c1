import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_VALUES, NO_FILTERS, type FilterValues } from '@/components/project-table';
import { filtersForGrant } from '../api/project-table-queries';

/**
 * Search, filters and open rows of /bil/projects. SPEC §2: '?grant=' filters to one grant (and follows the
 * grant filter while it holds one grant); '?expand=' opens that project's row and scrolls to it.
 */
export function useProjectListState() {
  const [params, setParams] = useSearchParams();
  const grantParam = params.get('grant');
  const expandParam = params.get('expand');
  const [search, setSearch] = useState('');
  const [filters, setFiltersState] = useState<FilterValues>(() => filtersForGrant(grantParam));
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(
    () => new Set(expandParam ? [expandParam] : []),
  );

  // The address can change while the screen is open (a link to another grant or project).
  const [seenParams, setSeenParams] = useState({ grant: grantParam, expand: expandParam });
  if (seenParams.grant !== grantParam || seenParams.expand !== expandParam) {
    if (seenParams.grant !== grantParam && (filters.grant.length !== 1 || filters.grant[0] !== grantParam)) {
      setFiltersState((current) => ({ ...current, grant: grantParam ? [grantParam] : [ALL_VALUES] }));
    }
    if (seenParams.expand !== expandParam && expandParam) {
      setExpandedIds((current) => new Set([...current, expandParam]));
    }
    setSeenParams({ grant: grantParam, expand: expandParam });
  }

  const setFilters = useCallback(
    (next: FilterValues) => {
      setFiltersState(next);
      const single = next.grant.length === 1 && next.grant[0] !== ALL_VALUES ? next.grant[0] : null;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (single) updated.set('grant', single);
          else updated.delete('grant');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const toggleExpanded = useCallback((id: string) => {
    setExpandedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setSearch('');
    setFilters(NO_FILTERS);
  }, [setFilters]);

  return {
    search,
    setSearch,
    filters,
    setFilters,
    expandedIds,
    toggleExpanded,
    scrollToId: expandParam,
    clear,
  };
}
