import { roundToCents } from '../projects/project-amounts';
import type { GrantMetrics } from './grant-metrics';
import { AWARD_TARGET_DAYS, daysOverTarget, isOverdue, SUB_AWARD_TARGET_DAYS } from './targets';

/** An average processing time against its target. */
export type ProcessingKpi = {
  /** Rounded, weighted by project count; null when no grant has a value. */
  days: number | null;
  targetDays: number;
  isOverTarget: boolean;
  /** Days above the target, 0 when on or under it. */
  daysOverTarget: number;
};

export type DashboardKpis = {
  totalBilAmount: number;
  grandTotalAmount: number;
  totalProjects: number;
  totalGrants: number;
  executedProjects: number;
  /** SPEC §9: executed projects over all projects, as a rounded percentage (0 with no projects). */
  executionRate: number;
  averageAward: ProcessingKpi;
  averageSubAward: ProcessingKpi;
  pendingAwardProjects: number;
  pendingSubAwardProjects: number;
  /** Grants not yet awarded (SPEC §4 'pending_award'). */
  pendingAwardGrants: number;
  /** 'Exceeding 90 Days': grants pending award whose application is more than 90 days old. */
  exceeding90Days: number;
};

/** SPEC §9: averages are weighted by each grant's project count; grants without a value are left out. */
export function weightedAverageDays(
  grants: readonly GrantMetrics[],
  pickDays: (grant: GrantMetrics) => number | null,
): number | null {
  let weightedTotal = 0;
  let weight = 0;
  for (const grant of grants) {
    const days = pickDays(grant);
    if (days === null || grant.projectCount <= 0) continue;
    weightedTotal += days * grant.projectCount;
    weight += grant.projectCount;
  }
  return weight > 0 ? Math.round(weightedTotal / weight) : null;
}

function buildProcessingKpi(days: number | null, targetDays: number): ProcessingKpi {
  return {
    days,
    targetDays,
    isOverTarget: days !== null && days > targetDays,
    daysOverTarget: days === null ? 0 : daysOverTarget(days, targetDays),
  };
}

/**
 * Dashboard summary cards from per-grant metrics (already limited to the dashboard's projects). The same
 * totals serve the grant metrics table footer.
 */
export function computeDashboardKpis(grants: readonly GrantMetrics[]): DashboardKpis {
  const totals = {
    bil: 0,
    total: 0,
    projects: 0,
    executed: 0,
    pendingAward: 0,
    pendingSubAward: 0,
    pendingAwardGrants: 0,
    exceeding90: 0,
  };
  for (const grant of grants) {
    totals.bil += grant.bilAmount;
    totals.total += grant.totalAmount;
    totals.projects += grant.projectCount;
    totals.executed += grant.executedProjects;
    totals.pendingAward += grant.pendingAwardProjects;
    totals.pendingSubAward += grant.pendingSubAwardProjects;
    if (grant.awardState === 'pending_award') totals.pendingAwardGrants += 1;
    if (grant.awardState === 'pending_award' && isOverdue(grant.daysPendingAward)) totals.exceeding90 += 1;
  }
  return {
    totalBilAmount: roundToCents(totals.bil),
    grandTotalAmount: roundToCents(totals.total),
    totalProjects: totals.projects,
    totalGrants: grants.length,
    executedProjects: totals.executed,
    executionRate: totals.projects > 0 ? Math.round((totals.executed / totals.projects) * 100) : 0,
    averageAward: buildProcessingKpi(
      weightedAverageDays(grants, (grant) => grant.daysToAward),
      AWARD_TARGET_DAYS,
    ),
    averageSubAward: buildProcessingKpi(
      weightedAverageDays(grants, (grant) => grant.avgDaysToSubAward),
      SUB_AWARD_TARGET_DAYS,
    ),
    pendingAwardProjects: totals.pendingAward,
    pendingSubAwardProjects: totals.pendingSubAward,
    pendingAwardGrants: totals.pendingAwardGrants,
    exceeding90Days: totals.exceeding90,
  };
}
