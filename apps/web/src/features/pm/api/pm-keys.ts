/** Query keys of the PM pages; a reassignment invalidates `all` (previews live apart: they are read on demand). */
export const pmKeys = {
  all: ['pm'] as const,
  management: ['pm', 'management'] as const,
  dashboard: (pm: string) => ['pm', 'dashboard', pm] as const,
  preview: (airportCode: string, toPm: string) => ['pm-reassignment-preview', airportCode, toPm] as const,
};
