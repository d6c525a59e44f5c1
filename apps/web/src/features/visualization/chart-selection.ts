import { CHART_IDS, isChartId, type ChartId } from '@/components/charts';

export const CHARTS_PARAM = 'charts';

/** The charts picked, from ?charts=a,b (unknown ids and repeats dropped), in gallery order. */
export function readChartSelection(params: URLSearchParams): ChartId[] {
  const picked = new Set((params.get(CHARTS_PARAM) ?? '').split(',').filter(isChartId));
  return CHART_IDS.filter((id) => picked.has(id));
}

/** The address parameters for a selection; no parameter when nothing is picked. */
export function writeChartSelection(params: URLSearchParams, selection: readonly ChartId[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (selection.length === 0) next.delete(CHARTS_PARAM);
  else next.set(CHARTS_PARAM, selection.join(','));
  return next;
}
