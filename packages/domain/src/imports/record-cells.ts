import type { z } from 'zod';
import { cellText, parseAmountCell, parseDateCell, type CellValue } from './cell-values';
import type { ImportColumn } from './import-column';
import type { CellIssue } from './import-rows';

/** How a column's cell is read before the area's zod schema checks it. */
export type CellType = 'text' | 'date' | 'amount' | 'number' | 'boolean' | 'list';

/** A column of a record kind: the file's field, its type, and the value a blank cell stands for. */
export type RecordColumn = ImportColumn & { type: CellType; blank?: unknown };

/** What a record kind's row carries: an id to update (else matched by natural key), the checked values, the fields in the file. */
export type RecordImportValues<V = Record<string, unknown>> = {
  id: string | null;
  values: V;
  fields: string[];
};

export type RecordCheck<V> = { ok: true; values: RecordImportValues<V> } | { ok: false; issues: CellIssue[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YES = ['yes', 'y', 'true', '1', 'x'];
const NO = ['no', 'n', 'false', '0'];

function readCell(column: RecordColumn, cell: CellValue): { value?: unknown; issue?: string } {
  const text = cellText(cell);
  if (text === '') return { value: 'blank' in column ? column.blank : '' };
  if (column.type === 'date') {
    const date = parseDateCell(cell);
    return date ? { value: date } : { issue: `${column.label} must be a date, e.g. 2025-03-31 or 3/31/2025` };
  }
  if (column.type === 'amount' || column.type === 'number') {
    const amount = parseAmountCell(cell);
    return typeof amount === 'number' ? { value: amount } : { issue: `${column.label} must be a number` };
  }
  if (column.type === 'boolean') {
    const word = text.toLowerCase();
    if (YES.includes(word)) return { value: true };
    if (NO.includes(word)) return { value: false };
    return { issue: `${column.label} must be yes or no` };
  }
  if (column.type === 'list') return { value: text.split(/[\s,;]+/).filter(Boolean) };
  return { value: text };
}

/**
 * Reads a mapped row's cells by their columns (the id column apart) and checks them with the area's schema.
 * Columns missing from the file take their blank value, so a create gets the form's defaults; `fields`
 * tells an update which columns the file had (the others keep their stored values).
 */
export function checkRecordRow<V>(
  columns: readonly RecordColumn[],
  record: Record<string, CellValue>,
  schema: z.ZodType<V>,
  toInput: (cells: Record<string, unknown>) => unknown = (cells) => cells,
  fieldOf: Record<string, string> = {},
): RecordCheck<V> {
  const issues: CellIssue[] = [];
  const cells: Record<string, unknown> = {};
  let id: string | null = null;
  for (const column of columns) {
    const cell = record[column.field] ?? null;
    if (column.field === 'id') {
      const text = cellText(cell);
      if (text && !UUID.test(text)) issues.push({ field: 'id', message: 'ID must be a record id (UUID)' });
      id = text ? text.toLowerCase() : null;
      continue;
    }
    const read = readCell(column, cell);
    if (read.issue) issues.push({ field: column.field, message: read.issue });
    else if (read.value !== undefined) cells[column.field] = read.value;
  }
  const unread = new Set(issues.map((issue) => issue.field));
  const parsed = schema.safeParse(toInput(cells));
  if (!parsed.success) {
    const fields = new Set(columns.map((column) => column.field));
    for (const issue of parsed.error.issues) {
      // The innermost named property: a nested or camelCase schema's field, named as the file's column.
      const named = [...issue.path].reverse().find((part) => typeof part === 'string') ?? '';
      const field = fieldOf[named] ?? (fields.has(named) ? named : snakeOf(named));
      // A cell that could not be read is reported once, by the reading.
      if (!unread.has(field)) issues.push({ field, message: issue.message });
    }
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  const fields = Object.keys(record).filter((field) => field !== 'id');
  return { ok: true, values: { id, values: parsed.data, fields } };
}

/** 'primeFirmId' -> 'prime_firm_id': a camelCase schema's issue named by the file's column. */
export function snakeOf(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export const idColumn = (what: string): RecordColumn => ({
  field: 'id',
  label: 'ID',
  required: false,
  type: 'text',
  help: `The ${what}’s id, to update it; blank for new rows (they match by the key named above).`,
});
