/** One month of the executive trend: average days from application to award, and the projects counted. */
export type TrendMonth = { month: string; averageDays: number | null; projectCount: number };

/** Months counted back from today's (its own included) on the executive trend. */
export const TREND_MONTHS = 12;

/**
 * The last 12 months ending with today's ('YYYY-MM-DD'), every one of them: a month nobody was awarded
 * in is there with no average and no projects, so 'last 12 months' always shows 12 (issue 35 saw 8).
 */
export function fillTrendMonths(rows: readonly TrendMonth[], today: string): TrendMonth[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months: TrendMonth[] = [];
  for (let back = TREND_MONTHS - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    const key = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    months.push(byMonth.get(key) ?? { month: key, averageDays: null, projectCount: 0 });
  }
  return months;
}
