import { IMPORT_COLUMNS, type ImportKind } from './import-columns';

/** Header -> field; null leaves the column out. */
export type ColumnMapping = Record<string, string | null>;

/** 'Grant Number', 'grant_number' and ' GRANT-NUMBER ' compare equal. */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Matches each header to a field: a saved mapping first, then the field name, the form label, known aliases.
 * A field is taken by its first matching header only, so a second copy of a column is left out.
 */
export function matchColumns(kind: ImportKind, headers: readonly string[], saved: ColumnMapping = {}) {
  const columns = IMPORT_COLUMNS[kind];
  const byName = new Map<string, string>();
  for (const column of columns) {
    for (const name of [column.field, column.label, ...(column.aliases ?? [])]) {
      const key = normalizeHeader(name);
      if (!byName.has(key)) byName.set(key, column.field);
    }
  }
  const known = new Set(columns.map((column) => column.field));
  const taken = new Set<string>();
  const mapping: ColumnMapping = {};
  for (const header of headers) {
    const chosen = header in saved ? saved[header] : (byName.get(normalizeHeader(header)) ?? null);
    const field = chosen && known.has(chosen) && !taken.has(chosen) ? chosen : null;
    if (field) taken.add(field);
    mapping[header] = field;
  }
  const missing = columns.filter((column) => column.required && !taken.has(column.field));
  return { mapping, missing: missing.map((column) => column.label) };
}
