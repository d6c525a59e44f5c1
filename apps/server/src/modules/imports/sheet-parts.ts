import {
  cleanHeaderText,
  fiscalYearFromText,
  headerRowScore,
  kindTakesFiscalYear,
  matchColumns,
  type ImportKind,
  type ImportReport,
} from '@bil/domain';
import { badRequest } from '../../lib/http-errors';
import { openSpreadsheet, type SheetTable } from './spreadsheet-reader';

export type FiscalYearFrom = ImportReport['sheetsRead'][number]['fiscalYearFrom'];

/** One sheet of an import, open at its header row: its columns and the fiscal year its rows get. */
export type SheetPart = {
  table: SheetTable;
  mapping: Record<string, string | null>;
  /** Given to every row when the sheet has no Fiscal Year column; null when it has one or none was found. */
  fiscalYear: number | null;
  fiscalYearFrom: FiscalYearFrom;
};

export type SheetRequest = {
  kind: ImportKind;
  sheet?: string;
  mapping?: Record<string, string | null>;
  fiscalYear?: number;
};

/** The year a sheet without a Fiscal Year column carries: chosen, else its name, else its title rows. */
function contextYear(
  table: SheetTable,
  chosen: number | undefined,
): { year: number | null; from: FiscalYearFrom } {
  if (chosen !== undefined) return { year: chosen, from: 'chosen' };
  const fromName = table.sheet ? fiscalYearFromText(table.sheet) : null;
  if (fromName !== null) return { year: fromName, from: 'sheet name' };
  for (const title of table.titles) {
    const year = fiscalYearFromText(title);
    if (year !== null) return { year, from: 'title' };
  }
  return { year: null, from: null };
}

const FISCAL_YEAR_LABEL = 'Fiscal Year';

/**
 * Opens one sheet for an import: finds its header row among the first rows (the one naming most of the
 * kind's columns), matches its columns, and when the kind needs a fiscal year the sheet lacks, takes it
 * from the context. Missing columns answer 400 with what was found (line breaks shown as spaces).
 */
export async function openSheetPart(file: Buffer, request: SheetRequest): Promise<SheetPart> {
  const saved = request.mapping ?? {};
  const table = await openSpreadsheet(file, request.sheet, (cells) =>
    headerRowScore(request.kind, cells, saved),
  );
  const { mapping, missing } = matchColumns(request.kind, table.headers, saved);
  const hasYearColumn = Object.values(mapping).includes('fiscal_year');
  const context =
    kindTakesFiscalYear(request.kind) && !hasYearColumn
      ? contextYear(table, request.fiscalYear)
      : { year: null, from: hasYearColumn ? ('column' as const) : null };
  const stillMissing = missing.filter((label) => !(label === FISCAL_YEAR_LABEL && context.year !== null));
  if (stillMissing.length > 0) {
    await table.close();
    const found = table.headers.slice(0, 12).map(cleanHeaderText).join(', ');
    const yearHint = stillMissing.includes(FISCAL_YEAR_LABEL)
      ? ' For a sheet of one year, give the fiscal year (no year was found in the sheet name or title).'
      : '';
    const where = table.sheet ? ` (sheet '${table.sheet}', header taken from row ${table.headerRow})` : '';
    throw badRequest(
      `This file does not look like ${request.kind}: missing the column${stillMissing.length > 1 ? 's' : ''} ${stillMissing.join(', ')}${where} (found: ${found}). Choose the matching columns or download the template.${yearHint}`,
      { missing: stillMissing, headers: table.headers, sheets: table.sheets(), headerRow: table.headerRow },
    );
  }
  return { table, mapping, fiscalYear: context.year, fiscalYearFrom: context.from };
}

/**
 * FAA's allocation workbooks keep one fiscal year per sheet: when no sheet was named and the first sheet's
 * year came from its name, every other sheet named with a year is imported too, in workbook order.
 */
export function otherYearSheets(first: SheetPart, request: SheetRequest): string[] {
  if (request.sheet !== undefined || first.fiscalYearFrom !== 'sheet name') return [];
  return first.table
    .sheets()
    .filter((name) => name !== first.table.sheet && fiscalYearFromText(name) !== null);
}
