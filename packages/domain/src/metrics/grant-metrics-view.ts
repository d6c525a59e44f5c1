import { z } from 'zod';
import {
  computeGrantFilterBounds,
  GRANT_RANGE_FIELDS,
  type GrantFilterBounds,
  type GrantRangeFilterKey,
} from './grant-filter-bounds';
import {
  applyGrantFilters,
  AWARD_STATUS_FILTERS,
  createDefaultGrantFilters,
  PRIMARY_STATUS_FILTERS,
  SUB_AWARD_STATUS_FILTERS,
  type GrantMetricsFilters,
  type NumberRange,
} from './grant-filters';
import type { GrantMetrics } from './grant-metrics';
import { DEFAULT_GRANT_TABLE_SORT, sortGrantTable, type GrantTableSortKey } from './grant-table-sort';

/**
 * What the grant metrics table shows (search, filters, sort), as the query of GET
 * /api/analytics/grant-metrics and the body of its export: the server filters and sorts every grant in
 * scope with the domain's own applyGrantFilters and sortGrantTable, and sends the page in view.
 */

const SORT_KEYS = [
  'name',
  'bilAmount',
  'stateAmount',
  'localAmount',
  'totalAmount',
  'projectCount',
  'executedProjects',
  'pendingSubAwardProjects',
  'pendingAwardProjects',
  'daysToAward',
  'avgDaysToSubAward',
  'daysPendingSubAward',
  'daysPendingAward',
  'completedSubAwardDays',
  'primaryStatus',
  'awardDisplayStatus',
  'subAwardDisplayStatus',
] as const satisfies readonly GrantTableSortKey[];

export const GRANT_RANGE_KEYS = Object.keys(GRANT_RANGE_FIELDS) as GrantRangeFilterKey[];
export const MAX_GRANT_PAGE_SIZE = 200;
export const DEFAULT_GRANT_PAGE_SIZE = 100;

const bound = z.coerce.number().optional();
const rangeParams = Object.fromEntries(
  GRANT_RANGE_KEYS.flatMap((key) => [
    [`${key}Min`, bound],
    [`${key}Max`, bound],
  ]),
) as Record<`${GrantRangeFilterKey}${'Min' | 'Max'}`, typeof bound>;

export const grantMetricsViewSchema = z.object({
  sort: z.enum(SORT_KEYS).default(DEFAULT_GRANT_TABLE_SORT.key),
  direction: z.enum(['asc', 'desc']).default(DEFAULT_GRANT_TABLE_SORT.direction),
  search: z.string().max(200).default(''),
  awardStatus: z.enum(AWARD_STATUS_FILTERS).default('all'),
  subAwardStatus: z.enum(SUB_AWARD_STATUS_FILTERS).default('all'),
  primaryStatus: z.enum(PRIMARY_STATUS_FILTERS).default('all'),
  ...rangeParams,
});
export type GrantMetricsView = z.infer<typeof grantMetricsViewSchema>;
export type GrantMetricsViewInput = Partial<GrantMetricsView>;

export const grantMetricsPageQuerySchema = grantMetricsViewSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_GRANT_PAGE_SIZE).default(DEFAULT_GRANT_PAGE_SIZE),
});
export type GrantMetricsPageQuery = z.infer<typeof grantMetricsPageQuerySchema>;

export const GRANT_METRICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

export const grantMetricsExportBodySchema = grantMetricsViewSchema.extend({
  format: z.enum(GRANT_METRICS_EXPORT_FORMATS).default('csv'),
  selectedKeys: z
    .array(z.string().max(200))
    .max(50_000)
    .default([])
    .meta({ description: 'Grant keys ticked in the table; when any, only those that match are exported' }),
});
export type GrantMetricsExportBody = z.infer<typeof grantMetricsExportBodySchema>;

/** The filters a view asks for, on the bounds of the grants in scope (ranges clamped to them). */
export function resolveGrantViewFilters(
  view: GrantMetricsView,
  bounds: GrantFilterBounds,
): GrantMetricsFilters {
  const filters = createDefaultGrantFilters(bounds);
  for (const key of GRANT_RANGE_KEYS) {
    const min = view[`${key}Min`];
    const max = view[`${key}Max`];
    const range: NumberRange = [
      Math.max(min ?? bounds[key].min, bounds[key].min),
      Math.min(max ?? bounds[key].max, bounds[key].max),
    ];
    filters[key] = range;
  }
  return {
    ...filters,
    search: view.search,
    awardStatus: view.awardStatus,
    subAwardStatus: view.subAwardStatus,
    primaryStatus: view.primaryStatus,
  };
}

/** The grants a view shows, in its order, and the bounds its sliders span (over every grant in scope). */
export function applyGrantView(
  grants: readonly GrantMetrics[],
  view: GrantMetricsView,
): { rows: GrantMetrics[]; bounds: GrantFilterBounds } {
  const bounds = computeGrantFilterBounds(grants);
  const filtered = applyGrantFilters(grants, resolveGrantViewFilters(view, bounds), bounds);
  return { rows: sortGrantTable(filtered, { key: view.sort, direction: view.direction }), bounds };
}

/** The query parameters of a view, leaving out what is the default (so the URL stays short). */
export function grantViewToParams(view: Partial<GrantMetricsView>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(view)) {
    const text = String(value);
    if (text !== '' && text !== 'all') params[name] = text;
  }
  return params;
}
