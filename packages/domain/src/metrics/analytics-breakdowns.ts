import { PROJECT_STATUSES, statusStep, type LifecycleStatus } from '../projects/project-status';
import { roundToCents } from '../projects/project-amounts';
import { roundedMean } from './processing-days';
import { normaliseStatus } from './project-for-metrics';

/** Count and money of a group of projects (amounts in dollars; BIL = AIG + ATP + FCT). */
export type ProjectTotals = { projectCount: number; bilAmount: number; totalAmount: number };

export type StatusTotals = ProjectTotals & { status: string };

/** One lifecycle status of the funnel (SPEC §4 order). */
export type FunnelStage = StatusTotals & {
  status: LifecycleStatus;
  /** 1 (pending) to 7 (executed). */
  step: number;
  /** Projects at this status or a later one: those that got at least this far. */
  reachedCount: number;
};

export type StatusFunnel = {
  /** The seven lifecycle statuses in order, zero when no project has one. */
  stages: FunnelStage[];
  /** Statuses outside the lifecycle (rejected, on hold, ...), alphabetically. */
  otherStatuses: StatusTotals[];
};

/**
 * The status funnel from per-status totals: statuses are compared trimmed and lower-cased, every
 * lifecycle status appears once in SPEC §4 order, anything else goes to otherStatuses.
 */
export function buildStatusFunnel(rows: readonly StatusTotals[]): StatusFunnel {
  const byStatus = new Map<string, StatusTotals>();
  for (const row of rows) {
    const status = normaliseStatus(row.status);
    const entry = byStatus.get(status) ?? { status, projectCount: 0, bilAmount: 0, totalAmount: 0 };
    entry.projectCount += row.projectCount;
    entry.bilAmount = roundToCents(entry.bilAmount + row.bilAmount);
    entry.totalAmount = roundToCents(entry.totalAmount + row.totalAmount);
    byStatus.set(status, entry);
  }
  const stages: FunnelStage[] = PROJECT_STATUSES.map((status) => {
    const entry = byStatus.get(status);
    return {
      status,
      step: statusStep(status),
      projectCount: entry?.projectCount ?? 0,
      bilAmount: entry?.bilAmount ?? 0,
      totalAmount: entry?.totalAmount ?? 0,
      reachedCount: 0,
    };
  });
  let reached = 0;
  for (let index = stages.length - 1; index >= 0; index -= 1) {
    const stage = stages[index];
    if (!stage) continue;
    reached += stage.projectCount;
    stage.reachedCount = reached;
  }
  const otherStatuses = [...byStatus.values()]
    .filter((entry) => statusStep(entry.status) === 0)
    .sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0));
  return { stages, otherStatuses };
}

/** The project date columns that mark the lifecycle, in order (DOMAIN.md). */
export type StageDateField =
  | 'psr_date'
  | 'application_date'
  | 'award_date'
  | 'sent_to_sponsor_date'
  | 'sent_to_tdot_date'
  | 'sub_award_date';

export type ProjectStageKey =
  | 'psr_to_application'
  | 'application_to_award'
  | 'award_to_sent_to_sponsor'
  | 'sent_to_sponsor_to_sent_to_tdot'
  | 'sent_to_tdot_to_sub_award';

export type ProjectStage = {
  key: ProjectStageKey;
  fromField: StageDateField;
  toField: StageDateField;
  /** The statuses a project holds while in this stage (SPEC §4). */
  statuses: LifecycleStatus[];
};

/**
 * The five stages between consecutive lifecycle dates. A stage's time for one project is the number of
 * days from its fromField date to its toField date (SPEC §5 day count: whole days, negative spans
 * ignored); projects missing either date do not count for that stage. Only the dates are read: the
 * stored days_to_award / days_to_sub_award are not (the dashboard's award days prefer them).
 */
export const PROJECT_STAGES: readonly ProjectStage[] = [
  {
    key: 'psr_to_application',
    fromField: 'psr_date',
    toField: 'application_date',
    statuses: ['pending', 'approved'],
  },
  {
    key: 'application_to_award',
    fromField: 'application_date',
    toField: 'award_date',
    statuses: ['pending award'],
  },
  {
    key: 'award_to_sent_to_sponsor',
    fromField: 'award_date',
    toField: 'sent_to_sponsor_date',
    statuses: ['pending sub-award'],
  },
  {
    key: 'sent_to_sponsor_to_sent_to_tdot',
    fromField: 'sent_to_sponsor_date',
    toField: 'sent_to_tdot_date',
    statuses: ['pending sponsor'],
  },
  {
    key: 'sent_to_tdot_to_sub_award',
    fromField: 'sent_to_tdot_date',
    toField: 'sub_award_date',
    statuses: ['pending tdot'],
  },
];

/** How many projects took a given whole number of days (one bar of a histogram). */
export type DayCountBucket = { days: number; projectCount: number };

export type DurationSummary = {
  projectCount: number;
  /** Rounded mean, whole days; null when no project counts. */
  averageDays: number | null;
  /** Middle value, whole days (the mean of the two middle values, rounded, for an even count); null when none. */
  medianDays: number | null;
};

/** Mean and median of a histogram of day counts; negative or non-finite days and empty buckets are ignored. */
export function summariseDayCounts(buckets: readonly DayCountBucket[]): DurationSummary {
  const usable = buckets
    .filter((bucket) => Number.isFinite(bucket.days) && bucket.days >= 0 && bucket.projectCount > 0)
    .sort((a, b) => a.days - b.days);
  let count = 0;
  let total = 0;
  for (const bucket of usable) {
    count += bucket.projectCount;
    total += bucket.days * bucket.projectCount;
  }
  if (count === 0) return { projectCount: 0, averageDays: null, medianDays: null };
  // 0-based positions of the middle value(s) in the sorted list of all day counts.
  const lower = Math.floor((count - 1) / 2);
  const upper = Math.floor(count / 2);
  let lowerDays = 0;
  let upperDays = 0;
  let seen = 0;
  for (const bucket of usable) {
    const next = seen + bucket.projectCount;
    if (lower >= seen && lower < next) lowerDays = bucket.days;
    if (upper >= seen && upper < next) {
      upperDays = bucket.days;
      break;
    }
    seen = next;
  }
  return {
    projectCount: count,
    averageDays: roundedMean(total, count),
    medianDays: Math.round((lowerDays + upperDays) / 2),
  };
}

export type StageDuration = ProjectStage & DurationSummary;

/** Each stage of PROJECT_STAGES, in order, with the summary of its histogram (none: no projects). */
export function summariseStageDurations(
  histograms: Partial<Record<ProjectStageKey, readonly DayCountBucket[]>>,
): StageDuration[] {
  return PROJECT_STAGES.map((stage) => ({ ...stage, ...summariseDayCounts(histograms[stage.key] ?? []) }));
}
