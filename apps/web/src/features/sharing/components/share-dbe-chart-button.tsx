import { DBE_SHARE_CHART_TITLES, sharePath, type DbeShareChart } from '@bil/domain';
import { createDbeChartShare } from '../api/share-requests';
import { ShareLinkButton } from './share-link-button';

/** A DBE analytics chart card's 'Share': a password and expiry, then a public link to that chart only. */
export function ShareDbeChartButton({ chart }: { chart: DbeShareChart }) {
  const title = DBE_SHARE_CHART_TITLES[chart];
  return (
    <ShareLinkButton
      pageName={`"${title}"`}
      subject="this chart, read-only,"
      iconLabel={`Share ${title}`}
      create={(access) => createDbeChartShare({ ...access, chart })}
      pathOf={(shareId) => sharePath('dbe_chart', shareId)}
    />
  );
}
