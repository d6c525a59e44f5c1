import type { ShareChartType } from '@bil/domain';

/** Adds a chart at the end unless it is already in the group (SPEC §4: no duplicates). */
export function addChart(charts: readonly ShareChartType[], chart: ShareChartType): ShareChartType[] {
  return charts.includes(chart) ? [...charts] : [...charts, chart];
}

/** The charts not yet in the group, in catalogue order. */
export function remainingCharts(
  all: readonly ShareChartType[],
  chosen: readonly ShareChartType[],
): ShareChartType[] {
  return all.filter((chart) => !chosen.includes(chart));
}
