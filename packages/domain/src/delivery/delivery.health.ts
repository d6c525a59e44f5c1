import { addDaysIso } from '../gci/gci-dates';
import { DELIVERY_MILESTONES, type DeliveryMilestones, type MilestoneKey } from './delivery.schema';

/**
 * Schedule health of a delivery record: pure functions, hand-worked in delivery.health.test.ts.
 * The list's SQL (apps/server/src/modules/delivery/delivery.repository.ts) filters and sorts by the same
 * rules: first_open_planned (a generated column, the twin of firstOpenPlannedDate), progress_date older
 * than NO_PROGRESS_DAYS, and the integer form of hasDrawGap; delivery-demo.test.ts (apps/server/test) proves they agree.
 */
export const NO_PROGRESS_DAYS = 60;
/** Percentage points between money drawn and work complete that deserve a look. */
export const DRAW_GAP_POINTS = 25;

export const DELIVERY_HEALTHS = [
  'late',
  'no-progress',
  'draw-gap',
  'on-track',
  'closed',
  'untracked',
] as const;
export type DeliveryHealth = (typeof DELIVERY_HEALTHS)[number];
export const DELIVERY_HEALTH_LABELS: Record<DeliveryHealth, string> = {
  late: 'Late',
  'no-progress': 'No progress in 60 days',
  'draw-gap': 'Drawn vs complete gap',
  'on-track': 'On track',
  closed: 'Closed out',
  untracked: 'Not tracked yet',
};

/** Milestones whose planned date has passed (before today) with no actual date: late. */
export function lateMilestones(milestones: DeliveryMilestones, today: string): MilestoneKey[] {
  return DELIVERY_MILESTONES.filter(({ key }) => {
    const { planned, actual } = milestones[key];
    return planned !== null && actual === null && planned < today;
  }).map(({ key }) => key);
}

/** The earliest planned date among milestones not yet done: the record is late when it is before today. */
export function firstOpenPlannedDate(milestones: DeliveryMilestones): string | null {
  let first: string | null = null;
  for (const { key } of DELIVERY_MILESTONES) {
    const { planned, actual } = milestones[key];
    if (planned !== null && actual === null && (first === null || planned < first)) first = planned;
  }
  return first;
}

/** No progress recorded for more than 60 days, and not closed out. */
export function hasNoRecentProgress(
  progressDate: string,
  milestones: DeliveryMilestones,
  today: string,
): boolean {
  if (milestones.closeout.actual !== null) return false;
  return progressDate < addDaysIso(today, -NO_PROGRESS_DAYS);
}

/** Money drawn as a percentage of the grant amount (0 when the grant amount is unknown or zero). */
export function drawnPercent(drawnCents: number, grantCents: number): number {
  if (grantCents <= 0) return 0;
  return Math.round((drawnCents * 1000) / grantCents) / 10;
}

/**
 * Drawn and complete apart by DRAW_GAP_POINTS or more, either way (money ahead of the work, or work not
 * being paid for). In whole numbers: drawn * 100 against (complete ± gap) * grant, so SQL can do the same.
 */
export function hasDrawGap(drawnCents: number, grantCents: number, percentComplete: number): boolean {
  if (grantCents <= 0) return false;
  const drawn100 = drawnCents * 100;
  return (
    drawn100 >= (percentComplete + DRAW_GAP_POINTS) * grantCents ||
    drawn100 <= (percentComplete - DRAW_GAP_POINTS) * grantCents
  );
}

/** A progress change (percent complete or any actual date) moves the record's progress date to today. */
export function isProgressChange(
  before: { percentComplete: number; milestones: DeliveryMilestones } | null,
  after: { percentComplete: number; milestones: DeliveryMilestones },
): boolean {
  if (!before) return true;
  if (before.percentComplete !== after.percentComplete) return true;
  return DELIVERY_MILESTONES.some(
    ({ key }) => before.milestones[key].actual !== after.milestones[key].actual,
  );
}

export type DeliveryHealthInput = {
  milestones: DeliveryMilestones;
  percentComplete: number;
  progressDate: string;
  drawnCents: number;
  grantCents: number;
};

export type DeliveryHealthReport = {
  /** The one badge the list shows first: late, no progress, draw gap, on track or closed out. */
  health: Exclude<DeliveryHealth, 'untracked'>;
  late: MilestoneKey[];
  noProgress: boolean;
  drawGap: boolean;
  firstOpenPlanned: string | null;
};

/** Every flag of a record, and the most urgent one (late before no progress before the money gap). */
export function assessDelivery(input: DeliveryHealthInput, today: string): DeliveryHealthReport {
  const late = lateMilestones(input.milestones, today);
  const noProgress = hasNoRecentProgress(input.progressDate, input.milestones, today);
  const closed = input.milestones.closeout.actual !== null;
  // A closed-out grant's money is settled: no gap to chase.
  const drawGap = !closed && hasDrawGap(input.drawnCents, input.grantCents, input.percentComplete);
  const health =
    late.length > 0
      ? 'late'
      : noProgress
        ? 'no-progress'
        : drawGap
          ? 'draw-gap'
          : closed
            ? 'closed'
            : 'on-track';
  return { health, late, noProgress, drawGap, firstOpenPlanned: firstOpenPlannedDate(input.milestones) };
}
