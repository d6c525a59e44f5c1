import { AIG_FISCAL_YEARS } from '../airports/aig-tranches';
import { matchColumns, type ColumnMapping } from './column-matching';
import { IMPORT_COLUMNS, type ImportKind } from './import-columns';

/**
 * What an import works out from a sheet's layout rather than its columns (issue 31): which row is the
 * header, the fiscal year a year-per-sheet FAA table carries in its title or sheet name, statewide rows.
 */

/** A header cell as shown and matched: line breaks and repeated spaces become one space. */
export function cleanHeaderText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** How many of a kind's columns a row names (saved mapping first, then names, labels, aliases). */
export function headerRowScore(
  kind: ImportKind,
  cells: readonly string[],
  saved: ColumnMapping = {},
): number {
  const named = cells.map(cleanHeaderText).filter((text) => text !== '');
  const { mapping } = matchColumns(kind, named, saved);
  return Object.values(mapping).filter((field) => field !== null).length;
}

/** Rows looked at for the header: FAA's reports put one to three title rows above it. */
export const HEADER_SCAN_ROWS = 10;

/** Whether the kind has a Fiscal Year column (one that may come from the sheet's context instead). */
export function kindTakesFiscalYear(kind: ImportKind): boolean {
  return IMPORT_COLUMNS[kind].some((column) => column.field === 'fiscal_year');
}

/**
 * A fiscal year named in a sheet name or title: "FY 2025", "FY2025", "FY25", or a lone "2025". Only the
 * AIG years (FY22 to FY26) count as a year a bare number names, so "Report 2019-2030" names none.
 */
export function fiscalYearFromText(text: string): number | null {
  const fy = /\bFY\s*'?(\d{4}|\d{2})\b/i.exec(text);
  if (fy?.[1]) return fy[1].length === 2 ? 2000 + Number(fy[1]) : Number(fy[1]);
  const years = [...text.matchAll(/(?<!\d)(20\d{2})(?!\d)/g)].map((match) => Number(match[1]));
  const known = years.filter((year) => (AIG_FISCAL_YEARS as readonly number[]).includes(year));
  return known.length === 1 ? (known[0] ?? null) : null;
}

/** FAA writes statewide money (no one airport) under an id starting with '*', e.g. '*AKS'. */
export function isStatewideCode(text: string): boolean {
  return text.trim().startsWith('*');
}

export function statewideRowMessage(code: string): string {
  return `Statewide row (${code.trim()}): it belongs to no airport, so it is not imported`;
}
