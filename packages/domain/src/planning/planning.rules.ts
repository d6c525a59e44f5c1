import { AIG_FISCAL_YEARS, federalFiscalYearOf, obligationDeadline } from '../airports/aig-tranches';
import { drawAigAwards, tranchesOf, type AigAward } from '../airports/airport-balances';
import { PLAN_ITEM_ACTIVE_STATUSES, type PlanItemStatus } from './planning.schema';

/** The ACIP's five federal fiscal years: the one under way on `today` and the four after it. */
export function acipFiscalYears(today: string): number[] {
  const current = federalFiscalYearOf(today);
  return [0, 1, 2, 3, 4].map((offset) => current + offset);
}

/** A plan item as the AIG check needs it. */
export type PlannedAigUse = { id: string; fiscalYear: number; bilAig: number; status: PlanItemStatus };

export type PlannedTranche = {
  fiscalYear: number;
  deadline: string;
  allocation: number;
  /** Under grant already (awarded projects). */
  underGrant: number;
  /** Available today before the plan (aigBalancesOf: open or at risk), as on the airports page. */
  available: number;
  /** Lapsed today (left after the deadline), as on the airports page: never used by the plan. */
  lapsed: number;
  /** Drawn by the plan's active items. */
  planned: number;
  /** Left after the awards and the plan (below zero: overdrawn). */
  leftAfterPlan: number;
  /** Money the plan leaves here while the tranche is still open today: it lapses at the deadline. */
  lapsing: number;
};

export type AigPlanCheck = {
  tranches: PlannedTranche[];
  /** Planned AIG per plan fiscal year and what no open tranche could cover. */
  years: { fiscalYear: number; plannedAig: number; shortfall: number }[];
  /** The plan leaves AIG money to lapse (money still open today that nothing awarded or planned uses). */
  lapseAmount: number;
  /** The plan needs more AIG than is available (to its items' years, on tranches open then). */
  shortfallAmount: number;
};

const cents = (value: number) => Math.round(value * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0) / 100;

/**
 * Sets the plan against the money with the airports page's own rule (drawAigAwards): the awards first, then
 * each active plan item (candidate or programmed) as an award in its fiscal year, oldest open tranche first.
 * What is left on a tranche still open today lapses at its deadline unless something uses it; a plan item's
 * shortfall is AIG it plans that no tranche open in its year can cover.
 */
export function checkAigPlan(
  allocations: readonly number[],
  awards: readonly AigAward[],
  items: readonly PlannedAigUse[],
  today: string,
): AigPlanCheck {
  const awarded = drawAigAwards(allocations, awards);
  const active = items.filter((item) => PLAN_ITEM_ACTIVE_STATUSES.includes(item.status) && item.bilAig > 0);
  // Plan years before the current one cannot be awarded any more: they count as awarded today.
  const currentYear = federalFiscalYearOf(today);
  const planned = drawAigAwards(awarded.left, [
    ...active.map((item) => ({
      projectFiscalYear: item.fiscalYear,
      awardFiscalYear: Math.max(item.fiscalYear, currentYear),
      amount: item.bilAig,
      item,
    })),
  ]);
  const onToday = tranchesOf(allocations, awarded, today);
  const tranches = AIG_FISCAL_YEARS.map((fiscalYear, index) => {
    const leftAfterPlan = planned.left[index] ?? 0;
    const now = onToday[index];
    const available = now?.available ?? 0;
    return {
      fiscalYear,
      deadline: obligationDeadline(fiscalYear),
      allocation: now?.allocation ?? 0,
      underGrant: awarded.taken[index] ?? 0,
      available,
      lapsed: now?.lapsed ?? 0,
      planned: planned.taken[index] ?? 0,
      leftAfterPlan,
      // Only money available today can lapse at the deadline; lapsed money has already lapsed.
      lapsing: leftAfterPlan > 0 && available > 0 ? leftAfterPlan : 0,
    };
  });
  const byYear = new Map<number, { plannedAig: number; shortfall: number }>();
  for (const draw of planned.draws) {
    const year = draw.award.item.fiscalYear;
    const entry = byYear.get(year) ?? { plannedAig: 0, shortfall: 0 };
    byYear.set(year, {
      plannedAig: sum([entry.plannedAig, draw.award.amount]),
      shortfall: sum([entry.shortfall, draw.shortfall]),
    });
  }
  const years = [...byYear.entries()]
    .map(([fiscalYear, entry]) => ({ fiscalYear, ...entry }))
    .sort((a, b) => a.fiscalYear - b.fiscalYear);
  return {
    tranches,
    years,
    lapseAmount: sum(tranches.map((tranche) => tranche.lapsing)),
    shortfallAmount: sum(years.map((year) => year.shortfall)),
  };
}
