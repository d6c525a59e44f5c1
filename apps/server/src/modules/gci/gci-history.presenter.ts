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
  inspection_date: 'Inspection date',
  inspector: 'Inspector',
  category: 'Category',
  severity: 'Severity',
  description: 'Description',
  location: 'Location',
  action_plan: 'Corrective action plan',
  plan_due_date: 'Plan due',
  target_date: 'Target date',
  action_status: 'Action status',
  obligation: 'Obligation',
  frequency_months: 'Every (months)',
  due_date: 'Due date',
  last_completed_date: 'Last completed',
  found_date: 'Found on',
  resolution: 'Resolution',
  resolved_date: 'Resolved on',
};

/** What each audited action reads as; `{name}` is the record's number or name from the audit details. */
const ACTION_WORDS: Record<string, string> = {
  create_gci_grant: 'Grant {name} created',
  update_gci_grant: 'Grant {name} updated',
  delete_gci_grant: 'Grant {name} deleted',
  create_gci_reimbursement: 'Reimbursement {name} requested',
  update_gci_reimbursement: 'Reimbursement {name} updated',
  delete_gci_reimbursement: 'Reimbursement {name} deleted',
  create_gci_inspection: 'Inspection {name} recorded',
  update_gci_inspection: 'Inspection {name} updated',
  delete_gci_inspection: 'Inspection {name} deleted',
  create_gci_discrepancy: 'Discrepancy {name} found',
  update_gci_discrepancy: 'Discrepancy {name} updated',
  close_gci_corrective_action: 'Corrective action {name} closed',
  delete_gci_discrepancy: 'Discrepancy {name} deleted',
  create_gci_compliance_item: 'Obligation {name} added',
  update_gci_compliance_item: 'Obligation {name} updated',
  delete_gci_compliance_item: 'Obligation {name} deleted',
  create_gci_finding: 'Finding recorded',
  update_gci_finding: 'Finding updated',
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
