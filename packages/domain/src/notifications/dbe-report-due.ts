/**
 * The Uniform Report for a federal fiscal year (October to September) is due December 1 right after it
 * (49 CFR Part 26, DOMAIN.md): FY2026's report by 2026-12-01.
 */
export function dbeReportDueDate(fiscalYear: number): string {
  return `${fiscalYear}-12-01`;
}

/** The fiscal year whose report is overdue on `today` if not yet submitted: after December 1, that year's. */
export function dbeReportOverdueYear(today: string): number | null {
  const year = Number(today.slice(0, 4));
  return today > dbeReportDueDate(year) ? year : null;
}

/** The fiscal year whose report falls due within 30 days of `today` (November 1 to December 1), else null. */
export function dbeReportUpcomingYear(today: string): number | null {
  const year = Number(today.slice(0, 4));
  return today >= `${year}-11-01` && today <= dbeReportDueDate(year) ? year : null;
}
