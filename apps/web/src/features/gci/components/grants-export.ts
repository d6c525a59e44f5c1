import {
  escapeSpreadsheetFormula,
  GRANT_PROGRAM_LABELS,
  GRANT_STATUS_LABELS,
  type GrantRow,
} from '@bil/domain';
import type * as ExcelJsModule from 'exceljs';
import Papa from 'papaparse';
import { downloadBlob } from '@/components/charts/export/download-blob';

/** A text cell a spreadsheet would read as a formula gets a leading quote (the domain's one rule). */
export const escapeFormula = escapeSpreadsheetFormula;

export type ExportRecord = Record<string, string | number>;

export function toExportRecords(rows: readonly GrantRow[]): ExportRecord[] {
  return rows.map((row) => ({
    'Grant number': row.grant_number,
    Program: GRANT_PROGRAM_LABELS[row.program],
    Airport: row.airport_code,
    'Airport name': row.airport_name,
    Sponsor: row.sponsor,
    Title: row.title,
    Federal: row.federal_amount,
    State: row.state_amount,
    Local: row.local_amount,
    Total: row.total_amount,
    Drawn: row.funding.drawn,
    Remaining: row.funding.remaining,
    'Percent drawn': row.funding.percentDrawn,
    'Executed on': row.execution_date,
    'PoP end': row.pop_end_date,
    Status: GRANT_STATUS_LABELS[row.status],
    Alerts: row.alerts.map((alert) => alert.message).join('; '),
  }));
}

const cell = (value: string | number) => (typeof value === 'number' ? value : escapeFormula(value));

export function buildGrantsCsv(records: readonly ExportRecord[]): string {
  const fields = Object.keys(records[0] ?? {});
  const data = records.map((record) => fields.map((field) => cell(record[field] ?? '')));
  return Papa.unparse({ fields, data }, { newline: '\r\n' });
}

export function downloadGrantsCsv(records: readonly ExportRecord[], fileName: string): void {
  downloadBlob(new Blob([buildGrantsCsv(records)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
}

export async function downloadGrantsExcel(
  records: readonly ExportRecord[],
  fileName: string,
  sheetName = 'Grants',
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
