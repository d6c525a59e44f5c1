import type { AuditLogEntry } from '@bil/domain';
import type { AuditLogRow } from '../../lib/audit.repository';

// Timestamps arrive as Date (the driver), typed loosely by db/schema.ts.
const iso = (value: unknown) => new Date(value as Date | string).toISOString();

export function presentAuditLog(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    userId: row.user_id,
    actorEmail: row.actor_email,
    action: row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    details: row.details,
    before: row.before,
    after: row.after,
    createdAt: iso(row.created_at),
  };
}
