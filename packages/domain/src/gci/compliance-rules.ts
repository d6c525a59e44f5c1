import { addDaysIso, addMonthsIso } from './gci-dates';

/**
 * Sponsor compliance (DOMAIN.md: Compliance): the recurring obligations an airport sponsor accepted with
 * its grants, each due on a date and repeating every so many months, and findings against them.
 * The compliance list filters in SQL (gci-compliance.repository.ts `complianceStatusSql`), which mirrors
 * `complianceStatusOn`; apps/server/test/gci-compliance.test.ts proves both agree.
 */
export const COMPLIANCE_OBLIGATIONS = [
  'annual_financial_report',
  'certificate_of_insurance',
  'alp_update',
  'exhibit_a',
  'rates_charges_review',
  'land_use_review',
  'obstruction_review',
] as const;
export type ComplianceObligation = (typeof COMPLIANCE_OBLIGATIONS)[number];

export const COMPLIANCE_OBLIGATION_LABELS: Record<ComplianceObligation, string> = {
  annual_financial_report: 'Annual financial report',
  certificate_of_insurance: 'Certificate of insurance',
  alp_update: 'Airport layout plan update',
  exhibit_a: 'Exhibit A property map',
  rates_charges_review: 'Rates and charges review',
  land_use_review: 'Land-use review',
  obstruction_review: 'Obstruction review',
};

/** How often each obligation recurs unless set otherwise (months). */
export const COMPLIANCE_DEFAULT_FREQUENCY: Record<ComplianceObligation, number> = {
  annual_financial_report: 12,
  certificate_of_insurance: 12,
  alp_update: 60,
  exhibit_a: 60,
  rates_charges_review: 12,
  land_use_review: 24,
  obstruction_review: 12,
};

/** An obligation falling due within this many days is "due soon". */
export const COMPLIANCE_DUE_SOON_DAYS = 30;
/** The calendar looks this far ahead. */
export const COMPLIANCE_CALENDAR_DAYS = 90;

export const COMPLIANCE_STATUSES = ['current', 'due_soon', 'overdue', 'finding'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];
export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatus, string> = {
  current: 'Current',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  finding: 'Finding',
};

/** An open finding outweighs the dates; then past due; then due within 30 days. */
export function complianceStatusOn(
  item: { due_date: string; open_findings: number },
  today: string,
): ComplianceStatus {
  if (item.open_findings > 0) return 'finding';
  if (item.due_date < today) return 'overdue';
  if (item.due_date <= addDaysIso(today, COMPLIANCE_DUE_SOON_DAYS)) return 'due_soon';
  return 'current';
}

export const AIRPORT_COMPLIANCE_STATUSES = ['current', 'attention', 'finding_open'] as const;
export type AirportComplianceStatus = (typeof AIRPORT_COMPLIANCE_STATUSES)[number];
export const AIRPORT_COMPLIANCE_LABELS: Record<AirportComplianceStatus, string> = {
  current: 'Current',
  attention: 'Attention',
  finding_open: 'Finding open',
};

/** An airport at a glance: any open finding; else anything overdue or due soon needs attention. */
export function airportComplianceStatus(statuses: readonly ComplianceStatus[]): AirportComplianceStatus {
  if (statuses.includes('finding')) return 'finding_open';
  if (statuses.some((status) => status === 'overdue' || status === 'due_soon')) return 'attention';
  return 'current';
}

/** After completing an obligation, its next due date: whole periods on from the old one, past the completion. */
export function nextComplianceDue(dueDate: string, frequencyMonths: number, completedOn: string): string {
  let next = addMonthsIso(dueDate, frequencyMonths);
  for (let periods = 2; next < completedOn; periods += 1)
    next = addMonthsIso(dueDate, frequencyMonths * periods);
  return next;
}

export const COMPLIANCE_MESSAGES = {
  notFound: 'Compliance item not found',
  findingNotFound: 'Finding not found',
  unknownAirport: 'Unknown airport code',
  completedAfterDue: 'Last completed date cannot be after the due date',
  completedInFuture: 'Completion date cannot be in the future',
  findingInFuture: 'Finding date cannot be in the future',
  resolvedBeforeFound: 'Resolved date must be on or after the date found',
  resolutionNeedsDate: 'A resolution needs its resolved date, and a resolved date its resolution',
  nothingToChange: 'Nothing to change',
} as const;
