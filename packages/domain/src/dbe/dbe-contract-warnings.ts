import { IFR_SUSPENSION_DATE, isCertifiedStatus, type CertificationStatus } from './dbe-certification';
import { percentOf } from './uniform-report';
import { formatCurrency } from '../format/currency';

/** Shortfall warnings of one contract on the awards screen. Money in cents; federal share in dollars. */
export type ContractProgress = {
  federalShare: number | null;
  goalPct: number;
  /** Counted DBE commitments (§26.55). */
  dbeCommittedCents: number;
  /** Counted DBE payments. */
  dbePaidCents: number;
  primePaidCents: number;
  /** Current status of each firm committed as a DBE. */
  committedDbes: { firmName: string; status: CertificationStatus | null }[];
};

export type ContractWarningCode =
  'missing_federal_share' | 'below_goal' | 'payments_lagging' | 'decertified_committed';
export type ContractWarning = { code: ContractWarningCode; message: string };

/** Payments to DBEs lag when their share paid trails the prime's share paid by more than this. */
export const PAYMENT_LAG_POINTS = 25;

export function goalCents(progress: Pick<ContractProgress, 'federalShare' | 'goalPct'>): number {
  return Math.round(((progress.federalShare ?? 0) * 100 * progress.goalPct) / 100);
}

/** Counted DBE commitments as a percentage of the federal share (none without a share). */
export const attainmentPercent = (progress: ContractProgress): number | null =>
  percentOf(progress.dbeCommittedCents, (progress.federalShare ?? 0) * 100);

export function contractWarnings(progress: ContractProgress): ContractWarning[] {
  const warnings: ContractWarning[] = [];
  const shareCents = (progress.federalShare ?? 0) * 100;
  if (!progress.federalShare) {
    warnings.push({ code: 'missing_federal_share', message: 'No federal share recorded' });
  }
  const goal = goalCents(progress);
  if (goal > 0 && progress.dbeCommittedCents < goal) {
    const short = (goal - progress.dbeCommittedCents) / 100;
    warnings.push({
      code: 'below_goal',
      // SPEC §9 currency has no decimals; rounded up, so a shortfall of cents never reads '$0 below'.
      message: `DBE commitments are ${formatCurrency(Math.ceil(short))} below the ${progress.goalPct}% contract goal`,
    });
  }
  const primeShare = percentOf(progress.primePaidCents, shareCents);
  const dbeShare = percentOf(progress.dbePaidCents, progress.dbeCommittedCents);
  if (primeShare !== null && dbeShare !== null && primeShare - dbeShare > PAYMENT_LAG_POINTS) {
    warnings.push({
      code: 'payments_lagging',
      message: `Payments to DBEs lag: ${dbeShare}% of DBE commitments paid, ${primeShare}% of the contract paid`,
    });
  }
  // Current status, read after the interim final rule: a firm under re-evaluation no longer counts.
  const decertified = progress.committedDbes.filter(
    (firm) => !isCertifiedStatus(firm.status, IFR_SUSPENSION_DATE),
  );
  for (const firm of decertified) {
    warnings.push({
      code: 'decertified_committed',
      message: `${firm.firmName} is no longer certified but is still committed as a DBE`,
    });
  }
  return warnings;
}
