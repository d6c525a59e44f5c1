import { fiscalPeriodOf, isWithinPeriod } from './dbe-fiscal-year';
import type { UniformReport } from './uniform-report';
import { decideRecords, type ReportRecords } from './uniform-report-records';

/** Records that break a rule the report must hold; each item names the record for a person. */
export type ReportFindings = {
  /** Commitments paid (through the period's end) more than committed. */
  overpaidCommitments: string[];
  /** Contracts with records in the period but without a federal share: reported in no section. */
  contractsWithoutFederalShare: string[];
  /**
   * Commitments of the period marked as DBE to a firm not certified on the commitment day (or under
   * re-evaluation from 2025-10-03): not counted, listed so a person sees why.
   */
  uncertifiedDbeCommitments: string[];
  /** Commitments of the period to a firm certified that day, taken out by hand (the switch): not counted. */
  excludedByHand?: string[];
};

export const CROSS_CHECK_IDS = [
  'section_b_matches_a',
  'payments_within_commitments',
  'federal_share_present',
  'dbe_certified_at_commitment',
  'dbe_excluded_by_hand',
] as const;
export type CrossCheckId = (typeof CROSS_CHECK_IDS)[number];

export type CrossCheck = {
  id: CrossCheckId;
  label: string;
  passed: boolean;
  detail: string;
  items: string[];
};

export const CROSS_CHECK_LABELS: Record<CrossCheckId, string> = {
  section_b_matches_a: "Section B totals equal Section A's DBE totals",
  payments_within_commitments: 'Payments do not exceed commitments',
  federal_share_present: 'Every contract has a federal share',
  dbe_certified_at_commitment: 'Every committed DBE was certified at commitment',
  dbe_excluded_by_hand: 'Commitments to certified DBEs taken out by hand',
};

const MAX_ITEMS = 50;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function listCheck(id: CrossCheckId, items: readonly string[], noun: string, problem: string): CrossCheck {
  return {
    id,
    label: CROSS_CHECK_LABELS[id],
    passed: items.length === 0,
    detail: items.length === 0 ? 'Passed' : `${plural(items.length, noun)} ${problem}`,
    items: items.slice(0, MAX_ITEMS),
  };
}

/** An override, not an error: it passes, and lists every commitment a person took out. */
function excludedCheck(items: readonly string[]): CrossCheck {
  return {
    id: 'dbe_excluded_by_hand',
    label: CROSS_CHECK_LABELS.dbe_excluded_by_hand,
    passed: true,
    detail:
      items.length === 0
        ? 'None'
        : `${plural(items.length, 'commitment')} to a certified DBE marked not counted (the manual switch)`,
    items: items.slice(0, MAX_ITEMS),
  };
}

/** The checks shown before submission, in the form's order. */
export function runCrossChecks(report: UniformReport, findings: ReportFindings): CrossCheck[] {
  const a = report.sectionA.total;
  const b = report.sectionB.total;
  const matches = a.dbeDollars === b.dollars && a.dbeCount === b.count;
  const sectionB: CrossCheck = {
    id: 'section_b_matches_a',
    label: CROSS_CHECK_LABELS.section_b_matches_a,
    passed: matches,
    detail: matches
      ? 'Passed'
      : `Section B: $${b.dollars.toLocaleString('en-US')} in ${plural(b.count, 'award')}; Section A DBE total: $${a.dbeDollars.toLocaleString('en-US')} in ${plural(a.dbeCount, 'award')}. Record the owner group and gender of every DBE.`,
    items: [],
  };
  return [
    sectionB,
    listCheck(
      'payments_within_commitments',
      findings.overpaidCommitments,
      'commitment',
      'paid more than committed',
    ),
    listCheck(
      'federal_share_present',
      findings.contractsWithoutFederalShare,
      'contract',
      'without a federal share: not DOT-assisted, reported in no section',
    ),
    listCheck(
      'dbe_certified_at_commitment',
      findings.uncertifiedDbeCommitments,
      'commitment',
      'marked DBE to a firm not certified on the commitment day: not counted',
    ),
    excludedCheck(findings.excludedByHand ?? []),
  ];
}

/** The findings from records (the reference for the server's SQL); items are record ids. */
export function findReportIssues(fiscalYear: number, records: ReportRecords): ReportFindings {
  const period = fiscalPeriodOf(fiscalYear);
  const decided = decideRecords(records);
  const paid = new Map<string, number>();
  for (const payment of records.payments) {
    if (payment.commitmentId === null || payment.paidDate > period.end) continue;
    paid.set(payment.commitmentId, (paid.get(payment.commitmentId) ?? 0) + payment.amountCents);
  }
  const inReport = new Set<string>();
  for (const contract of records.contracts) {
    if (isWithinPeriod(contract.awardDate, period) || isWithinPeriod(contract.completedDate, period))
      inReport.add(contract.id);
  }
  for (const commitment of records.commitments)
    if (isWithinPeriod(commitment.commitmentDate, period)) inReport.add(commitment.contractId);
  for (const payment of records.payments)
    if (isWithinPeriod(payment.paidDate, period)) inReport.add(payment.contractId);
  const ofPeriod = records.commitments.filter((commitment) =>
    isWithinPeriod(commitment.commitmentDate, period),
  );
  const reasonOf = (id: string) => decided.commitments.get(id)?.decision.reason;

  return {
    overpaidCommitments: records.commitments
      .filter((commitment) => inReport.has(commitment.contractId))
      .filter((commitment) => (paid.get(commitment.id) ?? 0) > commitment.amountCents)
      .map((commitment) => commitment.id),
    contractsWithoutFederalShare: records.contracts
      .filter((contract) => inReport.has(contract.id) && !contract.federalShare)
      .map((contract) => contract.id),
    uncertifiedDbeCommitments: ofPeriod
      .filter((commitment) => commitment.countsAsDbe)
      .filter((commitment) => {
        const reason = reasonOf(commitment.id);
        return reason === 'not_certified' || reason === 'suspended_reevaluation';
      })
      .map((commitment) => commitment.id),
    excludedByHand: ofPeriod
      .filter((commitment) => reasonOf(commitment.id) === 'excluded_by_hand')
      .map((commitment) => commitment.id),
  };
}
