import type { CellValue } from '@bil/domain';
import * as XLSX from '@e965/xlsx';
import { badRequest } from '../../lib/http-errors';
import { SPREADSHEET_MESSAGES, type RowSource, type SheetRow } from './spreadsheet-reader';

// Excel's day 0 is 1899-12-30; dates are made in UTC so the calendar day never shifts with the zone.
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
// SheetJS's number-format helper ships without types.
const isDateFormat = (XLSX.SSF as { is_date: (format: string) => boolean }).is_date;

/** A cell's stored value: a formula's cached result (SheetJS never evaluates), dates by their format. */
function xlsCellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell || cell.v === undefined || cell.t === 'z') return null;
  if (cell.t === 'e') return cell.w ?? '#ERROR';
  if (cell.t === 'n' && typeof cell.v === 'number' && cell.z && isDateFormat(String(cell.z))) {
    return new Date(EXCEL_EPOCH_UTC + Math.round(cell.v * 86_400_000));
  }
  if (cell.v instanceof Date) return cell.v;
  return cell.v;
}

/**
 * An Excel 97-2003 (.xls, BIFF) workbook read with SheetJS (@e965/xlsx). BIFF is not streamable (one
 * compound file), but an .xls holds at most 65,536 rows and is under the size limit; only the chosen sheet
 * is parsed, and its rows are handed over one at a time.
 */
export function readXlsRows(file: Buffer, sheetName: string | undefined): RowSource {
  let names: string[];
  try {
    names = XLSX.read(file, { type: 'buffer', bookSheets: true }).SheetNames;
  } catch {
    throw badRequest(SPREADSHEET_MESSAGES.unreadable);
  }
  const chosen = sheetName ?? names[0];
  if (chosen === undefined || !names.includes(chosen)) {
    throw badRequest(
      sheetName ? `The workbook has no sheet named '${sheetName}'.` : SPREADSHEET_MESSAGES.empty,
    );
  }
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const workbook = XLSX.read(file, {
      type: 'buffer',
      sheets: chosen,
      dense: true,
      cellNF: true,
      cellFormula: false,
      cellHTML: false,
    });
    sheet = workbook.Sheets[chosen];
  } catch {
    throw badRequest(SPREADSHEET_MESSAGES.unreadable);
  }
  const merges = (sheet?.['!merges'] ?? []).map((range) => XLSX.utils.encode_range(range));
  const data = (sheet?.['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  sheet = undefined;

  async function* rows(): AsyncGenerator<SheetRow> {
    for (let index = 0; index < data.length; index++) {
      const cells = data[index];
      state.row = index + 1;
      if (!cells) continue;
      yield { number: index + 1, cells: Array.from(cells, (cell) => xlsCellValue(cell)) };
      data[index] = undefined;
    }
  }
  const state = { row: 0 };
  const share = () => (data.length === 0 ? 1 : state.row / data.length);
  return { rows: rows(), sheets: () => names, sheet: () => chosen, share, merges: () => merges };
}
