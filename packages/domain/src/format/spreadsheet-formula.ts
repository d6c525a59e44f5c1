/**
 * CSV / formula injection (OWASP): a spreadsheet treats a cell whose text starts with = + - @, a tab or
 * a carriage return as a formula (`=HYPERLINK(...)` in a grant title would run in whoever opens the
 * export). Every CSV and sheet the product writes (the server's files through apps/server's
 * lib/spreadsheet-file.ts, the web's downloads) uses this one rule: such text gets a leading apostrophe,
 * which spreadsheets read as "this is text". Numbers stay numbers: only text cells are escaped, so a
 * writer hands amounts over as numbers (never PostgreSQL's numeric text), and -1250.5 stays -1250.5.
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

/** The rule's inverse for imports: a file we exported (`'=x`) imports back as the text it was (`=x`). */
export function unescapeSpreadsheetFormula(text: string): string {
  return text.startsWith("'") && SPREADSHEET_FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
