import { certificationStatusOn, isCertifiedStatus, type CertificationEntry } from './dbe-certification';

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
  // 60% to the cent in integers (amount × 6 / 10, half a cent up): no floating-point drift.
  if (input.kind === 'regular_dealer') return Math.round((input.amountCents * 6) / 10);
  return input.amountCents;
}

/**
 * THE DBE counting rule (one home; every screen, the Uniform Report and the SQL that sums for speed follow it).
 *
 * Whether, and how much of, a commitment counts toward DBE goals on its commitment day:
 * 1. only on a DOT-assisted contract: a contract with no federal share (null or 0) counts nowhere;
 * 2. only to a firm certified on the commitment day by its certification history; from 2025-10-03 (the
 *    October 2025 interim final rule) a firm under re-evaluation is suspended until it is re-certified;
 * 3. a commitment a person marked "not counted" (the manual switch, `markedDbe: false`) never counts: the
 *    switch can only take a certified firm's commitment out (e.g. work outside its certified NAICS codes),
 *    never put an uncertified firm's in; the report's cross-checks list both cases;
 * 4. then §26.55 by kind: own work, trucking and a manufacturer 100%, a regular dealer 60% to the cent, a
 *    broker (or a firm without a commercially useful function) its fee only.
 * Money in cents; one rounding per line (a dealer's 60%, a payment's share); whole dollars once per figure.
 */
/** The counting rule as screens show it (help text of the report, Awards & Commitments and DBE Analytics). */
export const DBE_COUNTING_RULE_HELP =
  'Counted by one rule on every DBE screen: only contracts with a federal share; a firm counts only if it is a ' +
  'certified DBE on the commitment day (from 10/03/2025 a firm under re-evaluation does not count until ' +
  're-certified); own work, trucking and manufacturers 100%, regular dealers 60%, brokers their fee; a DBE ' +
  "prime's own work (federal share less its subcontracts) counts as DBE-neutral. Payments count in their " +
  "commitment's proportion. The share committed is DBE dollars over prime awards plus subcontracts of the " +
  'year, as in the Uniform Report, rounded once per figure.';

export type DbeCountReason =
  'counted' | 'no_federal_share' | 'not_certified' | 'suspended_reevaluation' | 'excluded_by_hand';

export const DBE_COUNT_REASON_TEXT: Record<DbeCountReason, string> = {
  counted: 'Counts toward DBE goals',
  no_federal_share: 'Not counted: the contract has no federal share (not DOT-assisted)',
  not_certified: 'Not counted: the firm was not a certified DBE on the commitment day',
  suspended_reevaluation:
    'Not counted: the firm was under re-evaluation on the commitment day (suspended from 2025-10-03 until re-certified)',
  excluded_by_hand: 'Not counted: marked as not counting toward DBE goals',
};

export type DbeCommitmentFacts = {
  kind: CommitmentKind;
  amountCents: number;
  feeCents: number | null;
  commerciallyUseful: boolean;
  /** The manual switch: false takes the commitment out; true lets the certification history decide. */
  markedDbe: boolean;
  commitmentDate: string;
  /** The contract's federal share in whole dollars (null: unknown, counts nowhere). */
  contractFederalShare: number | null;
  firmCertifications: readonly CertificationEntry[];
};

export type DbeCountDecision = {
  counts: boolean;
  reason: DbeCountReason;
  /** Cents that count toward DBE goals (0 unless counts). */
  countedCents: number;
};

/** Whether a contract is DOT-assisted (has a federal share): one test for every screen. */
export const isDotAssisted = (federalShare: number | null): boolean => (federalShare ?? 0) > 0;

/** Why a firm does or does not count as a DBE on a day, by its certification history. */
export function certificationReason(
  history: readonly CertificationEntry[],
  day: string,
): 'counted' | 'not_certified' | 'suspended_reevaluation' {
  const status = certificationStatusOn(history, day);
  if (isCertifiedStatus(status, day)) return 'counted';
  return status === 'under_reevaluation' ? 'suspended_reevaluation' : 'not_certified';
}

export function decideDbeCommitment(facts: DbeCommitmentFacts): DbeCountDecision {
  const none = (reason: DbeCountReason): DbeCountDecision => ({ counts: false, reason, countedCents: 0 });
  if (!isDotAssisted(facts.contractFederalShare)) return none('no_federal_share');
  const certified = certificationReason(facts.firmCertifications, facts.commitmentDate);
  if (certified !== 'counted') return none(certified);
  if (!facts.markedDbe) return none('excluded_by_hand');
  return {
    counts: true,
    reason: 'counted',
    countedCents: countCommitmentCents({ ...facts, countsAsDbe: true }),
  };
}

/**
 * The part of a payment on a commitment that counts: the commitment's counted proportion of it (a dealer's
 * payment at 60%, a broker's at its fee's share), rounded to the cent per payment; nothing when the
 * commitment does not count. An overpayment (paid beyond the commitment) counts in the same proportion, is
 * not capped, and is listed by the report's cross-check "Payments do not exceed commitments".
 */
export function countPaymentCents(
  paymentCents: number,
  commitment: { counts: boolean; amountCents: number; countedCents: number },
): number {
  if (!commitment.counts || commitment.amountCents === 0) return 0;
  return Math.round((paymentCents * commitment.countedCents) / commitment.amountCents);
}

/**
 * A DBE prime's own work (§26.55(a)(1)): the contract's federal share less what it commits to subcontractors
 * (DBE subcontracts count on their own; work passed to non-DBEs does not count), never below zero. It counts
 * as race-/DBE-neutral, on the award day, when the prime is certified on that day and the contract is
 * DOT-assisted. The Uniform Report shows it in Section A's prime row (DBE dollars), DBE Analytics and the
 * contract cards add it to the contract's DBE committed figure.
 */
export function decideDbePrime(facts: {
  contractFederalShare: number | null;
  awardDate: string;
  primeCertifications: readonly CertificationEntry[];
  /** Every commitment on the contract (DBE or not), in cents. */
  subcontractedCents: number;
}): DbeCountDecision {
  if (!isDotAssisted(facts.contractFederalShare))
    return { counts: false, reason: 'no_federal_share', countedCents: 0 };
  const certified = certificationReason(facts.primeCertifications, facts.awardDate);
  if (certified !== 'counted') return { counts: false, reason: certified, countedCents: 0 };
  const shareCents = (facts.contractFederalShare ?? 0) * 100;
  return {
    counts: true,
    reason: 'counted',
    countedCents: Math.max(0, shareCents - facts.subcontractedCents),
  };
}

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;
/** The report's whole dollars (half a dollar rounds up). */
export const centsToWholeDollars = (cents: number): number => Math.round(cents / 100);
