import { weightedAverageDays } from './dashboard-kpis';
import type { GrantMetrics } from './grant-metrics';
import { roundToCents } from '../projects/project-amounts';
import { sortGrantsForChart, type GrantChartSortOption } from './sorting';

/** Per-grant charts draw this many grants; the rest are one 'Others' bar (a readable chart at any count). */
export const GRANT_CHART_TOP_COUNT = 20;

/** One bar of a per-grant chart: a grant, or the grants after the top ones together. */
export type GrantChartBar = Pick<
  GrantMetrics,
  | 'key'
  | 'name'
  | 'displayName'
  | 'bilAmount'
  | 'stateAmount'
  | 'localAmount'
  | 'totalAmount'
  | 'projectCount'
  | 'daysToAward'
  | 'avgDaysToSubAward'
  | 'daysPendingAward'
  | 'daysPendingSubAward'
> & { isOthers: boolean };

/** What a per-grant chart draws for one order: the top bars, then 'Others' when grants were left out. */
export type GrantChartTop = { bars: GrantChartBar[]; grantCount: number; othersCount: number };

export const OTHERS_BAR_KEY = '__others__';

/** 'Others (1,234 grants)'. */
export function othersBarName(count: number): string {
  return `Others (${count.toLocaleString('en-US')} ${count === 1 ? 'grant' : 'grants'})`;
}

function toBar(grant: GrantMetrics): GrantChartBar {
  return {
    key: grant.key,
    name: grant.name,
    displayName: grant.displayName,
    bilAmount: grant.bilAmount,
    stateAmount: grant.stateAmount,
    localAmount: grant.localAmount,
    totalAmount: grant.totalAmount,
    projectCount: grant.projectCount,
    daysToAward: grant.daysToAward,
    avgDaysToSubAward: grant.avgDaysToSubAward,
    daysPendingAward: grant.daysPendingAward,
    daysPendingSubAward: grant.daysPendingSubAward,
    isOthers: false,
  };
}

const sumOf = (grants: readonly GrantMetrics[], pick: (grant: GrantMetrics) => number) =>
  roundToCents(grants.reduce((total, grant) => total + pick(grant), 0));

/** The grants after the top ones as one bar: money summed, days averaged weighted by project count. */
function othersBar(rest: readonly GrantMetrics[]): GrantChartBar {
  const name = othersBarName(rest.length);
  return {
    key: OTHERS_BAR_KEY,
    name,
    displayName: name,
    bilAmount: sumOf(rest, (grant) => grant.bilAmount),
    stateAmount: sumOf(rest, (grant) => grant.stateAmount),
    localAmount: sumOf(rest, (grant) => grant.localAmount),
    totalAmount: sumOf(rest, (grant) => grant.totalAmount),
    projectCount: rest.reduce((total, grant) => total + grant.projectCount, 0),
    daysToAward: weightedAverageDays(rest, (grant) => grant.daysToAward),
    avgDaysToSubAward: weightedAverageDays(rest, (grant) => grant.avgDaysToSubAward),
    daysPendingAward: weightedAverageDays(rest, (grant) => grant.daysPendingAward),
    daysPendingSubAward: weightedAverageDays(rest, (grant) => grant.daysPendingSubAward),
    isOthers: true,
  };
}

/** Issue 17: the first `limit` grants in the chart's order, and an 'Others' bar for the rest. */
export function topGrantsForChart(
  grants: readonly GrantMetrics[],
  sort: GrantChartSortOption,
  limit: number = GRANT_CHART_TOP_COUNT,
): GrantChartTop {
  const sorted = sortGrantsForChart(grants, sort);
  const rest = sorted.slice(limit);
  const bars = sorted.slice(0, limit).map(toBar);
  if (rest.length > 0) bars.push(othersBar(rest));
  return { bars, grantCount: grants.length, othersCount: rest.length };
}
