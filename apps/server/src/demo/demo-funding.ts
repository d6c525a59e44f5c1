import { federalFiscalYearOf, firstOpenTrancheYear } from '@bil/domain';
import { DEMO_FISCAL_YEARS } from './demo-grants';
import { toIsoTimestamp, type DayNumber } from './demo-dates';
import type { SeededRandom } from './seeded-random';

/** One airport's AIG money: its allocation per fiscal year (FY22 first) and what is left to claim. */
export type AigLedger = {
  airportCode: string;
  allocations: number[];
  /** Slow sponsors leave money unclaimed, so some FY23 and FY24 tranches sit near their deadlines. */
  slow: boolean;
};

/** A project's claim on its airport's AIG money; amount is filled in by fundAigClaims. */
export type AigClaim = {
  fiscalYear: number;
  orderDay: DayNumber;
  awarded: boolean;
  /** The award date: the claim may use only tranches still open on it (drawAigAwards in the domain). */
  awardDate: string | null;
  grantNumber: string | null;
  amount: number;
  /** Dollars taken from each fiscal year's allocation, FY22 first. */
  draws: number[];
};

export type DemoBalance = {
  airport_code: string;
  total_allocation: number;
  current_balance: number;
  balance_updated_at: string;
  last_calculated_grant_number: string | null;
  notes: string | null;
  fy22_allocation: number;
  fy22_balance: number;
  fy23_allocation: number;
  fy23_balance: number;
  fy24_allocation: number;
  fy24_balance: number;
  fy25_allocation: number;
  fy25_balance: number;
  fy26_allocation: number;
  fy26_balance: number;
};

const yearIndex = (fiscalYear: number) => fiscalYear - DEMO_FISCAL_YEARS[0];

/**
 * Sizes each AIG project from the money its airport has: a project may combine its own year's allocation
 * with older leftovers still open on its award date (oldest first, as the FAA expects), never later years'
 * money, and never more than is left, so no balance goes below zero. Projects of the same year share what is there.
 */
export function fundAigClaims(rng: SeededRandom, ledger: AigLedger, claims: AigClaim[]): void {
  const remaining = [...ledger.allocations];
  const ordered = [...claims].sort((a, b) => a.fiscalYear - b.fiscalYear || a.orderDay - b.orderDay);
  const leftInYear = new Map<number, number>();
  for (const claim of ordered) leftInYear.set(claim.fiscalYear, (leftInYear.get(claim.fiscalYear) ?? 0) + 1);

  for (const claim of ordered) {
    const last = yearIndex(claim.fiscalYear);
    const oldest =
      claim.awardDate === null
        ? 0
        : Math.max(0, yearIndex(firstOpenTrancheYear(federalFiscalYearOf(claim.awardDate))));
    const available = remaining.slice(oldest, last + 1).reduce((sum, value) => sum + value, 0);
    const sharing = leftInYear.get(claim.fiscalYear) ?? 1;
    leftInYear.set(claim.fiscalYear, sharing - 1);
    const share =
      sharing > 1
        ? (available / sharing) * rng.between(0.75, 1.25)
        : available * (ledger.slow ? rng.between(0.35, 0.7) : rng.between(0.86, 1));
    let amount = Math.min(available, Math.max(1, Math.floor(share)));
    claim.amount = amount;
    claim.draws = ledger.allocations.map(() => 0);
    for (let year = oldest; year <= last && amount > 0; year += 1) {
      const taken = Math.min(remaining[year] ?? 0, amount);
      remaining[year] = (remaining[year] ?? 0) - taken;
      claim.draws[year] = taken;
      amount -= taken;
    }
  }
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

/** Balances as of the given day: allocation minus what awarded projects (money under grant) took. */
export function buildBalance(ledger: AigLedger, claims: readonly AigClaim[], asOf: DayNumber): DemoBalance {
  const balances = [...ledger.allocations];
  let lastGrant: number | null = null;
  for (const claim of claims) {
    if (!claim.awarded) continue;
    claim.draws.forEach((taken, year) => {
      balances[year] = (balances[year] ?? 0) - taken;
    });
    const grant = Number(claim.grantNumber);
    if (claim.grantNumber && (lastGrant === null || grant > lastGrant)) lastGrant = grant;
  }
  const [fy22 = 0, fy23 = 0, fy24 = 0, fy25 = 0, fy26 = 0] = balances;
  const [a22 = 0, a23 = 0, a24 = 0, a25 = 0, a26 = 0] = ledger.allocations;
  const notes = [
    fy22 > 0 ? `FY22 AIG of ${dollars(fy22)} was not under grant by its 2025-09-30 deadline.` : '',
    fy23 > 0 ? `FY23 AIG of ${dollars(fy23)} was not under grant by its 2026-09-30 deadline.` : '',
    fy24 > 0 ? `FY24 AIG of ${dollars(fy24)} must be under grant by 2027-09-30.` : '',
  ].filter(Boolean);
  return {
    airport_code: ledger.airportCode,
    total_allocation: a22 + a23 + a24 + a25 + a26,
    current_balance: fy22 + fy23 + fy24 + fy25 + fy26,
    balance_updated_at: toIsoTimestamp(asOf, 7 * 60),
    last_calculated_grant_number: lastGrant === null ? null : String(lastGrant),
    notes: notes.length > 0 ? notes.join(' ') : null,
    fy22_allocation: a22,
    fy22_balance: fy22,
    fy23_allocation: a23,
    fy23_balance: fy23,
    fy24_allocation: a24,
    fy24_balance: fy24,
    fy25_allocation: a25,
    fy25_balance: fy25,
    fy26_allocation: a26,
    fy26_balance: fy26,
  };
}

export type FundingSplit = { total: number; state: number; local: number };

/**
 * The rest of a project's money around its BIL amount: total = BIL / federal share, and the match
 * (total - BIL) split between the state and the sponsor. Whole dollars, so the parts add up exactly.
 */
export function splitFunding(
  bilAmount: number,
  federalShare: number,
  stateShareOfMatch: number,
): FundingSplit {
  const total = Math.round(bilAmount / federalShare);
  const match = total - bilAmount;
  const state = Math.round(match * stateShareOfMatch);
  return { total, state, local: match - state };
}
