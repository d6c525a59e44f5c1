import {
  auditActionLabel,
  auditChangesInWords,
  auditResourceTypeLabel,
  type AuditLogEntry,
} from '@bil/domain';
import { auditActorName } from '../../lib/audit-actor.presenter';
import type { AuditLogRow } from '../../lib/audit.repository';

// Timestamps arrive as Date (the driver), typed loosely by db/schema.ts.
const iso = (value: unknown) => new Date(value as Date | string).toISOString();

/** An audit row for the admin viewer: the raw values, and the same in words for people. */
export function presentAuditLog(row: AuditLogRow, recordName: string | null): AuditLogEntry {
  return {
    id: row.id,
    userId: row.user_id,
    actorEmail: row.actor_email,
    actorName: auditActorName(row),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    resourceType: row.resource_type,
    resourceLabel: auditResourceTypeLabel(row.resource_type),
    resourceId: row.resource_id,
    recordName,
    changes: auditChangesInWords(row.resource_type, row.before, row.after),
    details: row.details,
    before: row.before,
    after: row.after,
    createdAt: iso(row.created_at),
  };
}
