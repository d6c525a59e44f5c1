import { fiscalYearLabel, TRANCHE_STATE_LABELS, type AirportSummary } from '@bil/domain';

export { TRANCHE_STATE_LABELS };

export type CatalogSortKey =
  | 'airportCode'
  | 'airportName'
  | 'city'
  | 'tdotPm'
  | 'projectCount'
  | 'bilFunding'
  | 'available'
  | 'atRiskAmount'
  | 'lapsed';
export type SortDirection = 'asc' | 'desc';
export type RiskFilter = 'all' | 'at_risk' | 'past_deadline' | 'any';

/** PM filter value for airports with no PM assigned. */
export const UNASSIGNED_PM = '__unassigned__';
export const ALL_PMS = '__all__';

export type CatalogView = {
  search: string;
  pm: string;
  risk: RiskFilter;
  sort: CatalogSortKey;
  direction: SortDirection;
};

export const DEFAULT_CATALOG_VIEW: CatalogView = {
  search: '',
  pm: ALL_PMS,
  risk: 'all',
  sort: 'airportCode',
  direction: 'asc',
};

export const RISK_FILTER_LABELS: Record<RiskFilter, string> = {
  all: 'Any balance',
  at_risk: 'At risk (deadline within 12 months)',
  past_deadline: 'Past deadline',
  any: 'At risk or past deadline',
};

/** The PM names in the catalogue, sorted, for the PM filter. */
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

/**
 * Rows drawn per page: the table stays quick to draw and read at the whole country's 3,300 airports
 * (issue 31), and a state's catalogue (about 60) fits on one page.
 */
export const CATALOG_PAGE_SIZE = 100;

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

export type CatalogRecord = Record<string, string | number>;

/** Flat rows for the CSV and Excel exports: one per airport shown, every FY's allocation, available and lapsed. */
export function toCatalogRecords(airports: readonly AirportSummary[]): CatalogRecord[] {
  return airports.map((airport) => {
    const record: CatalogRecord = {
      LID: airport.airportCode,
      Airport: airport.airportName,
      City: airport.city,
      'TDOT PM': airport.tdotPm ?? 'Unassigned',
      Projects: airport.projectCount,
      'BIL Funding': airport.bilFunding,
    };
    for (const tranche of airport.tranches) {
      const label = fiscalYearLabel(tranche.fiscalYear);
      record[`${label} Allocation`] = tranche.allocation;
      record[`${label} Available`] = tranche.available;
      record[`${label} Lapsed`] = tranche.lapsed;
      record[`${label} State`] = TRANCHE_STATE_LABELS[tranche.state];
    }
    record['Total Allocation'] = airport.totalAllocation;
    record['Under Grant'] = airport.underGrant;
    record['Available'] = airport.available;
    record['At Risk Amount'] = airport.atRiskAmount;
    record['Lapsed'] = airport.lapsed;
    return record;
  });
}
