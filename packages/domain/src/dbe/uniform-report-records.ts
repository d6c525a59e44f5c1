import { certificationStatusOn, isCertifiedStatus, type CertificationEntry } from './dbe-certification';
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
  countedCents: number;
  countsAsDbe: boolean;
  commitmentDate: string;
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

/** The part of a payment to a committed firm that counts: the commitment's counted share of it. */
export function countedPaymentCents(payment: number, commitment: ReportCommitment): number {
  if (!commitment.countsAsDbe || commitment.amountCents === 0) return 0;
  return Math.round((payment * commitment.countedCents) / commitment.amountCents);
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
  const firms = new Map(records.firms.map((firm) => [firm.id, firm]));
  const contracts = new Map(records.contracts.map((contract) => [contract.id, contract]));
  const commitments = new Map(records.commitments.map((commitment) => [commitment.id, commitment]));
  const primeIsDbe = (contract: ReportContract) => {
    const firm = firms.get(contract.primeFirmId);
    return firm ? isCertifiedStatus(certificationStatusOn(firm.certifications, contract.awardDate)) : false;
  };

  const primes = new Map<string, AwardGroup>();
  for (const contract of records.contracts) {
    if (!isWithinPeriod(contract.awardDate, period)) continue;
    const dbe = primeIsDbe(contract);
    const firm = firms.get(contract.primeFirmId);
    const cents = (contract.federalShare ?? 0) * 100;
    addToGroups(primes, {
      dbe,
      conscious: false,
      ownerGroup: dbe ? (firm?.ownerGroup ?? null) : null,
      ownerGender: dbe ? (firm?.ownerGender ?? null) : null,
      totalCents: cents,
      countedCents: dbe ? cents : 0,
    });
  }

  const subcontracts = new Map<string, AwardGroup>();
  for (const commitment of records.commitments) {
    if (!isWithinPeriod(commitment.commitmentDate, period)) continue;
    const contract = contracts.get(commitment.contractId);
    const firm = firms.get(commitment.firmId);
    const dbe = commitment.countsAsDbe;
    addToGroups(subcontracts, {
      dbe,
      conscious: dbe && Boolean(contract?.goalDriven),
      ownerGroup: dbe ? (firm?.ownerGroup ?? null) : null,
      ownerGender: dbe ? (firm?.ownerGender ?? null) : null,
      totalCents: commitment.amountCents,
      countedCents: dbe ? commitment.countedCents : 0,
    });
  }

  // Section C: contracts under way (not completed before the period) with payments in it.
  const paidContracts = new Set<string>();
  const dbeFirmsPaid = new Set<string>();
  let paidCents = 0;
  let dbePaidCents = 0;
  for (const payment of records.payments) {
    const contract = contracts.get(payment.contractId);
    if (!contract || !isWithinPeriod(payment.paidDate, period)) continue;
    if (contract.completedDate !== null && contract.completedDate < period.start) continue;
    paidContracts.add(contract.id);
    if (payment.commitmentId === null) {
      paidCents += payment.amountCents;
      if (primeIsDbe(contract)) {
        dbePaidCents += payment.amountCents;
        dbeFirmsPaid.add(contract.primeFirmId);
      }
      continue;
    }
    const commitment = commitments.get(payment.commitmentId);
    if (!commitment?.countsAsDbe) continue;
    dbePaidCents += countedPaymentCents(payment.amountCents, commitment);
    dbeFirmsPaid.add(commitment.firmId);
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
    if (!isWithinPeriod(contract.completedDate, period)) continue;
    completedIds.add(contract.id);
    completed.contractCount += 1;
    completed.totalCents += (contract.federalShare ?? 0) * 100;
    completed.neededCents += participationNeededCents(contract);
  }
  for (const payment of records.payments) {
    const contract = contracts.get(payment.contractId);
    if (!contract || !completedIds.has(contract.id) || payment.paidDate > period.end) continue;
    if (payment.commitmentId === null) {
      if (primeIsDbe(contract)) completed.attainedNeutralCents += payment.amountCents;
      continue;
    }
    const commitment = commitments.get(payment.commitmentId);
    if (!commitment) continue;
    const counted = countedPaymentCents(payment.amountCents, commitment);
    if (contract.goalDriven) completed.attainedConsciousCents += counted;
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
