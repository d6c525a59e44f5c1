import type { AuditLogEntry, AuditLogQuery, PagedResponse } from '@bil/domain';
import type { AppContext } from '../../app-context';
import { presentAuditLog } from './audit.presenter';
import { toPage } from '../../lib/paged.presenter';
import { countAuditLogs, listAuditLogs } from '../../lib/audit.repository';
import { nameAuditRecords } from './audit-record-names.service';

/** GET /api/admin/audit-logs: filtered by actor, action, resource type and time; newest first, with record and people names. */
export async function listAuditEntries(
  ctx: Pick<AppContext, 'db'>,
  query: AuditLogQuery,
): Promise<PagedResponse<AuditLogEntry>> {
  const filter = {
    userId: query.userId,
    action: query.action,
    resourceType: query.resourceType,
    from: query.from,
    to: query.to,
  };
  const rows = await listAuditLogs(ctx.db, filter, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const [total, names] = await Promise.all([countAuditLogs(ctx.db, filter), nameAuditRecords(ctx.db, rows)]);
  const entries = rows.map((row) => presentAuditLog(row, names.get(row.id) ?? null));
  return toPage(entries, total, query);
}
