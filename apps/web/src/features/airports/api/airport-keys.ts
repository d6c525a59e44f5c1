/** TanStack Query keys of the airports feature. */
export const airportKeys = {
  all: ['airports'] as const,
  catalog: ['airports', 'catalog'] as const,
  catalogPage: (params: string) => ['airports', 'catalog', 'page', params] as const,
  detail: (code: string) => ['airports', 'detail', code] as const,
  projects: (code: string) => ['airports', 'projects', code] as const,
  facilityUrl: ['settings', 'facility-system-url'] as const,
};
