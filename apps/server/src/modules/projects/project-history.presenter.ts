import { auditActionLabel, projectChangesInWords, type ProjectHistoryEntry } from '@bil/domain';
import { auditActorName } from '../../lib/audit-actor.presenter';
import type { AuditLogRow } from '../../lib/audit.repository';

/** One audit row of a project as its history shows it: who, when, what, field by field in words. */
export function presentProjectHistoryEntry(row: AuditLogRow): ProjectHistoryEntry {
  return {
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    actorName: auditActorName(row),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    changes: projectChangesInWords(row.before, row.after),
  };
}
