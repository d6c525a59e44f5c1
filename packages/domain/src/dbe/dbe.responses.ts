import type { CertificationStatus } from './dbe-certification';
import type { CommitmentKind, DbeCountReason } from './dbe-counting';
import type { ContractWarning } from './dbe-contract-warnings';
import type { DbeFormVersion, OwnerGender, OwnerGroup } from './dbe-form-version';
import type { ContractStatus } from './dbe.schema';
import type { CrossCheck } from './uniform-report-checks';
import type { OverallGoal, UniformReport } from './uniform-report';

/** Answers of the DBE routes. Money in dollars (cents exact), federal share in whole dollars. */
export type DbeRecordAbilities = { read: boolean; create: boolean; update: boolean; delete: boolean };

export type DbeFirm = {
  id: string;
  name: string;
  certificationNumber: string | null;
  certifyingAgency: string | null;
  naicsCodes: string[];
  ownerGroup: OwnerGroup | null;
  ownerGender: OwnerGender | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  currentStatus: CertificationStatus | null;
  certifications: {
    status: CertificationStatus;
    effectiveDate: string;
    note: string | null;
    recordedAt: string;
  }[];
};

export type DbeAmendment = {
  version: number;
  amendedOn: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  amendedBy: string | null;
  recordedAt: string;
};

export type DbeCommitment = {
  id: string;
  firmId: string;
  firmName: string;
  firmStatus: CertificationStatus | null;
  kind: CommitmentKind;
  amount: number;
  feeAmount: number | null;
  commerciallyUseful: boolean;
  /** The manual switch: off takes a certified firm's commitment out; on lets certification decide. */
  countsAsDbe: boolean;
  /** Why the switch is off on a firm certified that day (the override's reason); null when none was given. */
  overrideReason: string | null;
  /** Whether it counts toward DBE goals, by the one counting rule (decideDbeCommitment), and why. */
  counts: boolean;
  countReason: DbeCountReason;
  countedAmount: number;
  commitmentDate: string;
  description: string | null;
  version: number;
  paid: number;
  amendments: DbeAmendment[];
};

export type DbePayment = {
  id: string;
  commitmentId: string | null;
  payee: string;
  amount: number;
  paidDate: string;
  note: string | null;
};

export type DbeContract = {
  id: string;
  projectId: string;
  projectTitle: string;
  grantNumber: string | null;
  airportCode: string;
  airportPm: string | null;
  contractNumber: string;
  title: string;
  primeFirmId: string;
  primeFirmName: string;
  awardDate: string;
  fiscalYear: number | null;
  federalShare: number | null;
  goalPct: number;
  goalDriven: boolean;
  completedDate: string | null;
  participationNeeded: number | null;
  status: ContractStatus;
  version: number;
  commitments: DbeCommitment[];
  payments: DbePayment[];
  totals: {
    committed: number;
    dbeCommitted: number;
    /** A DBE prime's own work (federal share less subcontracts), counted DBE-neutral; 0 otherwise. */
    primeOwnWork: number;
    dbePaid: number;
    primePaid: number;
    goalAmount: number;
    attainmentPct: number | null;
  };
  warnings: ContractWarning[];
  abilities: DbeRecordAbilities;
};

export type DbeContractList = { contracts: DbeContract[]; truncated: boolean };
export type DbeFirmList = { firms: DbeFirm[]; canManage: boolean };
export type DbeGoalList = { goals: (OverallGoal & { fiscalYear: number })[]; canSet: boolean };

export type DbeSubmittedVersion = {
  version: number;
  formVersion: string;
  reason: string | null;
  submittedBy: string | null;
  submittedAt: string;
};

export type DbeReportAnswer = {
  fiscalYear: number;
  report: UniformReport;
  crossChecks: CrossCheck[];
  versions: DbeSubmittedVersion[];
  canSubmit: boolean;
};

export type DbeReportSnapshot = DbeSubmittedVersion & { report: UniformReport; crossChecks: CrossCheck[] };
export type { DbeFormVersion };

/** A project a contract may be put on (the caller may create contracts on it). */
export type DbeProjectOption = { id: string; title: string; airportCode: string; grantNumber: string | null };
export type DbeProjectOptions = { projects: DbeProjectOption[] };

/** A DBE contract in brief, for the airport page and the project details. */
export type DbeContractSummary = {
  id: string;
  contractNumber: string;
  title: string;
  projectId: string;
  projectTitle: string;
  primeFirmName: string;
  awardDate: string;
  federalShare: number | null;
  goalPct: number;
  dbeCommitted: number;
  dbePaid: number;
  attainmentPct: number | null;
  status: ContractStatus;
  warningCount: number;
};
export type DbeContractSummaries = { contracts: DbeContractSummary[]; truncated: boolean };
