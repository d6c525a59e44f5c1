import { daysBetween } from '../format/day-counts';

type AwardDayFields = {
  days_to_award: number | null;
  application_date: string | null;
  award_date: string | null;
};

type SubAwardDayFields = {
  days_to_sub_award: number | null;
  award_date: string | null;
  sub_award_date: string | null;
};

// A stored count is used only when it is a real, non-negative number (negative differences are ignored).
function usableStoredDays(value: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** SPEC §9: a project's award days are days_to_award, or else the application-to-award span. */
export function projectAwardDays(project: AwardDayFields): number | null {
  return usableStoredDays(project.days_to_award) ?? daysBetween(project.application_date, project.award_date);
}

/**
 * A project's sub-award days: days_to_sub_award, or else the award-to-sub-award span. A project without
 * its own award_date is measured from `grantAwardDate`, the date its grant was awarded.
 */
export function projectSubAwardDays(
  project: SubAwardDayFields,
  grantAwardDate: string | null = null,
): number | null {
  return (
    usableStoredDays(project.days_to_sub_award) ??
    daysBetween(project.award_date?.trim() ? project.award_date : grantAwardDate, project.sub_award_date)
  );
}

/** The rounded mean of some day counts, or null when there are none. */
export function roundedMean(total: number, count: number): number | null {
  return count > 0 ? Math.round(total / count) : null;
}
