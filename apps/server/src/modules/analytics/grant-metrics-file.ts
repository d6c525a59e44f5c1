import type { CsvCell } from '@bil/domain';
import { addSheetRow, writeCsv } from '../../lib/spreadsheet-file';

export type GrantMetricsFile = { fileName: string; contentType: string; bytes: Buffer };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The grant metrics rows as a CSV (UTF-8, CRLF, as the browser export was) or a one-sheet workbook. */
export async function writeGrantMetricsFile(
  format: 'csv' | 'xlsx',
  baseName: string,
  headers: string[],
  rows: CsvCell[][],
): Promise<GrantMetricsFile> {
  if (format === 'csv') {
    // A grant number like '=HYPERLINK(...)' stays inert text (the one formula rule, lib/spreadsheet-file).
    const text = writeCsv(headers, rows);
    return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(text) };
  }
  const { default: ExcelJS } = await import('exceljs'); // on first use, not at start-up
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Grant Metrics');
  addSheetRow(sheet, headers).font = { bold: true };
  for (const row of rows) addSheetRow(sheet, row);
  return {
    fileName: `${baseName}.xlsx`,
    contentType: XLSX,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
