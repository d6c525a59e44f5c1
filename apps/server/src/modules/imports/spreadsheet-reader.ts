import { HEADER_SCAN_ROWS, MAX_IMPORT_BYTES, cellText, cleanHeaderText, type CellValue } from '@bil/domain';
import { badRequest } from '../../lib/http-errors';
import { readCsvRows } from './csv-rows';

/** One sheet row as the reader hands it over: its number in the sheet and its cells. */
export type SheetRow = { number: number; cells: CellValue[] };

/** What a format's reader gives: the rows of the chosen sheet (read as they are pulled) and the sheet names. */
export type RowSource = {
  rows: AsyncGenerator<SheetRow>;
  sheets: () => string[];
  sheet: () => string | null;
  /** How much of the sheet has been read, 0 to 1 (by bytes or rows, as the format allows). */
  share: () => number;
  /** The sheet's merged ranges ('A1:M1'), known once its rows are read (.xlsx) or at once (.xls). */
  merges: () => string[];
};

/**
 * An opened spreadsheet: its header row is read; the body rows are read as they are pulled (blank rows
 * skipped), so a large file is never held as rows all at once.
 */
export type SheetTable = {
  sheets: () => string[];
  sheet: string | null;
  headers: string[];
  /** The sheet row taken as the header (1 = the first), and the text of the non-blank rows above it. */
  headerRow: number;
  titles: string[];
  rows: AsyncGenerator<SheetRow>;
  share: () => number;
  /** Stops reading (a refused file): the reader lets go of the file. */
  close: () => Promise<void>;
};

/**
 * A .csv line longer than this is no spreadsheet row (the widest template row is a few KB). papaparse's
 * stream parses a line that spans many chunks again with each chunk, so a 45 MB file with no line break
 * held an import for most of a minute (issue 34, finding 1).
 */
export const MAX_CSV_LINE_BYTES = 1024 * 1024;

export const SPREADSHEET_MESSAGES = {
  empty: 'The file is empty.',
  noHeader: 'The sheet has no header row: its first row must name the columns.',
  unreadable: 'The file is not an .xlsx or .xls workbook or a .csv file that can be read.',
  lineTooLong: `The file has a line longer than ${MAX_CSV_LINE_BYTES / 1024} KB: it is not a .csv file that can be read.`,
} as const;

export function tooLargeMessage(bytes: number): string {
  const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
  return `The file is ${mb(bytes)} MB; the limit is ${mb(MAX_IMPORT_BYTES)} MB. Split it into smaller files.`;
}

/** Merged cells hold one value for several rows or columns: which row owns it cannot be guessed. */
export function mergedCellsMessage(sheet: string, ranges: string[]): string {
  const shown = `${ranges.slice(0, 5).join(', ')}${ranges.length > 5 ? ', …' : ''}`;
  return `The sheet '${sheet}' has merged cells (${shown}): unmerge them so every row has its own values.`;
}

const isZip = (file: Buffer) => file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;
const isOle = (file: Buffer) => file.length >= 8 && file.readUInt32BE(0) === 0xd0cf11e0;
const isBlank = (row: SheetRow) => row.cells.every((cell) => cellText(cell) === '');

async function* nonBlank(rows: AsyncGenerator<SheetRow>, seen: { any: boolean }): AsyncGenerator<SheetRow> {
  for await (const row of rows) {
    seen.any = true;
    if (!isBlank(row)) yield row;
  }
}

/** The last sheet row a merged range ('A1:M1', 'B3') covers. */
const lastRowOf = (range: string) => Number(/(\d+)$/.exec(range)?.[1] ?? 0);

/**
 * The body: rows read past the header while looking for it, then the rest as pulled. A merged title above
 * the header holds no row's value, so only merges reaching the header or below refuse the sheet.
 */
async function* bodyRows(
  source: RowSource,
  ahead: SheetRow[],
  rest: AsyncGenerator<SheetRow>,
  headerRow: number,
): AsyncGenerator<SheetRow> {
  yield* ahead;
  yield* rest;
  const merged = source.merges().filter((range) => lastRowOf(range) >= headerRow);
  if (merged.length > 0) throw badRequest(mergedCellsMessage(source.sheet() ?? '', merged));
}

/**
 * Opens an uploaded spreadsheet: .xlsx (a zip) and .xls (an OLE file) by their content, anything else as
 * CSV text, and reads up to its header row. Bad files answer 400 with a sentence a person can act on
 * (some, like merged cells, only once their rows have been read).
 */
/** The longest run of bytes between line breaks (CR or LF: the same byte in UTF-8 and Windows-1252). */
function longestLine(file: Buffer): number {
  let longest = 0;
  let lf = file.indexOf(0x0a);
  let cr = file.indexOf(0x0d);
  for (let start = 0; start <= file.length;) {
    if (lf !== -1 && lf < start) lf = file.indexOf(0x0a, start);
    if (cr !== -1 && cr < start) cr = file.indexOf(0x0d, start);
    const breaks = [lf, cr].filter((index) => index !== -1);
    const end = breaks.length > 0 ? Math.min(...breaks) : file.length;
    longest = Math.max(longest, end - start);
    start = end + 1;
  }
  return longest;
}

export async function openSpreadsheet(
  file: Buffer,
  sheetName?: string,
  scoreRow?: (cells: string[]) => number,
): Promise<SheetTable> {
  if (file.length > MAX_IMPORT_BYTES) throw badRequest(tooLargeMessage(file.length));
  if (file.length === 0) throw badRequest(SPREADSHEET_MESSAGES.empty);
  let source: RowSource;
  // The workbook readers (exceljs, SheetJS: about a quarter of a second) load with the first workbook.
  if (isZip(file)) source = (await import('./xlsx-rows')).readXlsxRows(file, sheetName);
  else if (isOle(file)) source = (await import('./xls-rows')).readXlsRows(file, sheetName);
  else if (file.includes(0)) throw badRequest(SPREADSHEET_MESSAGES.unreadable);
  else if (longestLine(file) > MAX_CSV_LINE_BYTES) throw badRequest(SPREADSHEET_MESSAGES.lineTooLong);
  else source = readCsvRows(file);
  const seen = { any: false };
  const rows = nonBlank(source.rows, seen);
  // The header is the first of the leading rows that names the most of the kind's columns (issue 31):
  // FAA's reports put a title row, often merged across the columns, above it.
  const scanned: SheetRow[] = [];
  while (scanned.length < (scoreRow ? HEADER_SCAN_ROWS : 1)) {
    const next = await rows.next();
    if (next.done) break;
    scanned.push(next.value);
  }
  if (scanned.length === 0) {
    const anything = seen.any || source.sheets().length > 0;
    throw badRequest(anything ? SPREADSHEET_MESSAGES.noHeader : SPREADSHEET_MESSAGES.empty);
  }
  const texts = scanned.map((row) => row.cells.map((cell) => cleanHeaderText(cellText(cell))));
  const scores = texts.map((cells) => (scoreRow ? scoreRow(cells) : 0));
  const at = scores.indexOf(Math.max(...scores));
  const header = scanned[at] as SheetRow;
  const headers = (texts[at] ?? []).map((text, index) => text || `Column ${index + 1}`);
  const titles = texts.slice(0, at).map((cells) => cells.filter((text) => text !== '').join(' '));
  return {
    sheets: source.sheets,
    sheet: source.sheet(),
    headers,
    headerRow: header.number,
    titles,
    rows: bodyRows(source, scanned.slice(at + 1), rows, header.number),
    share: source.share,
    close: async () => {
      await rows.return(undefined);
    },
  };
}
