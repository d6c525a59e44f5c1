import { projectAwardDays, projectSubAwardDays } from '../metrics/processing-days';
import { AWARD_TARGET_DAYS, SUB_AWARD_TARGET_DAYS } from '../metrics/targets';

/** How a PM's finished steps compare with a target (90 days to award, 60 to sub-award). */
export type TargetKpi = {
  targetDays: number;
  /** Projects whose step is finished and measurable. */
  measuredProjects: number;
  /** Rounded mean days; null when nothing is measured. */
  averageDays: number | null;
  withinTarget: number;
  overTarget: number;
  /** Share within target as a rounded percentage; null when nothing is measured. */
  withinTargetRate: number | null;
};

export type TargetDayFields = {
  application_date: string | null;
  award_date: string | null;
  sub_award_date: string | null;
  days_to_award: number | null;
  days_to_sub_award: number | null;
};

/** A target KPI over some day counts (null counts are left out); on target means days <= target. */
export function summariseAgainstTarget(days: readonly (number | null)[], targetDays: number): TargetKpi {
  let measured = 0;
  let total = 0;
  let within = 0;
  for (const value of days) {
    if (value === null) continue;
    measured += 1;
    total += value;
    if (value <= targetDays) within += 1;
  }
  return {
    targetDays,
    measuredProjects: measured,
    averageDays: measured > 0 ? Math.round(total / measured) : null,
    withinTarget: within,
    overTarget: measured - within,
    withinTargetRate: measured > 0 ? Math.round((within / measured) * 100) : null,
  };
}

/**
 * A PM's KPIs against the 90 and 60 day targets, per project: award days are days_to_award or the
 * application-to-award span, sub-award days days_to_sub_award or the award-to-sub-award span (the same
 * rules as the dashboard, processing-days.ts).
 */
export function computeTargetKpis(projects: readonly TargetDayFields[]): {
  award: TargetKpi;
  subAward: TargetKpi;
} {
  return {
    award: summariseAgainstTarget(projects.map(projectAwardDays), AWARD_TARGET_DAYS),
    subAward: summariseAgainstTarget(
      projects.map((project) => projectSubAwardDays(project)),
      SUB_AWARD_TARGET_DAYS,
    ),
  };
}
