import { daysBetween } from '../format/day-counts';

type DayCountInput = {
  application_date: string | null;
  award_date: string | null;
  sub_award_date: string | null;
  days_to_award: number | null;
  days_to_sub_award: number | null;
};

/**
 * The stored day counts of a project: application to award, and award to sub-award (SPEC §9 targets 90 and
 * 60 days), counted with daysBetween (SPEC §5: rounded up, a negative span ignored) whenever both dates are
 * there. Without both dates the count given is kept (older records carry counts without dates).
 */
export function deriveDayCounts(project: DayCountInput): {
  days_to_award: number | null;
  days_to_sub_award: number | null;
} {
  const hasAwardSpan = project.application_date !== null && project.award_date !== null;
  const hasSubAwardSpan = project.award_date !== null && project.sub_award_date !== null;
  return {
    days_to_award: hasAwardSpan
      ? daysBetween(project.application_date, project.award_date)
      : project.days_to_award,
    days_to_sub_award: hasSubAwardSpan
      ? daysBetween(project.award_date, project.sub_award_date)
      : project.days_to_sub_award,
  };
}
