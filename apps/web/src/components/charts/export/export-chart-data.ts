import type * as ExcelJsModule from 'exceljs';
import { escapeSpreadsheetCell, SPREADSHEET_FORMULA_START } from '@bil/domain';
import Papa from 'papaparse';
import {
  DEFAULT_DATA_FILE_NAME,
  EXCEL_SHEET_NAME,
  excelFailedMessage,
  MAX_SHEET_NAME_LENGTH,
} from './chart-export-messages';
import {
  collectRecordKeys,
  limitSheetName,
  toSheetCell,
  toTextCell,
  type ChartRecord,
} from './chart-records';
import { downloadBlob } from './download-blob';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * CSV text of chart records: the union of keys as the header, one line per record, fields quoted by
 * papaparse when they hold a comma, a quote or a line break. Text that a spreadsheet would run as a formula
 * gets a leading apostrophe (the domain's formula rule, through papaparse's escapeFormulae).
 */
export function buildChartCsv(records: readonly ChartRecord[]): string {
  const columns = collectRecordKeys(records);
  const rows = records.map((record) => columns.map((column) => toTextCell(record[column])));
  return Papa.unparse(
    { fields: columns, data: rows },
    { newline: '\r\n', escapeFormulae: SPREADSHEET_FORMULA_START },
  );
}

/** Downloads '{fileName}.csv' (UTF-8). Returns false, doing nothing, when there is no data. */
export function exportChartDataCsv(
  records: readonly ChartRecord[] | null | undefined,
  fileName = DEFAULT_DATA_FILE_NAME,
): boolean {
  if (!records || records.length === 0) return false;
  const blob = new Blob([buildChartCsv(records)], { type: 'text/csv;charset=utf-8' });
  downloadBlob(blob, `${fileName}.csv`);
  return true;
}

type ExcelModule = typeof ExcelJsModule;

// exceljs is large: it is fetched the first time someone exports to Excel, not with the dashboard.
async function loadExcelJs(): Promise<ExcelModule> {
  const loaded = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return loaded.default ?? loaded;
}

/**
 * The workbook of chart records: one sheet (at most 31 characters), a bold header row of the union of keys,
 * then one row per record. Text that could start a formula is written with a leading apostrophe, so a
 * `=HYPERLINK(...)` title stays inert text.
 */
export async function buildChartWorkbook(
  records: readonly ChartRecord[],
  sheetName = EXCEL_SHEET_NAME,
): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(limitSheetName(sheetName, MAX_SHEET_NAME_LENGTH));
  const columns = collectRecordKeys(records);
  sheet.columns = columns.map((column) => ({
    header: escapeSpreadsheetCell(column),
    key: column,
    width: Math.min(40, Math.max(12, column.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((column) => [column, escapeSpreadsheetCell(toSheetCell(record[column]))]),
      ),
    );
  }
  return workbook.xlsx.writeBuffer();
}

/** Downloads '{fileName}.xlsx' (see buildChartWorkbook). Returns false, doing nothing, when there is no data. */
export async function exportChartDataExcel(
  records: readonly ChartRecord[] | null | undefined,
  fileName = DEFAULT_DATA_FILE_NAME,
  sheetName = EXCEL_SHEET_NAME,
): Promise<boolean> {
  if (!records || records.length === 0) return false;
  try {
    const buffer = await buildChartWorkbook(records, sheetName);
    downloadBlob(new Blob([buffer], { type: XLSX_MIME }), `${fileName}.xlsx`);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : undefined;
    throw new Error(excelFailedMessage(reason), { cause: error });
  }
}
