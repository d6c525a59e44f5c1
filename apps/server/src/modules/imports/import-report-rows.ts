import { MAX_REPORTED_ROWS, type ImportCounts, type ImportReportRow } from '@bil/domain';
import type { PlannedRow } from './import-plan.service';

/**
 * Keeps what the report needs while the rows stream by: the counts of every row, and at most
 * MAX_REPORTED_ROWS rows in detail, refused rows first (they need reading), then the others.
 */
export class ReportRows {
  readonly counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  /** Statewide rows and the like: reported with their reason, counted apart from the four actions. */
  skipped = 0;
  private total = 0;
  private readonly refusedRows: ImportReportRow[] = [];
  private readonly otherRows: ImportReportRow[] = [];

  add(rows: PlannedRow[]): void {
    for (const { row, action, key, issues } of rows) {
      this.total += 1;
      if (action === 'create') this.counts.created += 1;
      else if (action === 'update') this.counts.updated += 1;
      else if (action === 'unchanged') this.counts.unchanged += 1;
      else if (action === 'skipped') this.skipped += 1;
      else this.counts.refused += 1;
      // Refused and skipped rows are the ones a person must read: listed first.
      const list = action === 'refused' || action === 'skipped' ? this.refusedRows : this.otherRows;
      if (list.length < MAX_REPORTED_ROWS) list.push({ row, action, key, issues });
    }
  }

  /** Rows checked so far. */
  get checked(): number {
    return this.total;
  }

  /** The detailed rows in sheet order, and how many were left out of them. */
  detail(): { rows: ImportReportRow[]; rowsLeftOut: number } {
    const rows = [...this.refusedRows, ...this.otherRows]
      .slice(0, MAX_REPORTED_ROWS)
      .sort((a, b) => a.row - b.row);
    return { rows, rowsLeftOut: Math.max(0, this.total - MAX_REPORTED_ROWS) };
  }
}
