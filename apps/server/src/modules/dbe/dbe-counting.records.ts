import {
  toCents,
  type decideRecords,
  type CertificationStatus,
  type CommitmentKind,
  type ReportRecords,
} from '@bil/domain';

/**
 * Rows as the domain's counting records, so every screen that reads rows into TypeScript (Awards &
 * Commitments, the airport and project DBE cards, DBE Analytics) counts with the one rule
 * (decideRecords -> decideDbeCommitment / decideDbePrime). The Uniform Report sums the same rule in SQL
 * for speed (dbe-report.repository.ts), held equal by reconcile-dbe.test.ts and dbe-report.test.ts.
 */
export type CountingContractRow = {
  id: string;
  prime_firm_id: string;
  award_date: string;
  federal_share: number | null;
  goal_pct: number;
  goal_driven: boolean;
  completed_date: string | null;
  participation_needed: number | null;
};
export type CountingCommitmentRow = {
  id: string;
  contract_id: string;
  firm_id: string;
  kind: string;
  amount: number;
  fee_amount: number | null;
  counts_as_dbe: boolean;
  counted_amount: number;
  commitment_date: string;
};
export type CountingPaymentRow = {
  contract_id: string;
  commitment_id: string | null;
  amount: number;
  paid_date: string;
};
export type CountingCertificationRow = { firm_id: string; status: string; effective_date: string };

export function countingRecords(
  contracts: readonly CountingContractRow[],
  commitments: readonly CountingCommitmentRow[],
  payments: readonly CountingPaymentRow[],
  certifications: readonly CountingCertificationRow[],
): ReportRecords {
  const byFirm = new Map<string, { status: CertificationStatus; effectiveDate: string }[]>();
  for (const entry of certifications) {
    const list = byFirm.get(entry.firm_id) ?? [];
    list.push({ status: entry.status as CertificationStatus, effectiveDate: entry.effective_date });
    byFirm.set(entry.firm_id, list);
  }
  return {
    firms: [...byFirm.entries()].map(([id, history]) => ({
      id,
      ownerGroup: null,
      ownerGender: null,
      certifications: history,
    })),
    contracts: contracts.map((row) => ({
      id: row.id,
      primeFirmId: row.prime_firm_id,
      awardDate: row.award_date,
      federalShare: row.federal_share === null ? null : row.federal_share,
      goalPct: row.goal_pct,
      goalDriven: row.goal_driven,
      completedDate: row.completed_date,
      participationNeededCents: row.participation_needed === null ? null : toCents(row.participation_needed),
      grantNumber: null,
    })),
    commitments: commitments.map((row) => ({
      id: row.id,
      contractId: row.contract_id,
      firmId: row.firm_id,
      amountCents: toCents(row.amount),
      countedCents: toCents(row.counted_amount),
      countsAsDbe: row.counts_as_dbe,
      commitmentDate: row.commitment_date,
      kind: row.kind as CommitmentKind,
      feeCents: row.fee_amount === null ? null : toCents(row.fee_amount),
    })),
    payments: payments.map((row) => ({
      contractId: row.contract_id,
      commitmentId: row.commitment_id,
      amountCents: toCents(row.amount),
      paidDate: row.paid_date,
    })),
  };
}

export type DecidedRecords = ReturnType<typeof decideRecords>;
