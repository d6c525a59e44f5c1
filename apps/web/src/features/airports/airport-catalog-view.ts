import { fiscalYearLabel, TRANCHE_STATE_LABELS, type AirportSummary, type RiskFilter } from '@bil/domain';

export { TRANCHE_STATE_LABELS };

// The view (search, filters, sort, page) is the domain's: the server pages with it, the export applies it.
export {
  ALL_PMS,
  applyCatalogView,
  CATALOG_PAGE_SIZE,
  DEFAULT_CATALOG_VIEW,
  listPms,
  pageOfCatalog,
  UNASSIGNED_PM,
  type CatalogSortKey,
  type CatalogView,
  type RiskFilter,
} from '@bil/domain';
export type { CatalogSortDirection as SortDirection } from '@bil/domain';

export const RISK_FILTER_LABELS: Record<RiskFilter, string> = {
  all: 'Any balance',
  at_risk: 'At risk (deadline within 12 months)',
  past_deadline: 'Past deadline',
  any: 'At risk or past deadline',
};

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
