import { toCalendarDate, type DateInput } from '../format/calendar-date';
import { roundToCents } from '../projects/project-amounts';
import { daysBetween } from '../format/day-counts';
import { pickPrimaryStatus, type GrantMetrics } from './grant-metrics';
import { formatGrantLabel } from './project-for-metrics';

/**
 * One grant's figures as the server keeps them per scope (migrations 0017 and 0028), summed and counted
 * in SQL by computeGrantMetrics' own rules: everything but what depends on today or needs a JS order.
 */
export type GrantTotals = {
  grantKey: string;
  projectCount: number;
  awarded: boolean;
  applicationDate: string | null;
  awardDate: string | null;
  awardMean: number | null;
  subMean: number | null;
  completedMean: number | null;
  pendingAward: number;
  pendingSubAward: number;
  executed: number;
  bil: number;
  state: number;
  local: number;
  total: number;
  statusCounts: Readonly<Record<string, number>>;
  hasPendingStatus: boolean;
  applicationNumbers: readonly string[];
};

const collator = new Intl.Collator('en-US', { numeric: true });

/**
 * The GrantMetrics computeGrantMetrics gives for the same projects, from the kept totals: the days
 * pending are counted to `today`, the primary status picked by pickPrimaryStatus and the application
 * numbers sorted here, and the display statuses follow summariseGrant's rules.
 */
export function grantMetricsFromTotals(totals: GrantTotals, today: DateInput): GrantMetrics {
  const todayDate = toCalendarDate(today);
  if (!todayDate) throw new RangeError('grantMetricsFromTotals needs a valid today (YYYY-MM-DD)');
  const bilApplicationNumbers = [...totals.applicationNumbers].sort(collator.compare);
  return {
    key: totals.grantKey,
    name: totals.grantKey,
    displayName: formatGrantLabel(totals.grantKey),
    originalGrantNumber: totals.grantKey,
    bilAmount: roundToCents(totals.bil),
    stateAmount: roundToCents(totals.state),
    localAmount: roundToCents(totals.local),
    totalAmount: roundToCents(totals.total),
    projectCount: totals.projectCount,
    daysToAward: totals.awardMean,
    avgDaysToSubAward: totals.subMean,
    daysPendingAward: totals.awarded ? null : daysBetween(totals.applicationDate, todayDate),
    daysPendingSubAward:
      totals.awarded && totals.pendingSubAward > 0 ? daysBetween(totals.awardDate, todayDate) : null,
    executedProjects: totals.executed,
    pendingSubAwardProjects: totals.pendingSubAward,
    pendingAwardProjects: totals.pendingAward,
    completedSubAwardDays: totals.completedMean,
    primaryStatus: pickPrimaryStatus(new Map(Object.entries(totals.statusCounts))),
    applicationDate: totals.applicationDate,
    awardDate: totals.awardDate,
    bilApplicationNumbers,
    bil_application_number: bilApplicationNumbers.join(', '),
    awardState: totals.awarded ? 'awarded' : 'pending_award',
    awardDisplayStatus: totals.pendingAward > 0 || totals.hasPendingStatus ? 'pending' : 'awarded',
    subAwardDisplayStatus: totals.pendingSubAward > 0 || totals.pendingAward > 0 ? 'pending' : 'completed',
  };
}
