import { fromCents, isDotAssisted } from './dbe-counting';
import { fiscalPeriodOf, fiscalYearOfDate } from './dbe-fiscal-year';
import { decideRecords, type ReportRecords } from './uniform-report-records';

/**
 * DBE analytics from the records: goal vs attainment per fiscal year, by airport, PM, prime and firm,
 * conscious vs neutral, commitments vs payments over time, top DBE firms. The server reads the rows; this
 * file holds every rule (what counts, which year, which split), in cents, and answers dollars.
 * Counting is the one rule (dbe-counting.ts via decideRecords, see analyticsInputFromRecords), so a year's
 * figures are the Uniform Report's: a DBE prime's own work counts (neutral) in its award year; DBE commitments
 * count their §26.55 counted amount (conscious on goal-driven contracts) on their day; the year's share
 * committed is Section A's total (DBE counted over prime awards plus subcontracts of the year); payments
 * count the DBE share of what reaches DBEs against all paid to primes, on contracts under way (Section C).
 * Contracts without a federal share are in no figure.
 */
export type AnalyticsContract = {
  id: string;
  awardDate: string;
  airportCode: string;
  pm: string | null;
  primeFirmId: string;
  primeName: string;
  /** Federal share in cents (0 when unknown). */
  federalShareCents: number;
  /** The prime was a certified DBE on the award day. */
  primeIsDbe: boolean;
  /** A DBE prime's own work that counts, in cents (0 when the prime is no DBE). */
  primeCountedCents: number;
  goalDriven: boolean;
  completedDate: string | null;
};
export type AnalyticsCommitment = {
  contractId: string;
  firmId: string;
  firmName: string;
  date: string;
  /** The amount committed, cents (every commitment, DBE or not: Section A's subcontract total). */
  totalCents: number;
  /** The cents that count (0 when the commitment does not count). */
  countedCents: number;
};
export type AnalyticsPayment = {
  contractId: string;
  /** null: paid to the prime. */
  firmId: string | null;
  firmName: string;
  date: string;
  cents: number;
  /** The part that counts toward DBE goals (0 for non-DBEs). */
  countedCents: number;
};
export type AnalyticsGoal = { fiscalYear: number; overallPct: number };
export type AnalyticsInput = {
  contracts: AnalyticsContract[];
  commitments: AnalyticsCommitment[];
  payments: AnalyticsPayment[];
  goals: AnalyticsGoal[];
};

export type DbeYearFigures = {
  fiscalYear: number;
  goalPct: number | null;
  federalShare: number;
  /** Prime awards' federal share plus subcontracts committed in the year: the Uniform Report's Section A total. */
  awardedTotal: number;
  dbeCommitted: number;
  consciousCommitted: number;
  neutralCommitted: number;
  primePaid: number;
  dbePaid: number;
  /** DBE counted over awards and commitments of the year (Section A's total percentage). */
  commitmentPct: number | null;
  /** DBE payments of the year over all paid to primes in it. */
  paymentPct: number | null;
};
export type DbeBreakdownRow = {
  key: string;
  label: string;
  contracts: number;
  federalShare: number;
  dbeCommitted: number;
  dbePaid: number;
  commitmentPct: number | null;
};
export type DbeFirmRow = { firmId: string; firmName: string; dbeCommitted: number; dbePaid: number };
export type DbeQuarterRow = {
  /** 'FY2025 Q1' (October-December 2024). */
  quarter: string;
  dbeCommitted: number;
  dbePaid: number;
  cumulativeCommitted: number;
  cumulativePaid: number;
};
export type DbeAnalytics = {
  byFiscalYear: DbeYearFigures[];
  byAirport: DbeBreakdownRow[];
  byPm: DbeBreakdownRow[];
  byPrime: DbeBreakdownRow[];
  /** Every DBE firm with commitments or payments, largest committed first. */
  byFirm: DbeFirmRow[];
  overTime: DbeQuarterRow[];
};

export const UNASSIGNED_DBE_PM = 'Unassigned';
export const TOP_DBE_FIRM_COUNT = 10;

const pctOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;

/** 'FY2025 Q1' for a day: federal quarters start in October. */
export function fiscalQuarterOf(date: string): string | null {
  const fiscalYear = fiscalYearOfDate(date);
  if (fiscalYear === null) return null;
  const month = Number(date.slice(5, 7));
  const quarter = Math.floor(((month + 2) % 12) / 3) + 1;
  return `FY${fiscalYear} Q${quarter}`;
}

type Sums = {
  label: string;
  contracts: Set<string>;
  shareCents: number;
  committedCents: number;
  paidCents: number;
};

function breakdown(
  input: AnalyticsInput,
  keyOf: (contract: AnalyticsContract) => { key: string; label: string },
): DbeBreakdownRow[] {
  const contracts = new Map(input.contracts.map((contract) => [contract.id, contract]));
  const groups = new Map<string, Sums>();
  const group = (contract: AnalyticsContract) => {
    const { key, label } = keyOf(contract);
    const found = groups.get(key) ?? {
      label,
      contracts: new Set<string>(),
      shareCents: 0,
      committedCents: 0,
      paidCents: 0,
    };
    groups.set(key, found);
    return found;
  };
  for (const contract of input.contracts) {
    const sums = group(contract);
    sums.contracts.add(contract.id);
    sums.shareCents += contract.federalShareCents;
    sums.committedCents += contract.primeCountedCents;
  }
  for (const commitment of input.commitments) {
    const contract = contracts.get(commitment.contractId);
    if (contract) group(contract).committedCents += commitment.countedCents;
  }
  for (const payment of input.payments) {
    const contract = contracts.get(payment.contractId);
    if (contract) group(contract).paidCents += payment.countedCents;
  }
  return [...groups.entries()]
    .map(([key, sums]) => ({
      key,
      label: sums.label,
      contracts: sums.contracts.size,
      federalShare: fromCents(sums.shareCents),
      dbeCommitted: fromCents(sums.committedCents),
      dbePaid: fromCents(sums.paidCents),
      commitmentPct: pctOf(sums.committedCents, sums.shareCents),
    }))
    .sort((a, b) => b.dbeCommitted - a.dbeCommitted || a.label.localeCompare(b.label));
}

type YearSums = {
  shareCents: number;
  subcontractCents: number;
  consciousCents: number;
  neutralCents: number;
  primePaidCents: number;
  dbePaidCents: number;
};

function byFiscalYear(input: AnalyticsInput): DbeYearFigures[] {
  const contracts = new Map(input.contracts.map((contract) => [contract.id, contract]));
  const years = new Map<number, YearSums>();
  const year = (date: string) => {
    const fiscalYear = fiscalYearOfDate(date);
    if (fiscalYear === null) return null;
    const found = years.get(fiscalYear) ?? {
      shareCents: 0,
      subcontractCents: 0,
      consciousCents: 0,
      neutralCents: 0,
      primePaidCents: 0,
      dbePaidCents: 0,
    };
    years.set(fiscalYear, found);
    return found;
  };
  for (const contract of input.contracts) {
    const sums = year(contract.awardDate);
    if (!sums) continue;
    sums.shareCents += contract.federalShareCents;
    sums.neutralCents += contract.primeCountedCents;
  }
  for (const commitment of input.commitments) {
    const sums = year(commitment.date);
    if (!sums) continue;
    sums.subcontractCents += commitment.totalCents;
    if (contracts.get(commitment.contractId)?.goalDriven) sums.consciousCents += commitment.countedCents;
    else sums.neutralCents += commitment.countedCents;
  }
  for (const payment of input.payments) {
    // Section C: payments on contracts under way (not completed before the payment's fiscal year).
    const fiscalYear = fiscalYearOfDate(payment.date);
    const completed = contracts.get(payment.contractId)?.completedDate ?? null;
    if (fiscalYear !== null && completed !== null && completed < fiscalPeriodOf(fiscalYear).start) continue;
    const sums = year(payment.date);
    if (!sums) continue;
    if (payment.firmId === null) sums.primePaidCents += payment.cents;
    sums.dbePaidCents += payment.countedCents;
  }
  for (const goal of input.goals) if (!years.has(goal.fiscalYear)) years.set(goal.fiscalYear, emptyYear());
  const goals = new Map(input.goals.map((goal) => [goal.fiscalYear, goal.overallPct]));
  return [...years.entries()]
    .sort(([a], [b]) => a - b)
    .map(([fiscalYear, sums]) => {
      const committed = sums.consciousCents + sums.neutralCents;
      const awarded = sums.shareCents + sums.subcontractCents;
      return {
        fiscalYear,
        goalPct: goals.get(fiscalYear) ?? null,
        federalShare: fromCents(sums.shareCents),
        awardedTotal: fromCents(awarded),
        dbeCommitted: fromCents(committed),
        consciousCommitted: fromCents(sums.consciousCents),
        neutralCommitted: fromCents(sums.neutralCents),
        primePaid: fromCents(sums.primePaidCents),
        dbePaid: fromCents(sums.dbePaidCents),
        commitmentPct: pctOf(committed, awarded),
        paymentPct: pctOf(sums.dbePaidCents, sums.primePaidCents),
      };
    });
}

const emptyYear = (): YearSums => ({
  shareCents: 0,
  subcontractCents: 0,
  consciousCents: 0,
  neutralCents: 0,
  primePaidCents: 0,
  dbePaidCents: 0,
});

function byFirm(input: AnalyticsInput): DbeFirmRow[] {
  const firms = new Map<string, { name: string; committed: number; paid: number }>();
  const firm = (id: string, name: string) => {
    const found = firms.get(id) ?? { name, committed: 0, paid: 0 };
    firms.set(id, found);
    return found;
  };
  for (const contract of input.contracts)
    if (contract.primeIsDbe)
      firm(contract.primeFirmId, contract.primeName).committed += contract.primeCountedCents;
  for (const commitment of input.commitments)
    if (commitment.countedCents > 0)
      firm(commitment.firmId, commitment.firmName).committed += commitment.countedCents;
  const contracts = new Map(input.contracts.map((contract) => [contract.id, contract]));
  for (const payment of input.payments) {
    if (payment.countedCents === 0) continue;
    const prime = contracts.get(payment.contractId);
    const id = payment.firmId ?? prime?.primeFirmId;
    if (id) firm(id, payment.firmName).paid += payment.countedCents;
  }
  return [...firms.entries()]
    .map(([firmId, sums]) => ({
      firmId,
      firmName: sums.name,
      dbeCommitted: fromCents(sums.committed),
      dbePaid: fromCents(sums.paid),
    }))
    .sort((a, b) => b.dbeCommitted - a.dbeCommitted || a.firmName.localeCompare(b.firmName));
}

function overTime(input: AnalyticsInput): DbeQuarterRow[] {
  const quarters = new Map<string, { committed: number; paid: number }>();
  const add = (date: string, committed: number, paid: number) => {
    const quarter = fiscalQuarterOf(date);
    if (quarter === null) return;
    const found = quarters.get(quarter) ?? { committed: 0, paid: 0 };
    found.committed += committed;
    found.paid += paid;
    quarters.set(quarter, found);
  };
  for (const contract of input.contracts)
    if (contract.primeIsDbe) add(contract.awardDate, contract.primeCountedCents, 0);
  for (const commitment of input.commitments) add(commitment.date, commitment.countedCents, 0);
  for (const payment of input.payments) add(payment.date, 0, payment.countedCents);
  let committed = 0;
  let paid = 0;
  return [...quarters.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([quarter, sums]) => {
      committed += sums.committed;
      paid += sums.paid;
      return {
        quarter,
        dbeCommitted: fromCents(sums.committed),
        dbePaid: fromCents(sums.paid),
        cumulativeCommitted: fromCents(committed),
        cumulativePaid: fromCents(paid),
      };
    });
}

/** Labels the records do not carry (airport, PM, names), by contract and firm id. */
export type AnalyticsLabels = {
  contracts: Map<string, { airportCode: string; pm: string | null }>;
  firmNames: Map<string, string>;
};

/**
 * The analytics input from the records, counted by the one rule (decideRecords): contracts without a federal
 * share are left out (reported nowhere); commitments and payments carry the cents that count.
 */
export function analyticsInputFromRecords(
  records: ReportRecords,
  labels: AnalyticsLabels,
  goals: AnalyticsGoal[],
): AnalyticsInput {
  const decided = decideRecords(records);
  const assisted = new Set(
    records.contracts
      .filter((contract) => isDotAssisted(contract.federalShare))
      .map((contract) => contract.id),
  );
  const name = (id: string) => labels.firmNames.get(id) ?? 'Unknown firm';
  const commitmentFirm = new Map(records.commitments.map((commitment) => [commitment.id, commitment.firmId]));
  const primeOf = new Map(records.contracts.map((contract) => [contract.id, contract.primeFirmId]));
  return {
    contracts: records.contracts
      .filter((contract) => assisted.has(contract.id))
      .map((contract) => {
        const prime = decided.primes.get(contract.id);
        const label = labels.contracts.get(contract.id);
        return {
          id: contract.id,
          awardDate: contract.awardDate,
          airportCode: label?.airportCode ?? '',
          pm: label?.pm ?? null,
          primeFirmId: contract.primeFirmId,
          primeName: name(contract.primeFirmId),
          federalShareCents: (contract.federalShare ?? 0) * 100,
          primeIsDbe: prime?.counts ?? false,
          primeCountedCents: prime?.counts ? prime.countedCents : 0,
          goalDriven: contract.goalDriven,
          completedDate: contract.completedDate,
        };
      }),
    commitments: records.commitments
      .filter((commitment) => assisted.has(commitment.contractId))
      .map((commitment) => ({
        contractId: commitment.contractId,
        firmId: commitment.firmId,
        firmName: name(commitment.firmId),
        date: commitment.commitmentDate,
        totalCents: commitment.amountCents,
        countedCents: decided.commitments.get(commitment.id)?.decision.countedCents ?? 0,
      })),
    payments: records.payments
      .filter((payment) => assisted.has(payment.contractId))
      .map((payment) => {
        const firmId =
          payment.commitmentId === null ? null : (commitmentFirm.get(payment.commitmentId) ?? null);
        return {
          contractId: payment.contractId,
          firmId,
          firmName: name(firmId ?? primeOf.get(payment.contractId) ?? ''),
          date: payment.paidDate,
          cents: payment.amountCents,
          countedCents: decided.paymentCounted(payment),
        };
      }),
    goals,
  };
}

export function buildDbeAnalytics(input: AnalyticsInput): DbeAnalytics {
  return {
    byFiscalYear: byFiscalYear(input),
    byAirport: breakdown(input, (contract) => ({ key: contract.airportCode, label: contract.airportCode })),
    byPm: breakdown(input, (contract) => ({
      key: contract.pm ?? '',
      label: contract.pm ?? UNASSIGNED_DBE_PM,
    })),
    byPrime: breakdown(input, (contract) => ({ key: contract.primeFirmId, label: contract.primeName })),
    byFirm: byFirm(input),
    overTime: overTime(input),
  };
}

export type DbeAnalyticsAnswer = DbeAnalytics & { asOf: string };
