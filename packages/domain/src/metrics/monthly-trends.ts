import { parseDateOnly } from '../format/calendar-date';
import { roundToCents, toAmount } from '../projects/project-amounts';
import { projectAwardDays, roundedMean } from './processing-days';
import { type ProjectForMetrics } from './project-for-metrics';
import { compareGrantNumbers, normaliseGrantNumber } from '../projects/grant-number';

/** SPEC §3 monthly trend. */
export type MonthlyTrend = {
  /** 'YYYY-MM' of the projects' application_date. */
  month: string;
  /** Sum of total_amount. */
  totalFunding: number;
  projectCount: number;
  /** Rounded mean award days (days_to_award, else the application-to-award span); null when none. */
  avgProcessingDays: number | null;
  /**
   * The first TOOLTIP_GRANT_LIMIT (5) distinct grant numbers, in compareGrantNumbers order: what a tooltip
   * shows (SPEC §9). All of them would make the dashboard grow with every grant.
   */
  grantNumbers: string[];
  /** How many distinct grant numbers the month has ('+N more' is grantCount - grantNumbers.length). */
  grantCount: number;
  /** The first 5 distinct BIL application numbers, sorted. */
  bil_application_numbers: string[];
  /** How many distinct BIL application numbers the month has. */
  bilApplicationCount: number;
};

type MonthAccumulator = {
  funding: number;
  projects: number;
  awardDaysTotal: number;
  awardDaysCount: number;
  grantNumbers: Set<string>;
  applicationNumbers: Set<string>;
};

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const collator = new Intl.Collator('en-US', { numeric: true });
export const TOOLTIP_GRANT_LIMIT = 5;

/** The first `limit` values in order, without sorting the whole set (a month can hold thousands). */
function firstInOrder(
  values: Iterable<string>,
  compare: (a: string, b: string) => number,
  limit: number,
): string[] {
  const first: string[] = [];
  for (const value of values) {
    if (first.length === limit && compare(value, first[limit - 1] ?? value) >= 0) continue;
    first.push(value);
    first.sort(compare);
    if (first.length > limit) first.pop();
  }
  return first;
}

/**
 * SPEC §3 monthly trends, one entry per month that has applications, oldest first. Projects are placed
 * by application_date (when the funding was requested); projects without a valid one are left out.
 */
export function computeMonthlyTrends(projects: readonly ProjectForMetrics[]): MonthlyTrend[] {
  const months = new Map<string, MonthAccumulator>();
  for (const project of projects) {
    const applied = parseDateOnly(project.application_date);
    if (!applied) continue;
    const month = `${String(applied.year).padStart(4, '0')}-${String(applied.month).padStart(2, '0')}`;
    let entry = months.get(month);
    if (!entry) {
      entry = {
        funding: 0,
        projects: 0,
        awardDaysTotal: 0,
        awardDaysCount: 0,
        grantNumbers: new Set(),
        applicationNumbers: new Set(),
      };
      months.set(month, entry);
    }
    entry.funding += toAmount(project.total_amount);
    entry.projects += 1;
    const awardDays = projectAwardDays(project);
    if (awardDays !== null) {
      entry.awardDaysTotal += awardDays;
      entry.awardDaysCount += 1;
    }
    const grantNumber = normaliseGrantNumber(project.grant_number);
    if (grantNumber !== null) entry.grantNumbers.add(grantNumber);
    const applicationNumber = project.bil_application_number?.trim();
    if (applicationNumber) entry.applicationNumbers.add(applicationNumber);
  }
  return [...months]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, entry]) => summariseMonth(month, entry));
}

/** One month's figures, counted by the server in SQL or above from projects. */
export type MonthTotals = {
  funding: number;
  projects: number;
  awardDaysTotal: number;
  awardDaysCount: number;
  /** Distinct trimmed grant numbers. */
  grantNumbers: Iterable<string>;
  /** Distinct trimmed BIL application numbers. */
  applicationNumbers: Iterable<string>;
};

/** A month's trend entry: the first five grant and application numbers in their orders, and the counts. */
export function summariseMonth(month: string, entry: MonthTotals): MonthlyTrend {
  const grantNumbers = [...entry.grantNumbers];
  const applicationNumbers = [...entry.applicationNumbers];
  return {
    month,
    totalFunding: roundToCents(entry.funding),
    projectCount: entry.projects,
    avgProcessingDays: roundedMean(entry.awardDaysTotal, entry.awardDaysCount),
    grantNumbers: firstInOrder(grantNumbers, compareGrantNumbers, TOOLTIP_GRANT_LIMIT),
    grantCount: grantNumbers.length,
    bil_application_numbers: firstInOrder(applicationNumbers, collator.compare, TOOLTIP_GRANT_LIMIT),
    bilApplicationCount: applicationNumbers.length,
  };
}

/** 'Mar 2025' for '2025-03'; anything else is returned unchanged. */
export function formatMonthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/**
 * SPEC §9 tooltips: at most 5 grant numbers, then '+N more' ('101, 102, 103, 104, 105 +2 more'). `total`
 * is how many there are when only the first few were sent (MonthlyTrend.grantCount).
 */
export function formatGrantNumberList(
  grantNumbers: readonly string[],
  limit: number = TOOLTIP_GRANT_LIMIT,
  total: number = grantNumbers.length,
): string {
  const shownNumbers = grantNumbers.slice(0, limit);
  const remaining = Math.max(total, grantNumbers.length) - shownNumbers.length;
  const shown = shownNumbers.join(', ');
  return remaining > 0 ? `${shown} +${remaining} more` : shown;
}
