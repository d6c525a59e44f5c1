import { AIG_FISCAL_YEARS, atRiskFrom, obligationDeadline, trancheYearOf } from './aig-tranches';

/**
 * 'Under grant' (shown on the airport page as UNDER_GRANT_RULE): a project's AIG amount is under grant once
 * FAA has awarded it, i.e. the project has an award_date. Pending, approved or applied-for projects are not.
 */
export const UNDER_GRANT_RULE =
  'AIG money is under grant once its project has an FAA award date. Each project draws on the oldest ' +
  'tranche with money left, up to its own fiscal year; balance = allocation - amount under grant.';

/**
 * State of one tranche on a given day:
 * - 'past_deadline': money left after the obligation deadline (FAA may recover it)
 * - 'at_risk': money left, deadline within the next 12 months (see atRiskFrom)
 * - 'open': money left, deadline further away
 * - 'under_grant': nothing left (balance 0)
 * - 'overdrawn': more under grant than the allocations can cover (balance below 0: check the data)
 */
export type TrancheState = 'past_deadline' | 'at_risk' | 'open' | 'under_grant' | 'overdrawn';

export type TrancheBalance = {
  fiscalYear: number;
  allocation: number;
  underGrant: number;
  balance: number;
  deadline: string;
  state: TrancheState;
};

/** AIG amount under grant per tranche year (projects' fiscal years already clamped by trancheYearOf). */
export type UnderGrantByYear = ReadonlyMap<number, number>;

// Money is numeric(14,2): keep sums in whole cents so subtraction is exact.
const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (value: number) => value / 100;

/** SPEC-level rule for a tranche with `balance` left, on `today` ('YYYY-MM-DD', America/New_York). */
export function trancheState(fiscalYear: number, balance: number, today: string): TrancheState {
  if (balance < 0) return 'overdrawn';
  if (balance === 0) return 'under_grant';
  if (today > obligationDeadline(fiscalYear)) return 'past_deadline';
  if (today >= atRiskFrom(fiscalYear)) return 'at_risk';
  return 'open';
}

/**
 * Balances of FY22..FY26 from the allocations (FY22 first) and the AIG money under grant per year.
 * Years are taken in order; a year's money under grant draws on the oldest tranche with money left, never
 * a later one (as FAA expects); what the older tranches cannot cover is charged to its own year, which may
 * then go below zero ('overdrawn').
 */
export function computeTrancheBalances(
  allocations: readonly number[],
  underGrantByYear: UnderGrantByYear,
  today: string,
): TrancheBalance[] {
  const left = AIG_FISCAL_YEARS.map((_, index) => cents(allocations[index] ?? 0));
  const taken = AIG_FISCAL_YEARS.map(() => 0);
  AIG_FISCAL_YEARS.forEach((year, yearIndex) => {
    let owed = cents(underGrantByYear.get(year) ?? 0);
    for (let source = 0; source <= yearIndex && owed > 0; source += 1) {
      const draw = Math.min(Math.max(left[source] ?? 0, 0), owed);
      left[source] = (left[source] ?? 0) - draw;
      taken[source] = (taken[source] ?? 0) + draw;
      owed -= draw;
    }
    left[yearIndex] = (left[yearIndex] ?? 0) - owed;
    taken[yearIndex] = (taken[yearIndex] ?? 0) + owed;
  });
  return AIG_FISCAL_YEARS.map((fiscalYear, index) => {
    const balance = dollars(left[index] ?? 0);
    return {
      fiscalYear,
      allocation: dollars(cents(allocations[index] ?? 0)),
      underGrant: dollars(taken[index] ?? 0),
      balance,
      deadline: obligationDeadline(fiscalYear),
      state: trancheState(fiscalYear, balance, today),
    };
  });
}

/** Adds one aggregate row (a project fiscal year and its AIG sum) into per-tranche sums. */
export function addUnderGrant(
  sums: Map<number, number>,
  projectFiscalYear: number | null,
  amount: number,
): Map<number, number> {
  const year = trancheYearOf(projectFiscalYear);
  sums.set(year, (sums.get(year) ?? 0) + amount);
  return sums;
}

export type BalanceRisk = {
  atRisk: boolean;
  atRiskAmount: number;
  pastDeadline: boolean;
  pastDeadlineAmount: number;
  totalAllocation: number;
  currentBalance: number;
};

/** An airport's headline figures from its tranches. */
export function summariseTranches(tranches: readonly TrancheBalance[]): BalanceRisk {
  const sum = (values: number[]) => dollars(values.reduce((total, value) => total + cents(value), 0));
  const atRisk = tranches.filter((tranche) => tranche.state === 'at_risk');
  const past = tranches.filter((tranche) => tranche.state === 'past_deadline');
  return {
    atRisk: atRisk.length > 0,
    atRiskAmount: sum(atRisk.map((tranche) => tranche.balance)),
    pastDeadline: past.length > 0,
    pastDeadlineAmount: sum(past.map((tranche) => tranche.balance)),
    totalAllocation: sum(tranches.map((tranche) => tranche.allocation)),
    currentBalance: sum(tranches.map((tranche) => tranche.balance)),
  };
}
