import type { ShareChartType } from '@bil/domain';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the sharing feature plugs its buttons into chart screens. Components cannot import features, so
 * the app provides the renderers (signed-in chart screens only); without a provider nothing is drawn,
 * as on public share pages.
 */
export type ChartShareRenderers = {
  /** The share control of one chart card. */
  renderChartShare: (chartType: ShareChartType) => ReactNode;
  /**
   * A 'share as a group' control for a set of charts (the visualization gallery); `unshareable` names
   * the picked charts a public link cannot carry, so the dialog can say so instead of dropping them.
   */
  renderGroupShare: (chartTypes: readonly ShareChartType[], unshareable: readonly string[]) => ReactNode;
};

const ChartShareContext = createContext<ChartShareRenderers | null>(null);

export const ChartShareProvider = ChartShareContext.Provider;

export function ChartShareSlot({ chartType }: { chartType: ShareChartType }) {
  return useContext(ChartShareContext)?.renderChartShare(chartType) ?? null;
}

export function ChartGroupShareSlot({
  chartTypes,
  unshareable = [],
}: {
  chartTypes: readonly ShareChartType[];
  unshareable?: readonly string[];
}) {
  return useContext(ChartShareContext)?.renderGroupShare(chartTypes, unshareable) ?? null;
}
