import type { PublicShareData } from '@bil/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ProjectPageView } from './project-page-view';
import { SharedErrorScreen } from './share-state-screens';
import { SharedChartsView } from './shared-charts-view';
import { SharedContentGate } from './shared-content-gate';
import { SharedSection } from './shared-content-heading';

type Kind = PublicShareData['kind'];
type ShareOf<K extends Kind> = Extract<PublicShareData, { kind: K }>;

/** Draws a share only on the page of its own kind; any other link is 'not available'. */
function renderKind<K extends Kind>(kind: K, render: (share: ShareOf<K>) => ReactNode) {
  return (share: PublicShareData) =>
    share.kind === kind ? (
      render(share as ShareOf<K>)
    ) : (
      <SharedErrorScreen kind="not-found" shareKind={kind} />
    );
}

/** /share/chart/:shareId */
export function SharedChartPage() {
  const { shareId } = useParams();
  return (
    <SharedContentGate shareId={shareId} shareKind="chart">
      {renderKind('chart', (share) => (
        <SharedChartsView meta={share.meta} charts={share.data.charts} dashboard={share.data.dashboard} />
      ))}
    </SharedContentGate>
  );
}

/** /share/visualization/:shareId (a chart group). */
export function SharedVisualizationPage() {
  const { shareId } = useParams();
  return (
    <SharedContentGate shareId={shareId} shareKind="chart_group">
      {renderKind('chart_group', (share) => (
        <SharedChartsView
          meta={share.meta}
          charts={share.data.charts}
          dashboard={share.data.dashboard}
          isStatic={share.data.isStatic}
          dataAsOf={share.data.dataAsOf}
        />
      ))}
    </SharedContentGate>
  );
}

/** /share/project-page/:shareId */
export function SharedProjectPage() {
  const { shareId } = useParams();
  return (
    <SharedContentGate shareId={shareId} shareKind="project_page" fluid>
      {renderKind('project_page', (share) => (
        <ProjectPageView meta={share.meta} data={share.data} />
      ))}
    </SharedContentGate>
  );
}

type PmProps = { render: (data: Record<string, unknown>) => ReactNode };

/** /share/pm/management/:shareId; the app passes the PM feature's read-only view. */
export function SharedPmManagementPage({ render }: PmProps) {
  const { shareId } = useParams();
  return (
    <SharedContentGate shareId={shareId} shareKind="pm_management">
      {renderKind('pm_management', (share) => (
        <SharedSection meta={share.meta}>{render(share.data)}</SharedSection>
      ))}
    </SharedContentGate>
  );
}

/** /share/pm/:pm/:shareId; the app passes the PM feature's read-only view. */
export function SharedPmPage({ render }: PmProps) {
  const { shareId } = useParams();
  return (
    <SharedContentGate shareId={shareId} shareKind="pm_page">
      {renderKind('pm_page', (share) => (
        <SharedSection meta={share.meta}>{render(share.data)}</SharedSection>
      ))}
    </SharedContentGate>
  );
}

/** /share/dbe-chart/:shareId; the app passes the DBE feature's read-only chart. */
export function SharedDbeChartPage({ render }: PmProps) {
  const { shareId } = useParams();
  return (
    <SharedContentGate shareId={shareId} shareKind="dbe_chart">
      {renderKind('dbe_chart', (share) => (
        <SharedSection meta={share.meta} asOf={share.data.asOf}>
          {render(share.data)}
        </SharedSection>
      ))}
    </SharedContentGate>
  );
}

/** /share/executive/:shareId; the app passes the executive feature's read-only view. */
export function SharedExecutivePage({ render }: PmProps) {
  const { shareId } = useParams();
  return (
    <SharedContentGate shareId={shareId} shareKind="executive">
      {renderKind('executive', (share) => (
        <SharedSection meta={share.meta} asOf={share.data.asOf}>
          {render(share.data)}
        </SharedSection>
      ))}
    </SharedContentGate>
  );
}
