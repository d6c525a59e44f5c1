import { normaliseGrantNumber, UNKNOWN_GRANT_NAME } from '../projects/grant-number';

/** The project fields the analytics read (SPEC §3 Project); amounts in dollars, dates 'YYYY-MM-DD'. */
export type ProjectForMetrics = {
  grant_number: string | null;
  status: string | null;
  application_date: string | null;
  award_date: string | null;
  sub_award_date: string | null;
  days_to_award: number | null;
  days_to_sub_award: number | null;
  bil_aig_amount: number | null;
  bil_atp_amount: number | null;
  bil_fct_amount: number | null;
  state_amount: number | null;
  local_amount: number | null;
  total_amount: number | null;
  bil_application_number: string | null;
};

/** SPEC §5: the dashboard uses only projects whose grant_number is non-blank. */
export function filterDashboardProjects<T extends { grant_number?: string | null }>(
  projects: readonly T[],
): T[] {
  return projects.filter((project) => normaliseGrantNumber(project.grant_number) !== null);
}

/** SPEC §3: 'Grant #123', or 'Grant #0 (Unknown)' for projects without a grant number. */
export function formatGrantLabel(grantNumber: string | null | undefined): string {
  const normalised = normaliseGrantNumber(grantNumber);
  return normalised === null ? `Grant #0 (${UNKNOWN_GRANT_NAME})` : `Grant #${normalised}`;
}

/** Status as compared by the metrics: trimmed, lower case; blank becomes 'unknown'. */
export function normaliseStatus(status: string | null | undefined): string {
  const trimmed = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return trimmed === '' ? 'unknown' : trimmed;
}
