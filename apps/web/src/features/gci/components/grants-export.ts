import { GRANT_PROGRAM_LABELS, GRANT_STATUS_LABELS, type GrantRow } from '@bil/domain';
import type { ExportRecord } from '@/components/record-list';

/** The grants' export columns (the Grants tab's CSV and Excel). */
export function toExportRecords(rows: readonly GrantRow[]): ExportRecord[] {
  return rows.map((row) => ({
    'Grant number': row.grant_number,
    Program: GRANT_PROGRAM_LABELS[row.program],
    Airport: row.airport_code,
    'Airport name': row.airport_name,
    Sponsor: row.sponsor,
    Title: row.title,
    Federal: row.federal_amount,
    State: row.state_amount,
    Local: row.local_amount,
    Total: row.total_amount,
    Drawn: row.funding.drawn,
    Remaining: row.funding.remaining,
    'Percent drawn': row.funding.percentDrawn,
    'Executed on': row.execution_date,
    'PoP end': row.pop_end_date,
    Status: GRANT_STATUS_LABELS[row.status],
    Alerts: row.alerts.map((alert) => alert.message).join('; '),
  }));
}
