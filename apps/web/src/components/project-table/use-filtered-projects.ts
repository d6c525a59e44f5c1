import { useMemo } from 'react';
import { buildFilterPredicate, type FilterValues } from './project-filters';
import { buildSearchText, matchesSearch, parseSearchWords } from './search-index';
import type { TableProject } from './table-project';

/**
 * The projects that pass the keyword search and the filters. The lower-case search text of every project is
 * built once per data set, so a keystroke only runs substring checks.
 */
export function useFilteredProjects<T extends TableProject>(
  projects: readonly T[],
  search: string,
  filters: FilterValues,
): T[] {
  const searchTexts = useMemo(() => projects.map(buildSearchText), [projects]);
  return useMemo(() => {
    const words = parseSearchWords(search);
    const passesFilters = buildFilterPredicate(filters);
    const result: T[] = [];
    projects.forEach((project, index) => {
      if (passesFilters(project) && matchesSearch(searchTexts[index] ?? '', words)) result.push(project);
    });
    return result;
  }, [projects, searchTexts, search, filters]);
}
