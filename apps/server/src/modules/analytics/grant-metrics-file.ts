import { escapeSpreadsheetFormula, SPREADSHEET_FORMULA_START, type CsvCell } from '@bil/domain';
import Papa from 'papaparse';

export type GrantMetricsFile = { fileName: string; contentType: string; bytes: Buffer };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A grant number like '=HYPERLINK(...)' must stay inert text in a spreadsheet (the domain's formula rule).
const inert = (cell: CsvCell): CsvCell => (typeof cell === 'string' ? escapeSpreadsheetFormula(cell) : cell);

/** The grant metrics rows as a CSV (UTF-8, CRLF, as the browser export was) or a one-sheet workbook. */
export async function writeGrantMetricsFile(
  format: 'csv' | 'xlsx',
  baseName: string,
  headers: string[],
  rows: CsvCell[][],
): Promise<GrantMetricsFile> {
  if (format === 'csv') {
    const text = Papa.unparse(
      { fields: headers, data: rows },
      { newline: '\r\n', escapeFormulae: SPREADSHEET_FORMULA_START },
    );
    return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(text) };
  }
  const { default: ExcelJS } = await import('exceljs'); // on first use, not at start-up
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Grant Metrics');
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(inert));
  return {
    fileName: `${baseName}.xlsx`,
    contentType: XLSX,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
