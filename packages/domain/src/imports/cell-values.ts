import { formatIsoDate, parseDateOnly } from '../format/calendar-date';
import { unescapeSpreadsheetFormula } from '../format/spreadsheet-formula';

/** A cell as a reader hands it over: text, number, boolean, a date, or empty. */
export type CellValue = string | number | boolean | Date | null;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// Excel's day 0 is 1899-12-30 (its 1900 leap-year bug folded in for every date after February 1900).
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function isoOf(year: number, month: number, day: number): string | null {
  const text = formatIsoDate({ year, month, day });
  return parseDateOnly(text) ? text : null;
}

/** An Excel serial day (e.g. 45747) as 'YYYY-MM-DD'; the time of day is dropped. */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const date = new Date(EXCEL_EPOCH_UTC + Math.floor(serial) * DAY_MS);
  return isoOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

const twoDigitYear = (year: number) => (year < 100 ? 2000 + year : year);

/**
 * A date cell in the forms offices type: 2025-03-31, 3/31/2025, 3/31/25, 31-Mar-2025, Mar 31, 2025,
 * March 31 2025, an Excel serial (number or digits), or a Date the reader made. Null when it is none.
 */
export function parseDateCell(value: CellValue): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return isoOf(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  }
  if (typeof value === 'number') return excelSerialToIso(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (match) return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (match) return isoOf(twoDigitYear(Number(match[3])), Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})[- ]([a-z]{3,9})[- ,]+(\d{2}|\d{4})$/i.exec(text);
  if (match) return monthNamed(match[2] ?? '', Number(match[1]), Number(match[3]));
  match = /^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})$/i.exec(text);
  if (match) return monthNamed(match[1] ?? '', Number(match[2]), Number(match[3]));
  if (/^\d{5}(\.\d+)?$/.test(text)) return excelSerialToIso(Number(text));
  return null;
}

function monthNamed(name: string, day: number, year: number): string | null {
  const month = MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  return month > 0 ? isoOf(twoDigitYear(year), month, day) : null;
}

/**
 * Dollars from a cell: 1234.5, '$1,234.50', ' 1 234 ', '(1,234.00)' as a negative. Null when it is not an
 * amount; blank is ''. Rounded to cents only when the float noise is below a hundredth of a cent.
 */
export function parseAmountCell(value: CellValue): number | string | null {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    const cents = Math.round(value * 100);
    return Math.abs(value * 100 - cents) < 1e-4 ? cents / 100 : value;
  }
  if (typeof value !== 'string') return null;
  let text = value.trim().replace(/[$,\s]/g, '');
  if (text === '') return '';
  const negative = /^\(.*\)$/.test(text);
  if (negative) text = `-${text.slice(1, -1)}`;
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(text) ? Number(text) : null;
}

/** A cell as text: numbers without float noise, dates as 'YYYY-MM-DD', blank as ''. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return parseDateCell(value) ?? '';
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  // A cell our own export made inert ('=x) imports back as the text it was (=x): the file round-trips.
  return unescapeSpreadsheetFormula(String(value).trim());
}
