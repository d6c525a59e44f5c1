import {
  buildGrantMetricsCsvRows,
  GRANT_METRICS_CSV_FILE_NAME,
  pickGrantsForExport,
  SPREADSHEET_FORMULA_START,
  type GrantMetrics,
} from '@bil/domain';
import Papa from 'papaparse';
import { downloadBlob } from '@/components/charts';

/** The CSV text of 'grant-metrics.csv' (SPEC §7 columns) for the given grants. */
export function buildGrantMetricsCsv(grants: readonly GrantMetrics[]): string {
  const { headers, rows } = buildGrantMetricsCsvRows(grants);
  // A grant number like '=HYPERLINK(...)' is written as inert text (the domain's formula rule).
  return Papa.unparse(
    { fields: headers, data: rows },
    { newline: '\r\n', escapeFormulae: SPREADSHEET_FORMULA_START },
  );
}

/**
 * Downloads 'grant-metrics.csv': the selected rows if any are selected, else every row the filters
 * show, in the table's order. A failure is ignored (SPEC §8). Returns how many grants were written.
 */
export function exportGrantMetricsCsv(
  rows: readonly GrantMetrics[],
  selectedKeys: ReadonlySet<string>,
): number {
  try {
    const grants = pickGrantsForExport(rows, selectedKeys);
    const blob = new Blob([buildGrantMetricsCsv(grants)], { type: 'text/csv;charset=utf-8' });
    downloadBlob(blob, GRANT_METRICS_CSV_FILE_NAME);
    return grants.length;
  } catch {
    return 0;
  }
}
