import {
  AIG_FISCAL_YEARS,
  atRiskFrom,
  federalFiscalYearOf,
  firstOpenTrancheYear,
  obligationDeadline,
  trancheYearOf,
} from './aig-tranches';

/**
 * 'Under grant' (shown on the airport page as UNDER_GRANT_RULE): a project's AIG amount is under grant once
 * FAA has awarded it, i.e. the project has an award_date. Pending, approved or applied-for projects are not.
 */
export const UNDER_GRANT_RULE =
  'AIG money is under grant once its project has an FAA award date, or once FAA’s Grant Detail Report puts it ' +
  'on a grant agreement (only what that grant number’s projects do not already count). ' +
  'An award draws only on tranches whose ' +
  'obligation deadline is on or after its award date, oldest first, up to its own fiscal year. ' +
  'Left = allocation - amount under grant; money left on a tranche whose deadline has passed is lapsed, ' +
  'money left on an open or at-risk tranche is available.';

/**
 * State of one tranche on a given day:
 * - 'past_deadline': money left after the obligation deadline (FAA may recover it)
 * - 'at_risk': money left, deadline within the next 12 months (see atRiskFrom)
 * - 'open': money left, deadline further away
 * - 'under_grant': nothing left (balance 0)
 * - 'overdrawn': more under grant than the allocations can cover (balance below 0: check the data)
 */
export type TrancheState = 'past_deadline' | 'at_risk' | 'open' | 'under_grant' | 'overdrawn';

/** A tranche's state in words, on the airport screens and in the airport PDF. */
export const TRANCHE_STATE_LABELS: Record<TrancheState, string> = {
  past_deadline: 'Past deadline',
  at_risk: 'At risk',
  open: 'Open',
  under_grant: 'Under grant',
  overdrawn: 'Overdrawn',
};

/**
 * One tranche on a day. `balance` is what is left (allocation - under grant, below zero when overdrawn);
 * it splits into `available` (left on an open or at-risk tranche) and `lapsed` (left after the deadline):
 * lapsed money is never available. allocation - underGrant = available + lapsed - overdrawn amount.
 */
export type TrancheBalance = {
  fiscalYear: number;
  allocation: number;
  underGrant: number;
  balance: number;
  available: number;
  lapsed: number;
  deadline: string;
  state: TrancheState;
};

/**
 * AIG money awarded (or planned to be): one award, or the sum of awards sharing both years. `awardFiscalYear`
 * is the federal fiscal year of the award date (federalFiscalYearOf); it decides which tranches were still
 * open (firstOpenTrancheYear). The project's fiscal year caps the newest tranche it may use (trancheYearOf).
 */
export type AigAward = { projectFiscalYear: number | null; awardFiscalYear: number; amount: number };

/** An award from a project's fiscal year, award date and AIG amount. */
export function aigAwardOf(projectFiscalYear: number | null, awardDate: string, amount: number): AigAward {
  return { projectFiscalYear, awardFiscalYear: federalFiscalYearOf(awardDate), amount };
}

/** What one award took from each tranche (FY22 first) and what no open tranche could cover. */
export type AwardDraw<A extends AigAward = AigAward> = { award: A; drawn: number[]; shortfall: number };

export type AigDrawResult<A extends AigAward = AigAward> = {
  /** Left per tranche, FY22 first (below zero: overdrawn). */
  left: number[];
  /** Under grant per tranche, FY22 first. */
  taken: number[];
  draws: AwardDraw<A>[];
  /** Awarded after every tranche it could use had lapsed: charged to no tranche (check the data). */
  uncovered: number;
};

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
 * The one AIG drawing rule (the airports page and the capital improvement plan both use it). Awards are
 * taken in award order: by the fiscal year of the award, then by project fiscal year (the narrower window
 * first), then as given. Each draws on the tranches whose deadline is on or after its award date, oldest
 * first, up to its own fiscal year, never a later one and never a lapsed one. What those tranches cannot
 * cover is charged to its own year (which goes below zero: 'overdrawn'); when even its own year had lapsed
 * at the award, it is charged to no tranche and counted as `uncovered`, so lapsed money stays whole.
 */
export function drawAigAwards<A extends AigAward>(
  allocations: readonly number[],
  awards: readonly A[],
): AigDrawResult<A> {
  const first = AIG_FISCAL_YEARS[0];
  const left = AIG_FISCAL_YEARS.map((_, index) => cents(allocations[index] ?? 0));
  const taken = AIG_FISCAL_YEARS.map(() => 0);
  let uncovered = 0;
  const ordered = awards
    .map((award, order) => ({ award, order, ownYear: trancheYearOf(award.projectFiscalYear) }))
    .sort(
      (a, b) =>
        a.award.awardFiscalYear - b.award.awardFiscalYear || a.ownYear - b.ownYear || a.order - b.order,
    );
  const draws: AwardDraw<A>[] = new Array<AwardDraw<A>>(awards.length);
  for (const { award, order, ownYear } of ordered) {
    const drawn = AIG_FISCAL_YEARS.map(() => 0);
    const last = ownYear - first;
    const oldest = Math.max(0, firstOpenTrancheYear(award.awardFiscalYear) - first);
    let owed = Math.max(0, cents(award.amount));
    for (let source = oldest; source <= last && owed > 0; source += 1) {
      const draw = Math.min(Math.max(left[source] ?? 0, 0), owed);
      left[source] = (left[source] ?? 0) - draw;
      drawn[source] = (drawn[source] ?? 0) + draw;
      owed -= draw;
    }
    const shortfall = owed;
    if (owed > 0 && oldest <= last) {
      left[last] = (left[last] ?? 0) - owed;
      drawn[last] = (drawn[last] ?? 0) + owed;
    } else uncovered += owed;
    drawn.forEach((value, index) => {
      taken[index] = (taken[index] ?? 0) + value;
    });
    draws[order] = { award, drawn: drawn.map(dollars), shortfall: dollars(shortfall) };
  }
  return { left: left.map(dollars), taken: taken.map(dollars), draws, uncovered: dollars(uncovered) };
}

/**
 * THE AIG balance of one airport on `today`: its FY22..FY26 tranches (allocated, under grant, available,
 * lapsed, state) and their sums, from the allocations (FY22 first) and the awards (drawAigAwards). Every
 * screen showing an AIG figure reads it from here.
 */
export function aigBalancesOf(
  allocations: readonly number[],
  awards: readonly AigAward[],
  today: string,
): { tranches: TrancheBalance[]; totals: BalanceRisk; uncovered: number } {
  const drawn = drawAigAwards(allocations, awards);
  const tranches = tranchesOf(allocations, drawn, today);
  return { tranches, totals: summariseTranches(tranches), uncovered: drawn.uncovered };
}

/** Balances of FY22..FY26 on `today` from the allocations (FY22 first) and the awards (drawAigAwards). */
export function computeTrancheBalances(
  allocations: readonly number[],
  awards: readonly AigAward[],
  today: string,
): TrancheBalance[] {
  return tranchesOf(allocations, drawAigAwards(allocations, awards), today);
}

/** The tranche rows of a drawing. */
export function tranchesOf(
  allocations: readonly number[],
  result: Pick<AigDrawResult, 'left' | 'taken'>,
  today: string,
): TrancheBalance[] {
  return AIG_FISCAL_YEARS.map((fiscalYear, index) => {
    const balance = result.left[index] ?? 0;
    const state = trancheState(fiscalYear, balance, today);
    return {
      fiscalYear,
      allocation: dollars(cents(allocations[index] ?? 0)),
      underGrant: result.taken[index] ?? 0,
      balance,
      available: state === 'open' || state === 'at_risk' ? balance : 0,
      lapsed: state === 'past_deadline' ? balance : 0,
      deadline: obligationDeadline(fiscalYear),
      state,
    };
  });
}

/**
 * An airport's AIG headline figures: allocated (totalAllocation), under grant, available (open + at risk)
 * and lapsed (past deadline), each the sum of its tranches' own figure. Lapsed money is never inside
 * `available`; the catalogue, the airport page, the executive overview, planning and the deadline
 * notifications all show these.
 */
export type BalanceRisk = {
  atRisk: boolean;
  atRiskAmount: number;
  pastDeadline: boolean;
  totalAllocation: number;
  underGrant: number;
  available: number;
  lapsed: number;
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
    totalAllocation: sum(tranches.map((tranche) => tranche.allocation)),
    underGrant: sum(tranches.map((tranche) => tranche.underGrant)),
    available: sum(tranches.map((tranche) => tranche.available)),
    lapsed: sum(tranches.map((tranche) => tranche.lapsed)),
  };
}
