import { escapeSpreadsheetFormula, type ChargeBackReport } from '@bil/domain';

/** Spreadsheet rows of the charge-back report; text that could run as a formula is quoted. */
export function toChargeBackRecords(report: ChargeBackReport) {
  return report.rows.map((row) => ({
    Month: row.month,
    Agency: escapeSpreadsheetFormula(row.agency),
    Flights: row.flights,
    'Hours flown': row.hours,
    'Charge-back ($)': row.charge,
  }));
}

export function toUtilisationRecords(report: ChargeBackReport) {
  return report.utilisation.map((row) => ({
    Month: row.month,
    Aircraft: escapeSpreadsheetFormula(row.tailNumber),
    Flights: row.flights,
    'Hours flown': row.hours,
  }));
}
