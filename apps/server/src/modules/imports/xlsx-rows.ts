import { Readable } from 'node:stream';
import { cellText, type CellValue } from '@bil/domain';
import ExcelJS from 'exceljs';
import { HttpError, badRequest } from '../../lib/http-errors';
import { SPREADSHEET_MESSAGES, type RowSource, type SheetRow } from './spreadsheet-reader';

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

// exceljs's streaming reader skips <mergeCell> elements, so the sheet's XML is watched as it passes by.
const MERGE_CELL = /<mergeCell\b[^>]*?\bref="([^"]+)"/g;
// The sheet's <dimension ref="A1:G1000"> comes first: its last row is the total the progress counts to.
const DIMENSION = /<dimension\b[^>]*?\bref="[A-Z]+\d+:[A-Z]+(\d+)"/;
type ReaderInternals = {
  _parseWorksheet: (iterator: AsyncIterable<unknown>, sheetNo: string) => Generator;
  model?: { sheets?: { name: string }[] };
};

type SheetWatch = { merges: Set<string>; lastRow: number | null };

async function* watchSheet(xml: AsyncIterable<unknown>, watch: SheetWatch): AsyncGenerator {
  let tail = '';
  for await (const chunk of xml) {
    const text = tail + String(chunk);
    if (watch.lastRow === null) {
      const dimension = DIMENSION.exec(text);
      if (dimension) watch.lastRow = Number(dimension[1]);
    }
    for (const match of text.matchAll(MERGE_CELL)) if (match[1]) watch.merges.add(match[1]);
    tail = text.slice(-200);
    yield chunk;
  }
}

/**
 * exceljs's streaming reader can lose a zip entry in a race and then fail on its first worksheet
 * (exceljs issue #3064, "Cannot read properties of undefined (reading 'sheets')"), more often on a busy
 * machine. The file is in memory, so a read that fails before its first row is tried again.
 */
const READ_ATTEMPTS = 3;

function openWorkbookReader(file: Buffer, watch: SheetWatch) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  const internals = reader as unknown as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  internals._parseWorksheet = (xml, sheetNo) => parseWorksheet(watchSheet(xml, watch), sheetNo);
  return { reader, internals };
}

/**
 * Reads a sheet that is not wanted to its end. A sheet the zip holds before the shared strings is read from
 * a temporary file whose stream opens asynchronously, and exceljs deletes that file as soon as the next sheet
 * is asked for: a sheet passed over unread was deleted under its own opening stream, an uncaught ENOENT that
 * stopped the process (seen once in CI under Node 24, imports-files.test.ts).
 */
async function skip(worksheet: AsyncIterable<unknown>): Promise<void> {
  const rows = worksheet[Symbol.asyncIterator]();
  while (!(await rows.next()).done) {
    // the rows of a sheet nobody asked for are read and dropped
  }
}

/**
 * An .xlsx read with exceljs's streaming WorkbookReader: the chosen sheet's rows are parsed as they are
 * pulled (sheets the zip holds before its shared strings wait in a temporary file, exceljs's way).
 */
export function readXlsxRows(file: Buffer, sheetName: string | undefined): RowSource {
  const watch: SheetWatch = { merges: new Set<string>(), lastRow: null };
  let current = openWorkbookReader(file, watch);
  const state: { sheet: string | null; row: number; done: boolean } = { sheet: null, row: 0, done: false };
  const sheets = () => (current.internals.model?.sheets ?? []).map((sheet) => sheet.name);

  async function* attempt(): AsyncGenerator<SheetRow, boolean> {
    for await (const worksheetValue of current.reader) {
      const worksheet = worksheetValue as ExcelJS.stream.xlsx.WorksheetReader & { name: string };
      if (sheetName !== undefined && worksheet.name !== sheetName) {
        await skip(worksheet);
        continue;
      }
      state.sheet = worksheet.name;
      watch.merges.clear();
      watch.lastRow = null;
      for await (const row of worksheet) {
        state.row = row.number;
        const values = row.values as ExcelJS.CellValue[];
        yield { number: row.number, cells: Array.from(values.slice(1), (value) => excelCellValue(value)) };
      }
      state.done = true;
      return true;
    }
    return false;
  }

  async function* rows(): AsyncGenerator<SheetRow> {
    for (let tries = 1; ; tries += 1) {
      try {
        if (yield* attempt()) return;
        break;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (state.row > 0 || tries >= READ_ATTEMPTS) throw badRequest(SPREADSHEET_MESSAGES.unreadable);
        current = openWorkbookReader(file, watch);
      }
    }
    if (sheetName !== undefined) throw badRequest(`The workbook has no sheet named '${sheetName}'.`);
  }
  const share = () => (state.done ? 1 : watch.lastRow ? Math.min(1, state.row / watch.lastRow) : 0);
  return { rows: rows(), sheets, sheet: () => state.sheet, share, merges: () => [...watch.merges] };
}
