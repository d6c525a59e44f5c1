import { MAX_IMPORT_BYTES, cellText, type CellValue } from '@bil/domain';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { badRequest } from '../../lib/http-errors';

/** A sheet as rows of cells under its header row; rowNumbers[i] is the sheet row of rows[i]. */
export type SheetTable = {
  sheets: string[];
  sheet: string | null;
  headers: string[];
  rows: CellValue[][];
  rowNumbers: number[];
};

const SPREADSHEET_MESSAGES = {
  empty: 'The file is empty.',
  noHeader: 'The sheet has no header row: its first row must name the columns.',
  xls: 'Old Excel 97-2003 files (.xls) are not read: open the file in Excel and save it as .xlsx or .csv.',
  unreadable: 'The file is not an .xlsx workbook or a .csv file that can be read.',
} as const;

export function tooLargeMessage(bytes: number): string {
  const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
  return `The file is ${mb(bytes)} MB; the limit is ${mb(MAX_IMPORT_BYTES)} MB. Split it into smaller files.`;
}

const isZip = (file: Buffer) => file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;
const isOle = (file: Buffer) => file.length >= 8 && file.readUInt32BE(0) === 0xd0cf11e0;

/** UTF-8 (BOM or not), else Windows-1252 as Excel writes CSV on Windows. */
function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    // Node's own TextDecoder reads windows-1252 as Latin-1 (losing “ ” – €); iconv-lite has the real table.
    return iconv.decode(file, 'windows-1252');
  }
}

/** The value a cell shows: a formula's cached result (never evaluated), rich text as text, links' text. */
function excelCellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('result' in value || 'formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    if (result === undefined || result === null) return null;
    if (typeof result === 'object' && 'error' in result) return (result as { error: string }).error;
    return result as CellValue;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(null);
  if ('error' in value) return value.error;
  return null;
}

function tableFromRows(
  sheets: string[],
  sheet: string | null,
  numbered: { number: number; cells: CellValue[] }[],
): SheetTable {
  const filled = numbered.filter((row) => row.cells.some((cell) => cellText(cell) !== ''));
  const [header, ...body] = filled;
  if (!header)
    throw badRequest(
      sheets.length > 0 || numbered.length > 0 ? SPREADSHEET_MESSAGES.noHeader : SPREADSHEET_MESSAGES.empty,
    );
  const headers = header.cells.map((cell, index) => cellText(cell) || `Column ${index + 1}`);
  return {
    sheets,
    sheet,
    headers,
    rows: body.map((row) => row.cells),
    rowNumbers: body.map((row) => row.number),
  };
}

async function readWorkbook(file: Buffer, sheetName: string | undefined): Promise<SheetTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw badRequest(SPREADSHEET_MESSAGES.unreadable);
  }
  const sheets = workbook.worksheets.map((sheet) => sheet.name);
  const worksheet = sheetName ? workbook.getWorksheet(sheetName) : workbook.worksheets[0];
  if (!worksheet) {
    throw badRequest(
      sheetName ? `The workbook has no sheet named '${sheetName}'.` : SPREADSHEET_MESSAGES.empty,
    );
  }
  // Merged cells hold one value for several rows or columns: which row owns it cannot be guessed.
  const merges = (worksheet.model as { merges?: string[] }).merges ?? [];
  if (merges.length > 0) {
    throw badRequest(
      `The sheet '${worksheet.name}' has merged cells (${merges.slice(0, 5).join(', ')}${merges.length > 5 ? ', …' : ''}): unmerge them so every row has its own values.`,
    );
  }
  const rows: { number: number; cells: CellValue[] }[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push({ number, cells: values.slice(1).map((value) => excelCellValue(value)) });
  });
  return tableFromRows(sheets, worksheet.name, rows);
}

function readCsv(file: Buffer): SheetTable {
  const text = decodeText(file).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const rows = parsed.data.map((cells, index) => ({ number: index + 1, cells }));
  return tableFromRows([], null, rows);
}

/**
 * Reads an uploaded spreadsheet: .xlsx by its content (a zip), .xls refused with what to do, anything
 * else as CSV text. Bad files answer 400 with a sentence a person can act on.
 */
export async function readSpreadsheet(file: Buffer, sheetName?: string): Promise<SheetTable> {
  if (file.length > MAX_IMPORT_BYTES) throw badRequest(tooLargeMessage(file.length));
  if (file.length === 0) throw badRequest(SPREADSHEET_MESSAGES.empty);
  if (isOle(file)) throw badRequest(SPREADSHEET_MESSAGES.xls);
  if (isZip(file)) return readWorkbook(file, sheetName);
  if (file.includes(0)) throw badRequest(SPREADSHEET_MESSAGES.unreadable);
  return readCsv(file);
}
