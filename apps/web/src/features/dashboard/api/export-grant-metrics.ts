import type { GrantMetricsViewInput } from '@bil/domain';
import { downloadBlob } from '@/components/charts';
import { ApiError } from '@/lib/api-client';

export type GrantExportFormat = 'csv' | 'xlsx';

/**
 * POST /api/analytics/grant-metrics/export: the server writes every grant the view matches (only the
 * ticked ones when any are), in the table's order, and the browser saves the file it names.
 */
export async function exportGrantMetrics(
  view: GrantMetricsViewInput,
  selectedKeys: ReadonlySet<string>,
  format: GrantExportFormat,
): Promise<void> {
  const response = await fetch('/api/analytics/grant-metrics/export', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...view, format, selectedKeys: [...selectedKeys] }),
  });
  if (!response.ok) throw new ApiError(response.status, 'The export could not be made. Try again.');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  downloadBlob(await response.blob(), name ?? `grant-metrics.${format}`);
}
