import { buildGrantMetricsCsvRows, formatCurrency, formatDateTime12h, type GrantMetrics } from '@bil/domain';
import { pdfNote, pdfTable, startPdf, type PdfColumn } from '../../lib/pdf-document';

// The CSV export's 17 columns, in its order, sized for landscape letter: the grant, four amounts, four
// counts, five day counts and three statuses.
const WIDTHS = [52, 62, 58, 58, 62, 34, 38, 44, 40, 36, 40, 42, 40, 44, 52, 52, 56];
const RIGHT_ALIGNED = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
const MONEY = new Set([1, 2, 3, 4]);

/** GET /api/analytics/grant-metrics.pdf: every grant of the caller's dashboard, in the table's order. */
export async function renderGrantMetricsPdf(grants: readonly GrantMetrics[], asOf: string): Promise<Buffer> {
  const { doc, finish } = await startPdf({
    title: 'Grant metrics',
    subtitle: `Bipartisan Infrastructure Law grants, ${grants.length} in all, sorted by grant number. Data as of ${formatDateTime12h(asOf)}`,
    landscape: true,
  });
  doc.moveDown(0.6);
  const { headers, rows } = buildGrantMetricsCsvRows(grants);
  const columns: PdfColumn[] = headers.map((title, index) => ({
    title,
    width: WIDTHS[index] ?? 40,
    align: RIGHT_ALIGNED.has(index) ? 'right' : 'left',
  }));
  const cells = rows.map((row) =>
    row.map((cell, index) =>
      MONEY.has(index) && typeof cell === 'number' ? formatCurrency(cell) : cell === '' ? '—' : String(cell),
    ),
  );
  if (cells.length === 0) pdfNote(doc, 'No grants to show.');
  else pdfTable(doc, columns, cells, { fontSize: 7 });
  return finish();
}
