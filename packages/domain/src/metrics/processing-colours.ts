/** A warning colour for a day count in the grant metrics table; null keeps the default text colour. */
export type DaysWarningColor = 'orange' | 'red' | null;

// Day counts are whole numbers; a fraction counts toward the next day (90.5 is in the 91-120 band).
function bandDays(days: number | null | undefined, orangeFrom: number, redFrom: number): DaysWarningColor {
  if (typeof days !== 'number' || !Number.isFinite(days)) return null;
  const wholeDays = Math.ceil(days);
  if (wholeDays >= redFrom) return 'red';
  if (wholeDays >= orangeFrom) return 'orange';
  return null;
}

/** SPEC §9: award days 91-120 orange, 121 or more red. */
export function awardDaysColor(days: number | null | undefined): DaysWarningColor {
  return bandDays(days, 91, 121);
}

/** SPEC §9: sub-award days 31-60 orange, 61 or more red. */
export function subAwardDaysColor(days: number | null | undefined): DaysWarningColor {
  return bandDays(days, 31, 61);
}
