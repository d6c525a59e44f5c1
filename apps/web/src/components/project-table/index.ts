export { DetailCard, DetailList, orDash, type DetailItem } from './detail-list';
export { groupProjectsByGrant, NO_GRANT_LABEL, type ProjectGroup } from './group-projects';
export { ProjectFilterBar, SEARCH_PLACEHOLDER } from './project-filter-bar';
export {
  ALL_VALUES,
  buildFilterOptions,
  FILTER_DEFINITIONS,
  FILTER_KEYS,
  NO_FILTERS,
  nextFilterValues,
  type FilterKey,
  type FilterOptions,
  type FilterValues,
} from './project-filters';
export { TX_NUMBER_PLACEHOLDER } from './project-row-details';
export { ProjectStatusBadge } from './project-status-badge';
export { EMPTY_TABLE_MESSAGE, ProjectTable, type ProjectTableProps } from './project-table';
export { statusBadgeColor } from './status-colors';
export type { TableProject } from './table-project';
export { UPIN_REDIRECT_SECONDS, UpinRedirectDialog } from './upin-redirect-dialog';
export { useFilteredProjects } from './use-filtered-projects';
export { UPIN_COPY_FAILED_MESSAGE, useUpinRedirect } from './use-upin-redirect';
export { ProjectShareProvider, ProjectShareSlot, type ProjectShareRenderer } from './project-share-slot';
export { groupKey, groupLabel, toProjectGroup } from './group-projects';
export { countActiveFilters, toFilterOptions } from './project-filters';
export {
  outlineSlots,
  sourceFromGroups,
  type ProjectTableSource,
  type TableGroupSlot,
  type VisibleRange,
} from './table-source';
