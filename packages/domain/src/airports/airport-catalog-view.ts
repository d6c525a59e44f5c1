import { z } from 'zod';
import { airportSummarySchema, type AirportSummary } from './airport.responses';

/**
 * The airports catalogue's view (issue 31): search, PM and balance filters, sort and page. The server
 * applies it to every airport in the caller's scope (GET /api/airports/catalog); the web's export applies
 * the same view to the whole list, so both always agree on which airports a view shows and in what order.
 */

export const CATALOG_SORT_KEYS = [
  'airportCode',
  'airportName',
  'city',
  'tdotPm',
  'projectCount',
  'bilFunding',
  'available',
  'atRiskAmount',
  'lapsed',
] as const;
export type CatalogSortKey = (typeof CATALOG_SORT_KEYS)[number];
export type CatalogSortDirection = 'asc' | 'desc';
export const RISK_FILTERS = ['all', 'at_risk', 'past_deadline', 'any'] as const;
export type RiskFilter = (typeof RISK_FILTERS)[number];

/** PM filter value for airports with no PM assigned. */
export const UNASSIGNED_PM = '__unassigned__';
export const ALL_PMS = '__all__';

export type CatalogView = {
  search: string;
  pm: string;
  risk: RiskFilter;
  sort: CatalogSortKey;
  direction: CatalogSortDirection;
};

export const DEFAULT_CATALOG_VIEW: CatalogView = {
  search: '',
  pm: ALL_PMS,
  risk: 'all',
  sort: 'airportCode',
  direction: 'asc',
};

/**
 * Rows per page: the table stays quick to draw and read at the whole country's 3,300 airports, and a
 * state's catalogue (about 60) fits on one page. The server refuses more.
 */
export const CATALOG_PAGE_SIZE = 100;
export const MAX_CATALOG_SEARCH = 200;

/** The PM names among the airports, sorted, for the PM filter. */
export function listPms(airports: readonly AirportSummary[]): string[] {
  const names = new Set(airports.map((airport) => airport.tdotPm).filter((pm): pm is string => !!pm));
  return [...names].sort((a, b) => a.localeCompare(b));
}

function matchesRisk(airport: AirportSummary, risk: RiskFilter): boolean {
  if (risk === 'at_risk') return airport.atRisk;
  if (risk === 'past_deadline') return airport.pastDeadline;
  if (risk === 'any') return airport.atRisk || airport.pastDeadline;
  return true;
}

function compare(a: AirportSummary, b: AirportSummary, key: CatalogSortKey): number {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  // No PM sorts after every name, whichever the direction is.
  return String(left ?? '\uffff').localeCompare(String(right ?? '\uffff'));
}

/** Search (code, name, city, PM), PM and risk filters, then the sort (ties by code). */
export function applyCatalogView(airports: readonly AirportSummary[], view: CatalogView): AirportSummary[] {
  const needle = view.search.trim().toLowerCase();
  const shown = airports.filter((airport) => {
    if (view.pm === UNASSIGNED_PM && airport.tdotPm) return false;
    if (view.pm !== ALL_PMS && view.pm !== UNASSIGNED_PM && airport.tdotPm !== view.pm) return false;
    if (!matchesRisk(airport, view.risk)) return false;
    if (!needle) return true;
    return [airport.airportCode, airport.airportName, airport.city, airport.tdotPm ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
  const sign = view.direction === 'asc' ? 1 : -1;
  return shown.sort((a, b) => sign * compare(a, b, view.sort) || a.airportCode.localeCompare(b.airportCode));
}

/** One page of the rows shown (1-based; a page past the end is the last one) with its place in the list. */
export function pageOfCatalog<T>(
  rows: readonly T[],
  page: number,
  size = CATALOG_PAGE_SIZE,
): { rows: T[]; page: number; totalPages: number; first: number; last: number } {
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * size;
  const pageRows = rows.slice(start, start + size);
  return { rows: pageRows, page: current, totalPages, first: start + 1, last: start + pageRows.length };
}

/** GET /api/airports/catalog's query: the view and the page (at most CATALOG_PAGE_SIZE rows). */
export const airportCatalogPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page must be 100000 or less')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(CATALOG_PAGE_SIZE, `pageSize must be ${CATALOG_PAGE_SIZE} or less`)
    .default(CATALOG_PAGE_SIZE),
  search: z
    .string()
    .max(MAX_CATALOG_SEARCH, `search must be ${MAX_CATALOG_SEARCH} characters or fewer`)
    .default(''),
  pm: z.string().max(200, 'pm must be 200 characters or fewer').default(ALL_PMS),
  risk: z.enum(RISK_FILTERS).default('all'),
  sort: z.enum(CATALOG_SORT_KEYS).default('airportCode'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type AirportCatalogPageQuery = z.infer<typeof airportCatalogPageQuerySchema>;

/** The query parameters of a view and page, as the screen sends them (search trimmed, defaults left out). */
export function catalogViewToParams(
  view: CatalogView,
  page: number,
  pageSize = CATALOG_PAGE_SIZE,
): Record<string, string> {
  const search = view.search.trim();
  return {
    page: String(page),
    pageSize: String(pageSize),
    ...(search ? { search } : {}),
    ...(view.pm === ALL_PMS ? {} : { pm: view.pm }),
    ...(view.risk === 'all' ? {} : { risk: view.risk }),
    sort: view.sort,
    direction: view.direction,
  };
}

/**
 * One page of the catalogue: its airports, the matching count (`total`) and pages, and what the screen
 * shows about every airport in scope (`scopeCount`, `atRiskCount`, the PM names for the filter).
 */
export const airportCatalogPageSchema = z.object({
  today: z.string().meta({ format: 'date' }),
  airports: z.array(airportSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  scopeCount: z.number().int(),
  atRiskCount: z.number().int(),
  pms: z.array(z.string()),
});
export type AirportCatalogPage = z.infer<typeof airportCatalogPageSchema>;

/** The page a query asks for, from every airport in scope (already in code order). */
export function pageAirportCatalog(
  today: string,
  airports: readonly AirportSummary[],
  query: AirportCatalogPageQuery,
): AirportCatalogPage {
  const shown = applyCatalogView(airports, query);
  const paged = pageOfCatalog(shown, query.page, query.pageSize);
  return {
    today,
    airports: paged.rows,
    total: shown.length,
    page: paged.page,
    pageSize: query.pageSize,
    totalPages: paged.totalPages,
    scopeCount: airports.length,
    atRiskCount: airports.filter((airport) => airport.atRisk).length,
    pms: listPms(airports),
  };
}
