import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, type ImportKind } from '@bil/domain';
import { addSheetRow } from '../../lib/spreadsheet-file';

/** A kind's template: an empty sheet with the column headers, and a second sheet explaining each column. */
export async function buildTemplateWorkbook(kind: ImportKind): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // on first use, not at start-up
  const workbook = new ExcelJS.Workbook();
  const columns = IMPORT_COLUMNS[kind];
  const sheet = workbook.addWorksheet(IMPORT_KIND_LABELS[kind].slice(0, 31));
  addSheetRow(
    sheet,
    columns.map((column) => column.field),
  );
  sheet.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = Math.max(12, column.field.length + 2);
  });
  const help = workbook.addWorksheet('Columns');
  addSheetRow(help, ['Column', 'Label', 'Required', 'What to enter']);
  help.getRow(1).font = { bold: true };
  for (const column of columns) {
    addSheetRow(help, [column.field, column.label, column.required ? 'Yes' : 'No', column.help]);
  }
  help.getColumn(1).width = 26;
  help.getColumn(2).width = 26;
  help.getColumn(4).width = 90;
  help.addRow([]);
  addSheetRow(help, [
    'Headers may be the column name or the label; the import screen lets you match other headers.',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
