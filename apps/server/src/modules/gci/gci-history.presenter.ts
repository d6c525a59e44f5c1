import type { HistoryEntry } from '@bil/domain';
import type { HistoryRow } from './gci-grants.repository';

/** Field names in words for the history's "what changed" lines. */
const FIELD_LABELS: Record<string, string> = {
  program: 'Program',
  grant_number: 'Grant number',
  airport_code: 'Airport',
  sponsor: 'Sponsor',
  title: 'Title',
  federal_amount: 'Federal amount',
  state_amount: 'State amount',
  local_amount: 'Local amount',
  execution_date: 'Execution date',
  pop_end_date: 'Period of performance end',
  completion_date: 'Completion date',
  closeout_received_date: 'Closeout documents received',
  status: 'Status',
  notes: 'Notes',
  request_number: 'Request number',
  request_date: 'Request date',
  requested_amount: 'Requested amount',
  approved_amount: 'Approved amount',
  paid_date: 'Paid date',
};

/** What each audited action reads as; `{name}` is the record's number or name from the audit details. */
const ACTION_WORDS: Record<string, string> = {
  create_gci_grant: 'Grant {name} created',
  update_gci_grant: 'Grant {name} updated',
  delete_gci_grant: 'Grant {name} deleted',
  create_gci_reimbursement: 'Reimbursement {name} requested',
  update_gci_reimbursement: 'Reimbursement {name} updated',
  delete_gci_reimbursement: 'Reimbursement {name} deleted',
  upload_document: 'Document {name} uploaded',
  delete_document: 'Document {name} deleted',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Lines 'Status: active → closing' for each field whose value changed. */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  if (!before || !after) return [];
  return Object.keys(FIELD_LABELS)
    .filter((key) => key in after && show(before[key]) !== show(after[key]))
    .map((key) => `${FIELD_LABELS[key] ?? key}: ${show(before[key])} → ${show(after[key])}`);
}

export function presentHistory(rows: readonly HistoryRow[]): HistoryEntry[] {
  return rows.map((row) => {
    const name = show(row.details.name ?? '');
    const words = ACTION_WORDS[row.action] ?? row.action.replaceAll('_', ' ');
    return {
      at: new Date(row.created_at).toISOString(),
      actor: row.actor_email,
      summary: words
        .replace('{name}', name === '(none)' ? '' : name)
        .replace(/\s+/g, ' ')
        .trim(),
      changes: describeChanges(row.before, row.after),
    };
  });
}
