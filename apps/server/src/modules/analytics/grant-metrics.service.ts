import {
  applyGrantView,
  buildGrantMetricsCsvRows,
  GRANT_METRICS_CSV_FILE_NAME,
  pickGrantsForExport,
  summariseGrantTable,
  todayInNewYork,
  type GrantMetrics,
  type GrantMetricsExportBody,
  type GrantMetricsPageQuery,
  type GrantMetricsPageResponse,
} from '@bil/domain';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import type { RequestPrincipal } from '../../auth/access.service';
import { readProjectsDataVersion } from '../projects';
import { resolveAnalyticsScope } from './analytics.service';
import { cachedGrantList } from './grant-metrics-cache';
import { writeGrantMetricsFile, type GrantMetricsFile } from './grant-metrics-file';
import { readScopeGrantList } from './kept-scope-lists';

type Ctx = Pick<AppContext, 'db'>;

/** The kept-totals scope of a PM name, or everyone (''). */
export const grantScopeKey = (tdotPm: string | null) => tdotPm ?? '';

/**
 * Every grant of a scope (everyone, or one PM's projects), in grant-number order, from the kept
 * per-grant totals: as computeGrantMetrics gives for the scope's projects with a grant number, read as
 * one row per grant instead of every project, and after a change only the grants it touched
 * (kept-scope-lists.ts). Cached per data version, scope and New York's date.
 */
export async function loadScopeGrants(
  ctx: Ctx,
  tdotPm: string | null,
  now = clockNow(),
): Promise<readonly GrantMetrics[]> {
  const today = todayInNewYork(now);
  const scope = grantScopeKey(tdotPm);
  const version = await readProjectsDataVersion(ctx.db);
  const key = JSON.stringify([version ?? randomUUID(), scope, today]);
  return cachedGrantList(ctx.db, key, () => readScopeGrantList(ctx.db, scope, today));
}

/** Every grant the principal's dashboard covers, sorted as the dashboard (for PDFs and other readers). */
export async function listAllGrantMetrics(
  ctx: Ctx,
  principal: RequestPrincipal,
): Promise<readonly GrantMetrics[]> {
  const scope = resolveAnalyticsScope(principal, null);
  return scope === null ? [] : loadScopeGrants(ctx, scope.tdotPm);
}

/** One page of the grant metrics table: filtered, sorted and counted over every grant in scope. */
export async function getGrantMetricsPage(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: GrantMetricsPageQuery,
): Promise<GrantMetricsPageResponse> {
  const now = clockNow();
  const grants = await listAllGrantMetrics(ctx, principal);
  const { rows, bounds } = applyGrantView(grants, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    asOf: now.toISOString(),
    page: query.page,
    pageSize: query.pageSize,
    grantCount: grants.length,
    matchCount: rows.length,
    rows: rows.slice(start, start + query.pageSize),
    totals: summariseGrantTable(rows),
    bounds,
  };
}

/**
 * SPEC §7 grant metrics export of every matching grant (only the ticked ones when any are), in the
 * table's order, as CSV or Excel.
 */
export async function exportGrantMetrics(
  ctx: Ctx,
  principal: RequestPrincipal,
  body: GrantMetricsExportBody,
): Promise<GrantMetricsFile> {
  const grants = await listAllGrantMetrics(ctx, principal);
  const { rows } = applyGrantView(grants, body);
  const picked = pickGrantsForExport(rows, new Set(body.selectedKeys));
  const { headers, rows: cells } = buildGrantMetricsCsvRows(picked);
  const baseName = GRANT_METRICS_CSV_FILE_NAME.replace(/\.csv$/, '');
  return writeGrantMetricsFile(body.format, baseName, headers, cells);
}
