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

/** A firm under re-evaluation stays certified until it is decertified (§26.87). */
export const isCertifiedStatus = (status: CertificationStatus | null): boolean =>
  status === 'certified' || status === 'under_reevaluation';
