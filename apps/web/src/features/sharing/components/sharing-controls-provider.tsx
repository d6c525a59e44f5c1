import type { ReactNode } from 'react';
// The slots' own files, not the barrels: every screen with a share control loads this provider, and the
// charts barrel would bring recharts (and the project table's its table) to screens that draw neither.
import { ChartShareProvider, type ChartShareRenderers } from '@/components/charts/chart-share-slot';
import {
  ProjectShareProvider,
  type ProjectShareRenderer,
} from '@/components/project-table/project-share-slot';
import { ChartGroupShareButton } from './chart-group-share-button';
import { ChartShareMenu } from './chart-share-menu';
import { ProjectPageShareButton } from './project-page-share-button';

const CHART_RENDERERS: ChartShareRenderers = {
  renderChartShare: (chartType) => <ChartShareMenu chartType={chartType} />,
  renderGroupShare: (chartTypes, unshareable) => (
    <ChartGroupShareButton chartTypes={chartTypes} unshareable={unshareable} />
  ),
};

const renderProjectShare: ProjectShareRenderer = (filters) => <ProjectPageShareButton filters={filters} />;

/** Puts the share controls into the chart cards and project lists below it (signed-in screens). */
export function SharingControlsProvider({ children }: { children: ReactNode }) {
  return (
    <ChartShareProvider value={CHART_RENDERERS}>
      <ProjectShareProvider value={renderProjectShare}>{children}</ProjectShareProvider>
    </ChartShareProvider>
  );
}
