import { fiscalYearLabel } from '../airports/aig-tranches';
import { escapeSpreadsheetFormula } from '../format/spreadsheet-formula';
import type { PlanItem } from './planning.responses';

/** A text cell a spreadsheet would run as a formula gets a leading ' (the one rule, format/spreadsheet-formula). */
export const escapeSpreadsheetText = escapeSpreadsheetFormula;

export type PlanExportRow = Record<string, string | number>;

/** The rows of the plan's CSV and Excel export: one per item, in the order given, text cells escaped. */
export function buildPlanExportRows(items: readonly PlanItem[]): PlanExportRow[] {
  return items.map((item) => ({
    Airport: escapeSpreadsheetText(item.airportCode),
    'Airport name': escapeSpreadsheetText(item.airportName),
    'Fiscal year': fiscalYearLabel(item.fiscalYear),
    Title: escapeSpreadsheetText(item.title),
    'Type of work': item.workType,
    Status: item.status,
    Priority: item.priority,
    'National priority rating': item.nationalPriorityRating ?? '',
    'Estimated cost': item.estimatedCost,
    'AIP entitlement': item.funding.aipEntitlement,
    'BIL AIG': item.funding.bilAig,
    'AIP discretionary': item.funding.aipDiscretionary,
    State: item.funding.state,
    Local: item.funding.local,
    Notes: escapeSpreadsheetText(item.notes ?? ''),
  }));
}
