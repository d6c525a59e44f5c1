/**
 * Audit rows in words for people: the action's plain name and each changed field as
 * "Label: before -> after". The server stores actions as codes ('update_project'); screens never show them.
 */

/** Plain names for the actions the server records; an unknown code falls back to its words. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create_project: 'Created project',
  update_project: 'Changed project',
  delete_project: 'Deleted project',
  force_delete_project: 'Force-deleted project',
  delete_grant: 'Deleted grant',
  update_airport_balances: 'Changed airport balances',
  reassign_airport: 'Reassigned airport',
  update_setting: 'Changed setting',
  update_role_defaults: 'Changed role defaults',
  create_user: 'Created user',
  update_user: 'Changed user',
  delete_user: 'Deleted user',
  disable_user: 'Disabled user',
  update_profile: 'Changed profile',
  change_email: 'Changed e-mail',
  verify_email: 'Verified e-mail',
  approve_account: 'Approved account',
  refuse_account: 'Refused account',
  update_sign_in_policy: 'Changed sign-in policy',
  enable_two_factor: 'Turned on two-factor sign-in',
  reset_two_factor: 'Reset two-factor sign-in',
  create_share: 'Created share',
  update_share: 'Changed share',
  revoke_share: 'Revoked share',
  delete_share: 'Deleted share',
  import: 'Imported spreadsheet',
  undo_import: 'Undid import',
  upload_document: 'Uploaded document',
  delete_document: 'Deleted document',
};

/** Field names shared by several kinds of record, where the plain words would read wrong. */
const FIELD_LABELS: Record<string, string> = {
  tdot_pm: 'TDOT PM',
  tdotPm: 'TDOT PM',
  display_name: 'Display name',
  is_admin: 'Administrator',
  airport_code: 'Airport code',
  upin: 'UPIN',
};

export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? humanizeCode(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
}

/** 'update_gci_grant' -> 'Update gci grant' for codes without a label of their own. */
export function humanizeCode(code: string): string {
  const words = code.replace(/[._]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? humanizeCode(action);
}

/** What the audit viewer calls each kind of record. */
const RESOURCE_TYPE_LABELS: Record<string, string> = {
  projects: 'Project',
  airport: 'Airport',
  airport_assignments: 'Airport',
  airport_bil_balances: 'Airport balances',
  user: 'User',
  user_accounts: 'User',
  app_settings: 'Setting',
  grants: 'Grant',
  shares: 'Share',
  import_runs: 'Import',
};

export function auditResourceTypeLabel(resourceType: string): string {
  return RESOURCE_TYPE_LABELS[resourceType] ?? humanizeCode(resourceType);
}

/** One changed field in words. */
export type FieldChange = { field: string; label: string; from: string; to: string };

export const EMPTY_VALUE_TEXT = 'empty';

/** A stored value in words when nothing more is known about its field. */
export function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE_TEXT;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

type Json = Record<string, unknown> | null;

/**
 * The fields whose value differs between before and after (a created record: every field it was given;
 * a deleted one: every field it had), in words, using `describe` for labels and values.
 */
export function changedFieldsInWords(
  before: Json,
  after: Json,
  describe: { label: (field: string) => string; value: (field: string, value: unknown) => string },
  skip: ReadonlySet<string> = new Set(),
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (skip.has(field)) continue;
    const from = describe.value(field, before?.[field]);
    const to = describe.value(field, after?.[field]);
    if (from === to) continue;
    changes.push({ field, label: describe.label(field), from, to });
  }
  return changes;
}

/** "Award date: empty -> 03/01/2025". */
export function formatFieldChange(change: FieldChange): string {
  return `${change.label}: ${change.from} -> ${change.to}`;
}
