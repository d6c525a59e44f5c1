import { weightedAverageDays } from './dashboard-kpis';
import type { GrantMetrics } from './grant-metrics';
import { roundToCents } from '../projects/project-amounts';

/** The grant metrics table's footer: sums of money and counts, day columns weighted by project count. */
export type GrantTableTotals = {
  bilAmount: number;
  stateAmount: number;
  localAmount: number;
  totalAmount: number;
  projectCount: number;
  executedProjects: number;
  pendingSubAwardProjects: number;
  pendingAwardProjects: number;
  daysToAward: number | null;
  avgDaysToSubAward: number | null;
  daysPendingSubAward: number | null;
  daysPendingAward: number | null;
  completedSubAwardDays: number | null;
};

const MONEY_KEYS = ['bilAmount', 'stateAmount', 'localAmount', 'totalAmount'] as const;
const COUNT_KEYS = [
  'projectCount',
  'executedProjects',
  'pendingSubAwardProjects',
  'pendingAwardProjects',
] as const;
const DAY_KEYS = [
  'daysToAward',
  'avgDaysToSubAward',
  'daysPendingSubAward',
  'daysPendingAward',
  'completedSubAwardDays',
] as const;

/** The footer over every matching grant (not just the page in view). */
export function summariseGrantTable(grants: readonly GrantMetrics[]): GrantTableTotals {
  const totals = {} as GrantTableTotals;
  for (const key of MONEY_KEYS)
    totals[key] = roundToCents(grants.reduce((sum, grant) => sum + grant[key], 0));
  for (const key of COUNT_KEYS) totals[key] = grants.reduce((sum, grant) => sum + grant[key], 0);
  for (const key of DAY_KEYS) totals[key] = weightedAverageDays(grants, (grant) => grant[key]);
  return totals;
}
