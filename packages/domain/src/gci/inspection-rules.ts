import { addDaysIso, addMonthsIso } from './gci-dates';

/**
 * FAA Form 5010 airport safety inspections (DOMAIN.md: Inspections). The state inspects each airport on a
 * cycle (default every 3 years, set per airport); each discrepancy found carries its corrective action,
 * whose plan is due within a number of days of the inspection (default 60, set per airport).
 * The inspections list filters in SQL (gci-inspections.repository.ts `overdueActionSql`), which mirrors
 * `correctiveActionStatusOn`; apps/server/test/gci-inspections.test.ts proves both agree.
 */
export const INSPECTION_CYCLE_MONTHS_DEFAULT = 36;
export const CORRECTIVE_PLAN_DAYS_DEFAULT = 60;
/** An inspection falling due within this many days shows as "due soon". */
export const INSPECTION_DUE_SOON_DAYS = 90;

export const DISCREPANCY_CATEGORIES = [
  'markings',
  'lighting',
  'signs',
  'pavement',
  'obstructions',
  'fencing',
  'wildlife',
  'other',
] as const;
export type DiscrepancyCategory = (typeof DISCREPANCY_CATEGORIES)[number];
export const DISCREPANCY_CATEGORY_LABELS: Record<DiscrepancyCategory, string> = {
  markings: 'Runway and taxiway markings',
  lighting: 'Lighting',
  signs: 'Signs',
  pavement: 'Pavement',
  obstructions: 'Obstructions',
  fencing: 'Fencing',
  wildlife: 'Wildlife',
  other: 'Other',
};

export const DISCREPANCY_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type DiscrepancySeverity = (typeof DISCREPANCY_SEVERITIES)[number];
export const DISCREPANCY_SEVERITY_LABELS: Record<DiscrepancySeverity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Stored statuses; "overdue" is derived from the dates (an open action past its date). */
export const CORRECTIVE_ACTION_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type CorrectiveActionStatus = (typeof CORRECTIVE_ACTION_STATUSES)[number];
export type CorrectiveActionDisplayStatus = CorrectiveActionStatus | 'overdue';
export const CORRECTIVE_ACTION_STATUS_LABELS: Record<CorrectiveActionDisplayStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  closed: 'Closed',
  overdue: 'Overdue',
};

export type InspectionSettings = { inspection_cycle_months: number; corrective_plan_days: number };
export const DEFAULT_INSPECTION_SETTINGS: InspectionSettings = {
  inspection_cycle_months: INSPECTION_CYCLE_MONTHS_DEFAULT,
  corrective_plan_days: CORRECTIVE_PLAN_DAYS_DEFAULT,
};

/** The next inspection falls due one cycle after the last one. */
export function nextInspectionDue(lastInspection: string, cycleMonths: number): string {
  return addMonthsIso(lastInspection, cycleMonths);
}

export type InspectionDueState = 'current' | 'due_soon' | 'overdue' | 'never';

/** Where an airport stands on its inspection cycle on `today` (null last inspection: never inspected). */
export function inspectionDueState(nextDue: string | null, today: string): InspectionDueState {
  if (nextDue === null) return 'never';
  if (nextDue < today) return 'overdue';
  if (nextDue <= addDaysIso(today, INSPECTION_DUE_SOON_DAYS)) return 'due_soon';
  return 'current';
}

/** The corrective action plan is due a set number of days after the inspection. */
export function correctivePlanDue(inspectionDate: string, planDays: number): string {
  return addDaysIso(inspectionDate, planDays);
}

export type CorrectiveActionForRules = {
  action_status: CorrectiveActionStatus;
  plan_due_date: string;
  target_date: string | null;
};

/** The date an open action is held to: its target date once set, else the plan's due date. */
export function correctiveActionDeadline(action: CorrectiveActionForRules): string {
  return action.target_date ?? action.plan_due_date;
}

/** Closed stays closed; an open or in-progress action past its deadline is overdue. */
export function correctiveActionStatusOn(
  action: CorrectiveActionForRules,
  today: string,
): CorrectiveActionDisplayStatus {
  if (action.action_status === 'closed') return 'closed';
  return correctiveActionDeadline(action) < today ? 'overdue' : action.action_status;
}

export const INSPECTION_MESSAGES = {
  notFound: 'Inspection not found',
  discrepancyNotFound: 'Discrepancy not found',
  unknownAirport: 'Unknown airport code',
  inspectionInFuture: 'Inspection date cannot be in the future',
  planBeforeInspection: 'Plan due date must be on or after the inspection date',
  targetBeforeInspection: 'Target date must be on or after the inspection date',
  nothingToChange: 'Nothing to change',
} as const;

/** Dates of a discrepancy's corrective action against its inspection; null when in order. */
export function checkActionDates(
  inspectionDate: string,
  action: { plan_due_date?: string | null; target_date?: string | null },
): string | null {
  if (action.plan_due_date && action.plan_due_date < inspectionDate)
    return INSPECTION_MESSAGES.planBeforeInspection;
  if (action.target_date && action.target_date < inspectionDate)
    return INSPECTION_MESSAGES.targetBeforeInspection;
  return null;
}
