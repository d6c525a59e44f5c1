import { parseDateOnly, toCalendarDate, toEpochDay, type DateInput } from '../format/calendar-date';
import { statusStep } from '../projects/project-status';
import { bilAmount, roundToCents, toAmount } from '../projects/project-amounts';
import { daysBetween } from '../format/day-counts';
import { projectAwardDays, projectSubAwardDays, roundedMean } from './processing-days';
import { formatGrantLabel, normaliseStatus, type ProjectForMetrics } from './project-for-metrics';
import { compareGrantNumbers, normaliseGrantNumber, UNKNOWN_GRANT_NAME } from '../projects/grant-number';

/** SPEC §4 grant award state. */
export type GrantAwardState = 'awarded' | 'pending_award';
export type AwardDisplayStatus = 'pending' | 'awarded';
export type SubAwardDisplayStatus = 'pending' | 'completed';

/** Where a project stands for the grant counts; null for projects in none of the three. */
export type ProjectMilestone = 'executed' | 'pendingSubAward' | 'pendingAward' | null;

/** SPEC §3 per-grant metrics. Averages are rounded whole days; null when no project gives a value. */
export type GrantMetrics = {
  /** Grouping key: the trimmed grant number, '' for projects without one. */
  key: string;
  /** The grant number, or 'Unknown'. */
  name: string;
  /** 'Grant #123' or 'Grant #0 (Unknown)'. */
  displayName: string;
  /** The grant number as stored (trimmed), null when blank or missing. */
  originalGrantNumber: string | null;
  bilAmount: number;
  stateAmount: number;
  localAmount: number;
  totalAmount: number;
  projectCount: number;
  /** Mean award days: days_to_award, else the application-to-award span. */
  daysToAward: number | null;
  /** Mean sub-award days: days_to_sub_award, else the award-to-sub-award span. */
  avgDaysToSubAward: number | null;
  /** Today minus the earliest application date, while the grant is not awarded. */
  daysPendingAward: number | null;
  /** Today minus the grant's award date, while the grant is awarded and sub-awards are pending. */
  daysPendingSubAward: number | null;
  executedProjects: number;
  pendingSubAwardProjects: number;
  pendingAwardProjects: number;
  /** Mean sub-award days of completed projects (executed, or with a sub_award_date). */
  completedSubAwardDays: number | null;
  /** Most common status; ties go to the least advanced lifecycle step (see pickPrimaryStatus). */
  primaryStatus: string;
  /** Earliest valid application_date of the grant's projects ('YYYY-MM-DD'). */
  applicationDate: string | null;
  /** Earliest valid award_date of the grant's projects ('YYYY-MM-DD'). */
  awardDate: string | null;
  /** Distinct BIL application numbers, sorted. */
  bilApplicationNumbers: string[];
  /** The same, joined with ', ' for display. */
  bil_application_number: string;
  awardState: GrantAwardState;
  awardDisplayStatus: AwardDisplayStatus;
  subAwardDisplayStatus: SubAwardDisplayStatus;
};

// Statuses after the award and before the sub-award is executed (DOMAIN.md lifecycle).
const AWAITING_SUB_AWARD = new Set(['pending sub-award', 'pending sponsor', 'pending tdot']);
const collator = new Intl.Collator('en-US', { numeric: true });

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * SPEC §4, per project: 'executed' status is executed; 'pending award' is pending award; 'pending
 * sub-award', 'pending sponsor' and 'pending tdot' are pending sub-award (the sub-award is not executed
 * yet). An approved project is pending award while its grant is not awarded, pending sub-award once it is
 * awarded and the project has no sub_award_date, otherwise in none of the three.
 */
export function classifyProject(
  project: Pick<ProjectForMetrics, 'status' | 'sub_award_date'>,
  isGrantAwarded: boolean,
): ProjectMilestone {
  const status = normaliseStatus(project.status);
  if (status === 'executed') return 'executed';
  if (status === 'pending award') return 'pendingAward';
  if (AWAITING_SUB_AWARD.has(status)) return 'pendingSubAward';
  if (status !== 'approved') return null;
  if (!isGrantAwarded) return 'pendingAward';
  return hasText(project.sub_award_date) ? null : 'pendingSubAward';
}

function statusRank(status: string): number {
  const step = statusStep(status);
  return step > 0 ? step : Number.MAX_SAFE_INTEGER;
}

/**
 * The most common status. A tie goes to the status furthest behind in the lifecycle (pending before
 * approved before ... executed), since that is what holds the grant back; statuses outside the lifecycle
 * come after lifecycle ones, then alphabetically. No statuses at all gives 'unknown'.
 */
export function pickPrimaryStatus(statusCounts: ReadonlyMap<string, number>): string {
  let best: string | null = null;
  let bestCount = 0;
  for (const [status, count] of statusCounts) {
    const isBetter =
      best === null ||
      count > bestCount ||
      (count === bestCount && (statusRank(status) - statusRank(best) || collator.compare(status, best)) < 0);
    if (isBetter) {
      best = status;
      bestCount = count;
    }
  }
  return best ?? 'unknown';
}

// The earliest valid 'YYYY-MM-DD' among some date strings.
function earliestDate(values: Iterable<string | null>): string | null {
  let earliest: string | null = null;
  let earliestDay = Infinity;
  for (const value of values) {
    const date = parseDateOnly(value);
    if (!date) continue;
    const day = toEpochDay(date);
    if (day < earliestDay) {
      earliestDay = day;
      earliest = value?.trim() ?? null;
    }
  }
  return earliest;
}

function summariseGrant(key: string, projects: readonly ProjectForMetrics[], today: DateInput): GrantMetrics {
  const isAwarded = projects.some((project) => hasText(project.award_date));
  const awardDate = earliestDate(projects.map((project) => project.award_date));
  const applicationDate = earliestDate(projects.map((project) => project.application_date));
  const statusCounts = new Map<string, number>();
  const applicationNumbers = new Set<string>();
  const counts = { executed: 0, pendingSubAward: 0, pendingAward: 0 };
  const sums = { bil: 0, state: 0, local: 0, total: 0 };
  const award = { total: 0, count: 0 };
  const subAward = { total: 0, count: 0 };
  const completed = { total: 0, count: 0 };
  let hasPendingStatus = false;

  for (const project of projects) {
    sums.bil += bilAmount(project);
    sums.state += toAmount(project.state_amount);
    sums.local += toAmount(project.local_amount);
    sums.total += toAmount(project.total_amount);
    const status = normaliseStatus(project.status);
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
    if (status === 'pending') hasPendingStatus = true;
    const milestone = classifyProject(project, isAwarded);
    if (milestone) counts[milestone] += 1;
    const applicationNumber = project.bil_application_number?.trim();
    if (applicationNumber) applicationNumbers.add(applicationNumber);

    const awardDays = projectAwardDays(project);
    if (awardDays !== null) {
      award.total += awardDays;
      award.count += 1;
    }
    const subAwardDays = projectSubAwardDays(project, awardDate);
    if (subAwardDays !== null) {
      subAward.total += subAwardDays;
      subAward.count += 1;
      if (status === 'executed' || hasText(project.sub_award_date)) {
        completed.total += subAwardDays;
        completed.count += 1;
      }
    }
  }

  const originalGrantNumber = key === '' ? null : key;
  const bilApplicationNumbers = [...applicationNumbers].sort(collator.compare);
  return {
    key,
    name: originalGrantNumber ?? UNKNOWN_GRANT_NAME,
    displayName: formatGrantLabel(originalGrantNumber),
    originalGrantNumber,
    bilAmount: roundToCents(sums.bil),
    stateAmount: roundToCents(sums.state),
    localAmount: roundToCents(sums.local),
    totalAmount: roundToCents(sums.total),
    projectCount: projects.length,
    daysToAward: roundedMean(award.total, award.count),
    avgDaysToSubAward: roundedMean(subAward.total, subAward.count),
    daysPendingAward: isAwarded ? null : daysBetween(applicationDate, today),
    daysPendingSubAward: isAwarded && counts.pendingSubAward > 0 ? daysBetween(awardDate, today) : null,
    executedProjects: counts.executed,
    pendingSubAwardProjects: counts.pendingSubAward,
    pendingAwardProjects: counts.pendingAward,
    completedSubAwardDays: roundedMean(completed.total, completed.count),
    primaryStatus: pickPrimaryStatus(statusCounts),
    applicationDate,
    awardDate,
    bilApplicationNumbers,
    bil_application_number: bilApplicationNumbers.join(', '),
    awardState: isAwarded ? 'awarded' : 'pending_award',
    awardDisplayStatus: counts.pendingAward > 0 || hasPendingStatus ? 'pending' : 'awarded',
    subAwardDisplayStatus: counts.pendingSubAward > 0 || counts.pendingAward > 0 ? 'pending' : 'completed',
  };
}

/**
 * SPEC §3 per-grant metrics, grouped by grant number (blank or missing -> 'Unknown'), in
 * compareGrantNumbers order. `today` is a 'YYYY-MM-DD' date, usually todayInNewYork(). Linear in the
 * number of projects: one pass to group, one pass per group.
 */
export function computeGrantMetrics(
  projects: readonly ProjectForMetrics[],
  today: DateInput,
): GrantMetrics[] {
  const todayDate = toCalendarDate(today);
  if (!todayDate) throw new RangeError('computeGrantMetrics needs a valid today (YYYY-MM-DD)');
  const groups = new Map<string, ProjectForMetrics[]>();
  for (const project of projects) {
    const key = normaliseGrantNumber(project.grant_number) ?? '';
    const group = groups.get(key);
    if (group) group.push(project);
    else groups.set(key, [project]);
  }
  const metrics = [...groups].map(([key, group]) => summariseGrant(key, group, todayDate));
  return metrics.sort((a, b) => compareGrantNumbers(a.originalGrantNumber, b.originalGrantNumber));
}
