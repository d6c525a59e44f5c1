/** A firm's certification status over time: entries are kept (never deleted), each from its effective day. */
export const CERTIFICATION_STATUSES = ['certified', 'under_reevaluation', 'decertified', 'not_dbe'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  certified: 'Certified',
  under_reevaluation: 'Under re-evaluation',
  decertified: 'Decertified',
  not_dbe: 'Not a DBE',
};

export type CertificationEntry = { status: CertificationStatus; effectiveDate: string };

/** The status in force on a day: the latest entry effective on or before it (null: none yet). */
export function certificationStatusOn(
  history: readonly CertificationEntry[],
  date: string,
): CertificationStatus | null {
  let found: CertificationEntry | null = null;
  for (const entry of history) {
    if (entry.effectiveDate <= date && (!found || entry.effectiveDate >= found.effectiveDate)) found = entry;
  }
  return found?.status ?? null;
}

/**
 * The day the October 2025 interim final rule took effect: from it, counting of a firm's DBE participation is
 * suspended while the firm awaits re-evaluation, until it is re-certified.
 */
export const IFR_SUSPENSION_DATE = '2025-10-03';

/**
 * Whether a firm with this status counts as a DBE on this day. Before the interim final rule a firm under
 * re-evaluation stayed certified until decertified (§26.87); from 2025-10-03 its counting is suspended.
 * The server's SQL holds the same rule (dbe-counting.sql.ts), tested equal.
 */
export const isCertifiedStatus = (status: CertificationStatus | null, day: string): boolean =>
  status === 'certified' || (status === 'under_reevaluation' && day < IFR_SUSPENSION_DATE);

/** The firm counts as a DBE on the day by its certification history. */
export const isCertifiedOn = (history: readonly CertificationEntry[], day: string): boolean =>
  isCertifiedStatus(certificationStatusOn(history, day), day);
