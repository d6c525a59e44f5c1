/** SPEC §9 and DOMAIN.md: award within 90 days of application. */
export const AWARD_TARGET_DAYS = 90;

/** SPEC §9 and DOMAIN.md: sub-award within 60 days of award. */
export const SUB_AWARD_TARGET_DAYS = 60;

/** SPEC §9: a pending application older than this counts as overdue ('Exceeding 90 Days'). */
export const OVERDUE_AFTER_DAYS = 90;

export const EXCEEDING_90_DAYS_LABEL = 'Exceeding 90 Days';

/** SPEC §9: days over target = days minus the target; 0 when on or under target. */
export function daysOverTarget(days: number, targetDays: number = OVERDUE_AFTER_DAYS): number {
  return Math.max(0, days - targetDays);
}

/** Whether a pending age is overdue: strictly more than 90 days. */
export function isOverdue(days: number | null | undefined): boolean {
  return typeof days === 'number' && days > OVERDUE_AFTER_DAYS;
}
