import ExcelJS from 'exceljs';

type Cell = ExcelJS.CellValue;

/** FAA's Grant Detail Report header (kind faa-grants), `Total\nAmount` and all, as FAA publishes it. */
export const GRANT_REPORT_HEADER: Cell[] = [
  'State',
  'City',
  'Worksite',
  'LocID',
  'Sponsor',
  'Grant Number',
  'Award Date',
  'Entitlement',
  'Discretionary',
  'AIG',
  'CARES',
  'Total\nAmount',
  'Project Summary',
];

/**
 * A Grant Detail Report workbook with these rows: sheet 'Grant Detail', a merged title row above the header.
 * Shared by the API, command-line and browser (e2e) tests, so it needs nothing but exceljs.
 */
export async function grantReportWorkbook(rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Grant Detail');
  sheet.addRow(['FY 2025 FAA Grant Detail Report']);
  sheet.addRow(GRANT_REPORT_HEADER);
  for (const row of rows) sheet.addRow(row);
  sheet.mergeCells('A1:M1');
  return Buffer.from(await book.xlsx.writeBuffer());
}
