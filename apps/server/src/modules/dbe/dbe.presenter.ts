import {
  attainmentPercent,
  contractWarnings,
  fiscalYearOfDate,
  fromCents,
  goalCents,
  toCents,
  type CertificationStatus,
  type CommitmentKind,
  type DbeAmendment,
  type DbeCommitment,
  type DbeContract,
  type DbeFirm,
  type DbeRecordAbilities,
  type OwnerGender,
  type OwnerGroup,
} from '@bil/domain';
import type { DecidedRecords } from './dbe-counting.records';
import type {
  AmendmentRow,
  CertificationRow,
  CommitmentRow,
  ContractRow,
  FirmRow,
  PaymentRow,
} from './dbe-records.repository';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentFirm(firm: FirmRow, certifications: readonly CertificationRow[]): DbeFirm {
  return {
    id: firm.id,
    name: firm.name,
    certificationNumber: firm.certification_number,
    certifyingAgency: firm.certifying_agency,
    naicsCodes: firm.naics_codes,
    ownerGroup: firm.owner_group as OwnerGroup | null,
    ownerGender: firm.owner_gender as OwnerGender | null,
    contactName: firm.contact_name,
    contactEmail: firm.contact_email,
    contactPhone: firm.contact_phone,
    currentStatus: firm.current_status as CertificationStatus | null,
    certifications: certifications
      .filter((entry) => entry.firm_id === firm.id)
      .map((entry) => ({
        status: entry.status as CertificationStatus,
        effectiveDate: entry.effective_date,
        note: entry.note,
        recordedAt: iso(entry.recorded_at),
      })),
  };
}

function presentAmendment(row: AmendmentRow): DbeAmendment {
  return {
    version: row.version,
    amendedOn: row.amended_on,
    reason: row.reason,
    before: row.before,
    after: row.after,
    amendedBy: row.amended_by_email,
    recordedAt: iso(row.created_at),
  };
}

export type ContractParts = {
  commitments: readonly CommitmentRow[];
  payments: readonly PaymentRow[];
  amendments: readonly AmendmentRow[];
  /** The one counting rule applied to these contracts' records (dbe-counting.records.ts). */
  decided: DecidedRecords;
};

export function presentContract(
  contract: ContractRow,
  parts: ContractParts,
  abilities: DbeRecordAbilities,
): DbeContract {
  const commitments = parts.commitments.filter((row) => row.contract_id === contract.id);
  const payments = parts.payments.filter((row) => row.contract_id === contract.id);
  const byId = new Map(commitments.map((row) => [row.id, row]));
  const decisionOf = (id: string) => parts.decided.commitments.get(id)?.decision;
  const prime = parts.decided.primes.get(contract.id);
  const paidCents = new Map<string, number>();
  let primePaidCents = 0;
  let dbePaidCents = 0;
  for (const payment of payments) {
    const cents = toCents(payment.amount);
    const commitment = payment.commitment_id ? byId.get(payment.commitment_id) : undefined;
    dbePaidCents += parts.decided.paymentCounted({
      contractId: contract.id,
      commitmentId: commitment ? commitment.id : null,
      amountCents: cents,
      paidDate: payment.paid_date,
    });
    if (!commitment) {
      primePaidCents += cents;
      continue;
    }
    paidCents.set(commitment.id, (paidCents.get(commitment.id) ?? 0) + cents);
  }
  const committedCents = commitments.reduce((sum, row) => sum + toCents(row.amount), 0);
  // A DBE prime's own work (neutral) plus the counted DBE commitments: the contract's DBE participation.
  const primeOwnWorkCents = prime?.counts ? prime.countedCents : 0;
  const dbeCommittedCents = commitments.reduce(
    (sum, row) => sum + (decisionOf(row.id)?.countedCents ?? 0),
    primeOwnWorkCents,
  );
  const progress = {
    federalShare: contract.federal_share,
    goalPct: contract.goal_pct,
    dbeCommittedCents,
    dbePaidCents,
    primePaidCents,
    committedDbes: commitments
      .filter((row) => decisionOf(row.id)?.counts)
      .map((row) => ({ firmName: row.firm_name, status: row.firm_status as CertificationStatus | null })),
  };
  const commitmentAnswers: DbeCommitment[] = commitments.map((row) => ({
    id: row.id,
    firmId: row.firm_id,
    firmName: row.firm_name,
    firmStatus: row.firm_status as CertificationStatus | null,
    kind: row.kind as CommitmentKind,
    amount: row.amount,
    feeAmount: row.fee_amount,
    commerciallyUseful: row.commercially_useful,
    countsAsDbe: row.counts_as_dbe,
    overrideReason: row.override_reason,
    counts: decisionOf(row.id)?.counts ?? false,
    countReason: decisionOf(row.id)?.reason ?? 'not_certified',
    countedAmount: fromCents(decisionOf(row.id)?.countedCents ?? 0),
    commitmentDate: row.commitment_date,
    description: row.description,
    version: row.version,
    paid: fromCents(paidCents.get(row.id) ?? 0),
    amendments: parts.amendments
      .filter((amendment) => amendment.commitment_id === row.id)
      .map(presentAmendment),
  }));
  return {
    id: contract.id,
    projectId: contract.project_id,
    projectTitle: contract.project_title,
    grantNumber: contract.grant_number,
    airportCode: contract.airport_code,
    airportPm: contract.airport_pm,
    contractNumber: contract.contract_number,
    title: contract.title,
    primeFirmId: contract.prime_firm_id,
    primeFirmName: contract.prime_firm_name,
    awardDate: contract.award_date,
    fiscalYear: fiscalYearOfDate(contract.award_date),
    federalShare: contract.federal_share,
    goalPct: contract.goal_pct,
    goalDriven: contract.goal_driven,
    completedDate: contract.completed_date,
    participationNeeded: contract.participation_needed,
    status: contract.completed_date ? 'completed' : 'active',
    version: contract.version,
    commitments: commitmentAnswers,
    payments: payments.map((payment) => ({
      id: payment.id,
      commitmentId: payment.commitment_id,
      payee: payment.commitment_id
        ? (byId.get(payment.commitment_id)?.firm_name ?? 'Unknown firm')
        : `${contract.prime_firm_name} (prime)`,
      amount: payment.amount,
      paidDate: payment.paid_date,
      note: payment.note,
    })),
    totals: {
      committed: fromCents(committedCents),
      dbeCommitted: fromCents(dbeCommittedCents),
      primeOwnWork: fromCents(primeOwnWorkCents),
      dbePaid: fromCents(dbePaidCents),
      primePaid: fromCents(primePaidCents),
      goalAmount: fromCents(goalCents(progress)),
      attainmentPct: attainmentPercent(progress),
    },
    warnings: contractWarnings(progress),
    abilities,
  };
}
