import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  groupProjectsByGrant,
  NO_FILTERS,
  useFilteredProjects,
  type FilterValues,
} from '@/components/project-table';
import {
  DEFAULT_GROUP_SORT,
  initialOpenGroup,
  nextGroupSort,
  sortProjectGroups,
  totalsOf,
  type GroupSort,
  type GroupSortKey,
  type SharedProjectRow,
} from '../shared-project-groups';

/** What the sidebar narrows to before the search and filters: one PM or one grant, or everything. */
export type SidebarPick = { kind: 'pm' | 'grant'; value: string } | null;

const matchesPick = (project: SharedProjectRow, pick: SidebarPick) => {
  if (!pick) return true;
  const field = pick.kind === 'pm' ? project.tdot_pm : project.grant_number;
  return field?.trim() === pick.value;
};

/**
 * State of the shared project page: sidebar pick, keyword search, filters, group order and which grant
 * tables are open. Totals come at three levels: overall, after the sidebar pick, after everything.
 */
export function useSharedProjectView(projects: readonly SharedProjectRow[]) {
  const [pick, setPick] = useState<SidebarPick>(null);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [sort, setSort] = useState<GroupSort>(DEFAULT_GROUP_SORT);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => {
    const first = initialOpenGroup(groupProjectsByGrant(projects));
    return new Set(first ? [first] : []);
  });

  const picked = useMemo(() => projects.filter((project) => matchesPick(project, pick)), [projects, pick]);
  const deferredSearch = useDeferredValue(search);
  const shown = useFilteredProjects(picked, deferredSearch, filters);
  const groups = useMemo(() => sortProjectGroups(groupProjectsByGrant(shown), sort), [shown, sort]);

  const totals = useMemo(
    () => ({ overall: totalsOf(projects), picked: totalsOf(picked), shown: totalsOf(shown) }),
    [projects, picked, shown],
  );

  const toggleGroup = useCallback((key: string) => {
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  const toggleExpanded = useCallback((id: string) => {
    setExpandedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  return {
    pick,
    setPick,
    search,
    setSearch,
    filters,
    setFilters,
    clearFilters: () => {
      setSearch('');
      setFilters(NO_FILTERS);
    },
    sort,
    sortBy: (key: GroupSortKey) => {
      setSort((current) => nextGroupSort(current, key));
    },
    groups,
    openGroups,
    toggleGroup,
    expandAll: () => {
      setOpenGroups(new Set(groups.map((group) => group.key)));
    },
    collapseAll: () => {
      setOpenGroups(new Set());
    },
    expandedIds,
    toggleExpanded,
    totals,
    shownCount: shown.length,
  };
}

export type SharedProjectView = ReturnType<typeof useSharedProjectView>;
