/**
 * Query keys of the projects feature. After a change, refetch-after-change.ts also refreshes the keys
 * other features use for the same data: every key starting with 'analytics' or 'dashboard'.
 */
export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  airportOptions: ['airport-options'] as const,
  facilityUrl: ['settings', 'facility-system-url'] as const,
};

/** Data that changes when a project or grant changes (SPEC §4: dashboard, summary and analytics). */
export const DATA_KEYS_AFTER_CHANGE = [projectKeys.all, ['analytics'], ['dashboard']] as const;
