/**
 * Chart colours as plain hex values: exported images are drawn outside the page, where Mantine's CSS
 * variables do not exist.
 */
export const CHART_COLORS = {
  bil: '#264f90',
  state: '#12b886',
  local: '#f08c00',
  other: '#94a3b8',
  award: '#264f90',
  subAward: '#12b886',
  awardTarget: '#e03131',
  subAwardTarget: '#f76707',
  projects: '#7048e8',
  median: '#74c0fc',
  axis: '#495057',
  grid: '#dee2e6',
} as const;

export const PROGRAM_COLORS: Record<string, string> = { AIG: '#264f90', ATP: '#12b886', FCT: '#f08c00' };

export const AXIS_TICK = { fontSize: 12, fill: CHART_COLORS.axis } as const;

/**
 * Ticks starting from a fixed set (SPEC §9: days 0-180 by 30, pending 0-150) and continuing in the same
 * step when a value goes past the last one, so no bar runs off the labelled axis.
 */
export function extendTicks(baseTicks: readonly number[], maxValue: number, step = 30): number[] {
  const ticks = [...baseTicks];
  let last = ticks.at(-1) ?? 0;
  while (Number.isFinite(maxValue) && maxValue > last) {
    last += step;
    ticks.push(last);
  }
  return ticks;
}

/** The largest finite number in a list, 0 for none. */
export function maxOf(values: Iterable<number | null | undefined>): number {
  let max = 0;
  for (const value of values)
    if (typeof value === 'number' && Number.isFinite(value) && value > max) max = value;
  return max;
}

/** 'FY22' for 2022; 'No fiscal year' when missing. */
export function formatFiscalYear(year: number | null): string {
  return year === null ? 'No fiscal year' : `FY${String(year % 100).padStart(2, '0')}`;
}
