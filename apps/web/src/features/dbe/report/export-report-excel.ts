import type * as ExcelJsModule from 'exceljs';
import { escapeSpreadsheetCell, uniformReportForm, type UniformReport } from '@bil/domain';
import { downloadBlob } from '@/components/charts/export/download-blob';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type ExcelModule = typeof ExcelJsModule;

// exceljs is large: fetched on the first export, as the chart exports do.
async function loadExcelJs(): Promise<ExcelModule> {
  const loaded = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  return loaded.default ?? loaded;
}

/**
 * The report as one sheet laid out like the form: title, items 1-7, then each Section with its column
 * headings. Dollars and counts stay numbers (formatted), so the sheet can be summed.
 */
export async function buildReportWorkbook(report: UniformReport, label: string): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcelJs();
  const form = uniformReportForm(report);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`FY${report.items.fiscalYear} Uniform Report`);
  sheet.getColumn(1).width = 48;
  for (let column = 2; column <= 10; column += 1) sheet.getColumn(column).width = 18;
  const text = (value: string) => escapeSpreadsheetCell(value);
  sheet.addRow([text(form.title)]).font = { bold: true, size: 13 };
  sheet.addRow([text(label)]).font = { italic: true };
  sheet.addRow([]);
  for (const item of form.items) sheet.addRow([text(item.label), text(item.value)]);
  for (const section of form.sections) {
    sheet.addRow([]);
    sheet.addRow([text(section.title)]).font = { bold: true, size: 12 };
    const heading = sheet.addRow(['', ...section.columns.map(text)]);
    heading.font = { bold: true };
    heading.alignment = { wrapText: true, vertical: 'top' };
    for (const row of section.rows) {
      const added = sheet.addRow([text(row.label), ...row.cells.map((cell) => cell ?? '')]);
      if (row.key === 'total') added.font = { bold: true };
      section.kinds.forEach((kind, index) => {
        const cell = added.getCell(index + 2);
        cell.numFmt = kind === 'dollars' ? '"$"#,##0' : kind === 'percent' ? '0.00"%"' : '#,##0';
      });
    }
  }
  return workbook.xlsx.writeBuffer();
}

export async function exportReportExcel(
  report: UniformReport,
  label: string,
  fileName: string,
): Promise<void> {
  const buffer = await buildReportWorkbook(report, label);
  downloadBlob(new Blob([buffer], { type: XLSX_MIME }), `${fileName}.xlsx`);
}
