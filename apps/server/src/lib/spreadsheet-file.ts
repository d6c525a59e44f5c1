import { escapeSpreadsheetCell } from '@bil/domain';
import type { Row, Worksheet } from 'exceljs';
import Papa from 'papaparse';

/** A cell of a file the server writes: text, a number, a date, or empty. */
export type SheetCell = string | number | boolean | Date | null;

/**
 * Every CSV and sheet the server writes goes through here, so through the domain's one formula rule
 * (format/spreadsheet-formula.ts): text starting with = + - @, a tab or a return gets a leading apostrophe;
 * numbers, dates and empty cells are written as they are (issue 34, finding 3).
 */
export function inertCells(cells: readonly SheetCell[]): SheetCell[] {
  return cells.map((cell) => escapeSpreadsheetCell(cell));
}

/** A UTF-8 CSV (CRLF line ends, as spreadsheets write them) of a header row and rows, every cell inert. */
export function writeCsv(header: readonly string[], rows: readonly (readonly SheetCell[])[]): string {
  return Papa.unparse(
    { fields: inertCells(header) as string[], data: rows.map(inertCells) },
    { newline: '\r\n' },
  );
}

/** Adds one row to an Excel sheet, every cell inert. */
export function addSheetRow(sheet: Worksheet, cells: readonly SheetCell[]): Row {
  return sheet.addRow(inertCells(cells));
}
