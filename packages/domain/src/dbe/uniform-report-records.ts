import type { CertificationEntry } from './dbe-certification';
import {
  certificationReason,
  countPaymentCents,
  decideDbePrime,
  isDotAssisted,
  type CommitmentKind,
  type DbeCountDecision,
} from './dbe-counting';
import { fiscalPeriodOf, isWithinPeriod } from './dbe-fiscal-year';
import type { OwnerGender, OwnerGroup } from './dbe-form-version';
import type { AwardGroup, ReportAggregates } from './uniform-report';

/**
 * The records the report reads and their sums, in TypeScript: the reference the server's SQL aggregates
 * are tested against, and the input of the hand-worked fixtures.
 */
export type ReportFirm = {
  id: string;
  ownerGroup: OwnerGroup | null;
  ownerGender: OwnerGender | null;
  certifications: CertificationEntry[];
};
export type ReportContract = {
  id: string;
  primeFirmId: string;
  awardDate: string;
  /** Whole dollars; null while unknown (a cross-check failure). */
  federalShare: number | null;
  goalPct: number;
  goalDriven: boolean;
  completedDate: string | null;
  participationNeededCents: number | null;
  grantNumber: string | null;
};
export type ReportCommitment = {
  id: string;
  contractId: string;
  firmId: string;
  amountCents: number;
  /** The §26.55 share by kind (as stored): what counts if the commitment counts. */
  countedCents: number;
  /** The manual switch: false takes it out; true lets the certification history decide. */
  countsAsDbe: boolean;
  /** Why the switch is off (the override's reason), when one was given. */
  overrideReason?: string | null;
  commitmentDate: string;
  /** Kind and fee (fixtures state them; subcontractor when absent). */
  kind?: CommitmentKind;
  feeCents?: number | null;
};
export type ReportPayment = {
  contractId: string;
  /** null: paid to the prime. */
  commitmentId: string | null;
  amountCents: number;
  paidDate: string;
};
export type ReportRecords = {
  firms: ReportFirm[];
  contracts: ReportContract[];
  commitments: ReportCommitment[];
  payments: ReportPayment[];
};

/**
 * The counting rule (dbe-counting.ts) applied to stored records: whether a commitment counts and its counted
 * cents. Its §26.55 share is stored with the commitment (computed by countCommitmentCents when written);
 * whether it counts is decided here, at read time, from the contract and the firm's history.
 */
export function commitmentDecision(
  commitment: ReportCommitment,
  contract: Pick<ReportContract, 'federalShare'> | undefined,
  firm: Pick<ReportFirm, 'certifications'> | undefined,
): DbeCountDecision {
  if (!contract || !isDotAssisted(contract.federalShare))
    return { counts: false, reason: 'no_federal_share', countedCents: 0 };
  const certified = certificationReason(firm?.certifications ?? [], commitment.commitmentDate);
  if (certified !== 'counted') return { counts: false, reason: certified, countedCents: 0 };
  if (!commitment.countsAsDbe) return { counts: false, reason: 'excluded_by_hand', countedCents: 0 };
  return { counts: true, reason: 'counted', countedCents: commitment.countedCents };
}

/** A contract's prime decision: its own work when the prime is a DBE on the award day. */
export function primeDecision(
  contract: ReportContract,
  prime: Pick<ReportFirm, 'certifications'> | undefined,
  subcontractedCents: number,
): DbeCountDecision {
  return decideDbePrime({
    contractFederalShare: contract.federalShare,
    awardDate: contract.awardDate,
    primeCertifications: prime?.certifications ?? [],
    subcontractedCents,
  });
}

/** Every decision of a set of records, keyed by commitment id and contract id (the screens' shared input). */
export function decideRecords(records: ReportRecords) {
  const firms = new Map(records.firms.map((firm) => [firm.id, firm]));
  const contracts = new Map(records.contracts.map((contract) => [contract.id, contract]));
  const subcontracted = new Map<string, number>();
  for (const commitment of records.commitments)
    subcontracted.set(
      commitment.contractId,
      (subcontracted.get(commitment.contractId) ?? 0) + commitment.amountCents,
    );
  const commitments = new Map(
    records.commitments.map((commitment) => [
      commitment.id,
      {
        commitment,
        decision: commitmentDecision(
          commitment,
          contracts.get(commitment.contractId),
          firms.get(commitment.firmId),
        ),
      },
    ]),
  );
  const primes = new Map(
    records.contracts.map((contract) => [
      contract.id,
      primeDecision(contract, firms.get(contract.primeFirmId), subcontracted.get(contract.id) ?? 0),
    ]),
  );
  /** The counted part of a payment: to a commitment in its proportion, to a DBE prime in its own work's. */
  const paymentCounted = (payment: ReportPayment): number => {
    if (payment.commitmentId === null) {
      const contract = contracts.get(payment.contractId);
      const prime = primes.get(payment.contractId);
      if (!contract || !prime) return 0;
      return countPaymentCents(payment.amountCents, {
        counts: prime.counts,
        amountCents: (contract.federalShare ?? 0) * 100,
        countedCents: prime.countedCents,
      });
    }
    const found = commitments.get(payment.commitmentId);
    if (!found) return 0;
    return countPaymentCents(payment.amountCents, {
      counts: found.decision.counts,
      amountCents: found.commitment.amountCents,
      countedCents: found.decision.countedCents,
    });
  };
  return { firms, contracts, commitments, primes, paymentCounted };
}

/** Participation a completed contract needed: as recorded, else its goal on its federal share. */
export function participationNeededCents(contract: ReportContract): number {
  if (contract.participationNeededCents !== null) return contract.participationNeededCents;
  return Math.round(((contract.federalShare ?? 0) * 100 * contract.goalPct) / 100);
}

function addToGroups(groups: Map<string, AwardGroup>, award: Omit<AwardGroup, 'count'>): void {
  const key = `${award.dbe}|${award.conscious}|${award.ownerGroup}|${award.ownerGender}`;
  const group = groups.get(key) ?? { ...award, count: 0, totalCents: 0, countedCents: 0 };
  group.count += 1;
  group.totalCents += award.totalCents;
  group.countedCents += award.countedCents;
  groups.set(key, group);
}

export function aggregateReportRecords(fiscalYear: number, records: ReportRecords): ReportAggregates {
  const period = fiscalPeriodOf(fiscalYear);
  const decided = decideRecords(records);
  const { firms, contracts } = decided;
  // Only DOT-assisted contracts are reported: one without a federal share is in no section.
  const assisted = (contractId: string) => isDotAssisted(contracts.get(contractId)?.federalShare ?? null);

  const primes = new Map<string, AwardGroup>();
  for (const contract of records.contracts) {
    if (!isWithinPeriod(contract.awardDate, period) || !assisted(contract.id)) continue;
    const decision = decided.primes.get(contract.id);
    const dbe = decision?.counts ?? false;
    const firm = firms.get(contract.primeFirmId);
    addToGroups(primes, {
      dbe,
      conscious: false,
      ownerGroup: dbe ? (firm?.ownerGroup ?? null) : null,
      ownerGender: dbe ? (firm?.ownerGender ?? null) : null,
      totalCents: (contract.federalShare ?? 0) * 100,
      countedCents: decision?.countedCents ?? 0,
    });
  }

  const subcontracts = new Map<string, AwardGroup>();
  for (const commitment of records.commitments) {
    if (!isWithinPeriod(commitment.commitmentDate, period) || !assisted(commitment.contractId)) continue;
    const contract = contracts.get(commitment.contractId);
    const firm = firms.get(commitment.firmId);
    const decision = decided.commitments.get(commitment.id)?.decision;
    const dbe = decision?.counts ?? false;
    addToGroups(subcontracts, {
      dbe,
      conscious: dbe && Boolean(contract?.goalDriven),
      ownerGroup: dbe ? (firm?.ownerGroup ?? null) : null,
      ownerGender: dbe ? (firm?.ownerGender ?? null) : null,
      totalCents: commitment.amountCents,
      countedCents: decision?.countedCents ?? 0,
    });
  }

  // Section C: contracts under way (not completed before the period) with payments in it.
  const paidContracts = new Set<string>();
  const dbeFirmsPaid = new Set<string>();
  let paidCents = 0;
  let dbePaidCents = 0;
  for (const payment of records.payments) {
    const contract = contracts.get(payment.contractId);
    if (!contract || !assisted(contract.id) || !isWithinPeriod(payment.paidDate, period)) continue;
    if (contract.completedDate !== null && contract.completedDate < period.start) continue;
    paidContracts.add(contract.id);
    if (payment.commitmentId === null) paidCents += payment.amountCents;
    const counted = decided.paymentCounted(payment);
    dbePaidCents += counted;
    const firmId =
      payment.commitmentId === null
        ? decided.primes.get(contract.id)?.counts && contract.primeFirmId
        : decided.commitments.get(payment.commitmentId)?.decision.counts &&
          decided.commitments.get(payment.commitmentId)?.commitment.firmId;
    if (firmId) dbeFirmsPaid.add(firmId);
  }

  // Section D: contracts completed in the period, with the DBE participation attained by payments through its end.
  const completed = {
    contractCount: 0,
    totalCents: 0,
    neededCents: 0,
    attainedConsciousCents: 0,
    attainedNeutralCents: 0,
  };
  const completedIds = new Set<string>();
  for (const contract of records.contracts) {
    if (!isWithinPeriod(contract.completedDate, period) || !assisted(contract.id)) continue;
    completedIds.add(contract.id);
    completed.contractCount += 1;
    completed.totalCents += (contract.federalShare ?? 0) * 100;
    completed.neededCents += participationNeededCents(contract);
  }
  for (const payment of records.payments) {
    const contract = contracts.get(payment.contractId);
    if (!contract || !completedIds.has(contract.id) || payment.paidDate > period.end) continue;
    const counted = decided.paymentCounted(payment);
    if (payment.commitmentId !== null && contract.goalDriven) completed.attainedConsciousCents += counted;
    else completed.attainedNeutralCents += counted;
  }

  return {
    primes: [...primes.values()],
    subcontracts: [...subcontracts.values()],
    payments: {
      contractCount: paidContracts.size,
      paidCents,
      dbeFirmCount: dbeFirmsPaid.size,
      dbePaidCents,
    },
    completed,
  };
}
