/** SPEC §9: processing-time axes run 0-180 days in steps of 30. */
export const DAY_AXIS_TICKS: readonly number[] = [0, 30, 60, 90, 120, 150, 180];

/** SPEC §9: the pending chart runs 0-150 days, in the same steps of 30. */
export const PENDING_AXIS_TICKS: readonly number[] = [0, 30, 60, 90, 120, 150];

export const FUNDING_TICK_STEP = 1_000_000;
const MAX_FUNDING_TICKS = 11;

/**
 * SPEC §9 funding axis: ticks at whole millions from 0 up to the first million at or above `maxAmount`.
 * When that would crowd the axis (more than 11 ticks) the step widens to 2, 5, 10, 20, 50... million,
 * still on whole millions.
 */
export function buildFundingAxisTicks(maxAmount: number): number[] {
  const top = Number.isFinite(maxAmount) && maxAmount > 0 ? maxAmount : FUNDING_TICK_STEP;
  let step = FUNDING_TICK_STEP;
  const factors = [2, 2.5, 2]; // 1 -> 2 -> 5 -> 10 -> 20 -> 50 -> 100 ...
  for (let index = 0; Math.ceil(top / step) + 1 > MAX_FUNDING_TICKS; index += 1) {
    step *= factors[index % factors.length] ?? 2;
  }
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, index) => index * step);
}

/**
 * Round ticks from 0 for amounts too small for whole-million steps (one airport's funding): the step is
 * 1, 2, 2.5 or 5 times a power of ten, chosen so that at most `maxTicks` ticks reach `maxAmount`.
 */
export function buildRoundAxisTicks(maxAmount: number, maxTicks = 6): number[] {
  if (!Number.isFinite(maxAmount) || maxAmount <= 0) return [0, 1];
  const rough = maxAmount / (maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Array.from({ length: Math.ceil(maxAmount / step) + 1 }, (_, index) => index * step);
}
