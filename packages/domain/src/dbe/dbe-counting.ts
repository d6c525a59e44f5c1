/**
 * Counting DBE participation, 49 CFR Part 26 §26.55: what part of a commitment counts toward DBE goals.
 * All money here is in whole cents, so the rules are exact.
 */
export const COMMITMENT_KINDS = [
  'subcontractor',
  'regular_dealer',
  'manufacturer',
  'trucking',
  'broker',
] as const;
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number];

export const COMMITMENT_KIND_LABELS: Record<CommitmentKind, string> = {
  subcontractor: 'Subcontractor',
  regular_dealer: 'Supplier: regular dealer',
  manufacturer: 'Supplier: manufacturer',
  trucking: 'Trucking',
  broker: 'Broker (fees only)',
};

/** The rule as a person reads it, per kind. */
export const COUNTING_RULE_TEXT: Record<CommitmentKind, string> = {
  subcontractor: '100% of the work the DBE performs with its own forces (§26.55(a))',
  regular_dealer: '60% of the cost of materials and supplies from a DBE regular dealer (§26.55(e)(2))',
  manufacturer: '100% of the cost of materials and supplies from a DBE manufacturer (§26.55(e)(1))',
  trucking: '100% of the trucking the DBE performs with its own trucks (§26.55(d))',
  broker: 'Only the fees or commissions of a broker (§26.55(e)(3))',
};

export const REGULAR_DEALER_SHARE = 0.6;

export type CountingInput = {
  kind: CommitmentKind;
  /** Amount committed to the firm, in cents. */
  amountCents: number;
  /** Fees or commissions, in cents (brokers and firms without a commercially useful function). */
  feeCents: number | null;
  /** False when the firm adds no commercially useful function (§26.55(c)): only its fees count. */
  commerciallyUseful: boolean;
  /** The commitment is to a DBE (certified on the commitment date). Non-DBE work counts nothing. */
  countsAsDbe: boolean;
};

/** The cents that count toward DBE goals under §26.55 (never more than the amount committed). */
export function countCommitmentCents(input: CountingInput): number {
  if (!input.countsAsDbe) return 0;
  if (input.kind === 'broker' || !input.commerciallyUseful) {
    return Math.min(input.feeCents ?? 0, input.amountCents);
  }
  if (input.kind === 'regular_dealer') return Math.round(input.amountCents * REGULAR_DEALER_SHARE);
  return input.amountCents;
}

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;
/** The report's whole dollars (half a dollar rounds up). */
export const centsToWholeDollars = (cents: number): number => Math.round(cents / 100);
