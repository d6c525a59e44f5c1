/** One row of chart data for CSV or Excel: flat, with any keys (SPEC §3 chart export data). */
export type ChartRecord = Readonly<Record<string, unknown>>;

/** SPEC §7: the header is the union of every record's keys, in order of first appearance. */
export function collectRecordKeys(records: readonly ChartRecord[]): string[] {
  const keys = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) keys.add(key);
  return [...keys];
}

/**
 * A cell value for a text file: numbers, booleans and text as they are, dates as ISO text, other objects
 * (lists included) as JSON, and missing values as an empty cell.
 */
export function toTextCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'object') return JSON.stringify(value);
  return '';
}

/** A cell value for a spreadsheet: like toTextCell, but dates stay dates so Excel shows them as dates. */
export function toSheetCell(value: unknown): string | number | boolean | Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  return toTextCell(value);
}

/** SPEC §5: spreadsheet sheet names are limited to 31 characters. */
export function limitSheetName(name: string, maxLength = 31): string {
  const trimmed = name.trim();
  return (trimmed === '' ? 'Sheet1' : trimmed).slice(0, maxLength);
}
