import { escapeSpreadsheetFormula } from '@bil/domain';
import type * as ExcelJsModule from 'exceljs';
import Papa from 'papaparse';
import { downloadBlob } from '@/components/charts/export/download-blob';

/** A text cell a spreadsheet would read as a formula gets a leading quote (the domain's one rule). */
export const escapeFormula = escapeSpreadsheetFormula;

/** One exported row: column heading to value, in column order. */
export type ExportRecord = Record<string, string | number>;

const cell = (value: string | number) => (typeof value === 'number' ? value : escapeFormula(value));

export function buildRecordsCsv(records: readonly ExportRecord[]): string {
  const fields = Object.keys(records[0] ?? {});
  const data = records.map((record) => fields.map((field) => cell(record[field] ?? '')));
  return Papa.unparse({ fields, data }, { newline: '\r\n' });
}

export function downloadRecordsCsv(records: readonly ExportRecord[], fileName: string): void {
  downloadBlob(new Blob([buildRecordsCsv(records)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

export async function downloadRecordsExcel(
  records: readonly ExportRecord[],
  fileName: string,
  sheetName: string,
): Promise<void> {
  const loaded = (await import('exceljs')) as typeof ExcelJsModule & { default?: typeof ExcelJsModule };
  const ExcelJS = loaded.default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  const fields = Object.keys(records[0] ?? {});
  sheet.columns = fields.map((field) => ({
    header: field,
    key: field,
    width: Math.max(12, field.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) {
    sheet.addRow(Object.fromEntries(fields.map((field) => [field, cell(record[field] ?? '')])));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  downloadBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${fileName}.xlsx`,
  );
}
