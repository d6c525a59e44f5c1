import {
  PLAN_FUNDING_SOURCES,
  PLAN_ITEM_ACTIVE_STATUSES,
  type PlanFundingKey,
  type PlanItem,
} from '@bil/domain';

/** Sums of a set of plan items: count, estimated cost and each funding source, in whole cents. */
export type PlanTotals = { count: number; estimatedCost: number } & Record<PlanFundingKey, number>;

const cents = (value: number) => Math.round(value * 100);

export function emptyTotals(): PlanTotals {
  return {
    count: 0,
    estimatedCost: 0,
    aipEntitlement: 0,
    bilAig: 0,
    aipDiscretionary: 0,
    state: 0,
    local: 0,
  };
}

export function addItem(totals: PlanTotals, item: PlanItem): PlanTotals {
  const next = { ...totals, count: totals.count + 1 };
  next.estimatedCost = (cents(totals.estimatedCost) + cents(item.estimatedCost)) / 100;
  for (const source of PLAN_FUNDING_SOURCES)
    next[source.key] = (cents(totals[source.key]) + cents(item.funding[source.key])) / 100;
  return next;
}

/** Totals per key (airport code, fiscal year) in key order, and the grand total. */
export function groupTotals<K extends string | number>(
  items: readonly PlanItem[],
  keyOf: (item: PlanItem) => K,
): { rows: { key: K; totals: PlanTotals }[]; total: PlanTotals } {
  const groups = new Map<K, PlanTotals>();
  let total = emptyTotals();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, addItem(groups.get(key) ?? emptyTotals(), item));
    total = addItem(total, item);
  }
  const rows = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, totals]) => ({ key, totals }));
  return { rows, total };
}

/** Items that still count against the money (candidate, programmed). */
export const isActiveItem = (item: PlanItem) => PLAN_ITEM_ACTIVE_STATUSES.includes(item.status);
