/**
 * AIG tranches (DOMAIN.md): each federal fiscal year FY22..FY26 gives an airport an allocation that must be
 * under grant within four fiscal years, by September 30 of the third year after, else FAA recovers it.
 */
export const AIG_FISCAL_YEARS = [2022, 2023, 2024, 2025, 2026] as const;
export type AigFiscalYear = (typeof AIG_FISCAL_YEARS)[number];

/** Column prefix of a fiscal year in airport_bil_balances ('fy22' for 2022). */
export const AIG_YEAR_KEYS = ['fy22', 'fy23', 'fy24', 'fy25', 'fy26'] as const;
export type AigYearKey = (typeof AIG_YEAR_KEYS)[number];

/** 'FY22' for 2022. */
export function fiscalYearLabel(fiscalYear: number): string {
  return `FY${String(fiscalYear % 100).padStart(2, '0')}`;
}

/** The obligation deadline of a fiscal year's tranche: FY22 by 2025-09-30 ... FY26 by 2029-09-30. */
export function obligationDeadline(fiscalYear: number): string {
  return `${fiscalYear + 3}-09-30`;
}

/**
 * First day a tranche with money left counts as at risk: twelve months before its deadline, i.e. the
 * first day (October 1) of the tranche's last fiscal year. FY24 (deadline 2027-09-30) from 2026-10-01.
 */
export function atRiskFrom(fiscalYear: number): string {
  return `${fiscalYear + 2}-10-01`;
}

/**
 * The tranche a project's AIG money belongs to: its fiscal year, clamped to FY22..FY26. A project with no
 * fiscal year may use any tranche, so it counts as FY26 (which can draw on every older year).
 */
export function trancheYearOf(projectFiscalYear: number | null): AigFiscalYear {
  if (projectFiscalYear === null) return 2026;
  const first = AIG_FISCAL_YEARS[0];
  const last = AIG_FISCAL_YEARS[AIG_FISCAL_YEARS.length - 1] ?? 2026;
  return Math.min(last, Math.max(first, projectFiscalYear)) as AigFiscalYear;
}

/**
 * The federal fiscal year a day falls in (October to September): 2025-09-30 is in FY25, 2025-10-01 in FY26.
 * SQL twin (migration 0009-planning-delivery, airport_project_totals.award_year_key):
 * extract(year from award_date + interval '3 months').
 */
export function federalFiscalYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month >= 10 ? year + 1 : year;
}

/**
 * The oldest tranche an award made in federal fiscal year `awardFiscalYear` may draw on: a tranche's
 * deadline (September 30 of its year + 3) is the last day of fiscal year (its year + 3), so it is still open
 * on the award date exactly when its year + 3 >= the award's fiscal year.
 */
export function firstOpenTrancheYear(awardFiscalYear: number): number {
  return awardFiscalYear - 3;
}

/** A tranche is open on a day when its obligation deadline is on or after that day. */
export function isTrancheOpenOn(fiscalYear: number, date: string): boolean {
  return obligationDeadline(fiscalYear) >= date;
}
