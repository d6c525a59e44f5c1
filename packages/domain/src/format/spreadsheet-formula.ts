/**
 * CSV / formula injection (OWASP): a spreadsheet treats a cell whose text starts with = + - @, a tab or
 * a carriage return as a formula (`=HYPERLINK(...)` in a grant title would run in whoever opens the
 * export). Every export (CSV through papaparse's `escapeFormulae`, Excel cells) uses this one rule: such
 * text gets a leading apostrophe, which spreadsheets read as "this is text". Numbers stay numbers.
 */
export const SPREADSHEET_FORMULA_START = /^[=+\-@\t\r]/;

/** The text made inert when it could start a formula; anything else as it is. */
export function escapeSpreadsheetFormula(text: string): string {
  return SPREADSHEET_FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell value for an export: strings escaped, numbers, booleans, dates and the rest untouched. */
export function escapeSpreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' ? escapeSpreadsheetFormula(value) : value;
}
