import type { GrantMetrics } from './grant-metrics';

/** A slider's limits and step. */
export type SliderBounds = { min: number; max: number; step: number };

/** The range filters of the grant metrics table and the grant field each one reads. */
export const GRANT_RANGE_FIELDS = {
  bilAmount: 'bilAmount',
  stateAmount: 'stateAmount',
  localAmount: 'localAmount',
  totalAmount: 'totalAmount',
  projectCount: 'projectCount',
  daysToAward: 'daysToAward',
  daysToSubAward: 'avgDaysToSubAward',
} as const satisfies Record<string, keyof GrantMetrics>;

export type GrantRangeFilterKey = keyof typeof GRANT_RANGE_FIELDS;
export type GrantFilterBounds = Record<GrantRangeFilterKey, SliderBounds>;

/** SPEC §5 slider steps and day defaults. */
export const GRANT_FILTER_STEPS: Record<GrantRangeFilterKey, number> = {
  bilAmount: 10_000,
  stateAmount: 5_000,
  localAmount: 5_000,
  totalAmount: 25_000,
  projectCount: 1,
  daysToAward: 5,
  daysToSubAward: 5,
};
export const DEFAULT_MAX_DAYS_TO_AWARD = 500;
export const DEFAULT_MAX_DAYS_TO_SUB_AWARD = 200;

function highest(grants: readonly GrantMetrics[], pick: (grant: GrantMetrics) => number | null): number {
  let max = 0;
  for (const grant of grants) {
    const value = pick(grant);
    if (value !== null && Number.isFinite(value) && value > max) max = value;
  }
  return max;
}

function ceilToStep(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

// Amount sliders run 0 to the largest value, rounded up to a whole step so the top value stays reachable.
function amountBounds(max: number, step: number): SliderBounds {
  return { min: 0, max: Math.max(step, ceilToStep(max, step)), step };
}

// Day sliders keep their default top unless a grant exceeds it; then the top is 110% of the largest value.
function dayBounds(max: number, defaultMax: number, step: number): SliderBounds {
  return { min: 0, max: max > defaultMax ? ceilToStep((max * 11) / 10, step) : defaultMax, step };
}

/** SPEC §5 slider bounds for the grants on hand. */
export function computeGrantFilterBounds(grants: readonly GrantMetrics[]): GrantFilterBounds {
  const steps = GRANT_FILTER_STEPS;
  return {
    bilAmount: amountBounds(
      highest(grants, (grant) => grant.bilAmount),
      steps.bilAmount,
    ),
    stateAmount: amountBounds(
      highest(grants, (grant) => grant.stateAmount),
      steps.stateAmount,
    ),
    localAmount: amountBounds(
      highest(grants, (grant) => grant.localAmount),
      steps.localAmount,
    ),
    totalAmount: amountBounds(
      highest(grants, (grant) => grant.totalAmount),
      steps.totalAmount,
    ),
    projectCount: {
      min: 1,
      max: Math.max(
        1,
        highest(grants, (grant) => grant.projectCount),
      ),
      step: steps.projectCount,
    },
    daysToAward: dayBounds(
      highest(grants, (grant) => grant.daysToAward),
      DEFAULT_MAX_DAYS_TO_AWARD,
      steps.daysToAward,
    ),
    daysToSubAward: dayBounds(
      highest(grants, (grant) => grant.avgDaysToSubAward),
      DEFAULT_MAX_DAYS_TO_SUB_AWARD,
      steps.daysToSubAward,
    ),
  };
}
