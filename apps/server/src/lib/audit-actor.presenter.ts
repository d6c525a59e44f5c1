import type { AuditLogRow } from './audit.repository';

/** Who made an audited change, as staff screens name people; 'System' when no one is recorded. */
export function auditActorName(row: AuditLogRow): string {
  const named = row.actor_display_name?.trim() || row.actor_name?.trim() || row.actor_email;
  if (named) return named;
  return row.user_id === null ? 'System' : 'Removed account';
}
