import { DEFAULT_GRANT_TABLE_SORT, sortGrantTable, todayInNewYork } from '@bil/domain';
import type { AppContext } from '../../app-context';
import type { RequestPrincipal } from '../../auth/access.service';
import { listAllGrantMetrics } from './grant-metrics.service';
import { renderGrantMetricsPdf } from './grant-metrics.pdf';

/**
 * GET /api/analytics/grant-metrics.pdf: the dashboard's grant metrics table, all rows (the screen pages
 * them), for the caller's scope, sorted as the screen opens (grant number, descending).
 */
export async function getGrantMetricsPdf(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
): Promise<{ filename: string; pdf: Buffer }> {
  // The kept per-grant totals (the grant table's own source), not every project.
  const grants = sortGrantTable([...(await listAllGrantMetrics(ctx, principal))], DEFAULT_GRANT_TABLE_SORT);
  return {
    filename: `grant-metrics-${todayInNewYork()}.pdf`,
    pdf: await renderGrantMetricsPdf(grants, new Date().toISOString()),
  };
}
