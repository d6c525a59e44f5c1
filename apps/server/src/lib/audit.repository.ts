import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogsTable, Database, JsonObject } from '../db/schema';

export type NewAuditLog = {
  userId: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  details?: JsonObject;
  before?: JsonObject | null;
  after?: JsonObject | null;
};

export type AuditLogRow = Selectable<AuditLogsTable> & {
  actor_email: string | null;
  actor_name: string | null;
  actor_display_name: string | null;
};

export type AuditLogFilter = {
  userId?: string;
  action?: string;
  resourceType?: string;
  resourceId?: string;
  from?: string;
  to?: string;
};

export async function insertAuditLog(db: Kysely<Database>, entry: NewAuditLog): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      user_id: entry.userId,
      action: entry.action,
      resource_type: entry.resourceType,
      resource_id: entry.resourceId,
      details: entry.details ?? {},
      before: entry.before ?? null,
      after: entry.after ?? null,
    })
    .execute();
}

/**
 * An area's audit writer for one kind of record: (db, userId, action, id, before, after), each side stored
 * as the area's snapshot of the row, null where there is none (a create has no before, a delete no after).
 */
export function recordAuditor<R>(resourceType: string, snapshot: (row: R) => JsonObject) {
  const side = (row: R | null | undefined) => (row ? snapshot(row) : null);
  return (
    db: Kysely<Database>,
    userId: string,
    action: string,
    resourceId: string,
    before: R | null | undefined,
    after: R | null | undefined,
  ) =>
    insertAuditLog(db, {
      userId,
      action,
      resourceType,
      resourceId,
      before: side(before),
      after: side(after),
    });
}

// created_at is typed Generated<Timestamp> in db/schema.ts; a typed parameter sidesteps the nested type.
const instant = (iso: string) => sql<never>`${new Date(iso)}::timestamptz`;

function filtered(db: Kysely<Database>, filter: AuditLogFilter) {
  let query = db
    .selectFrom('audit_logs')
    .leftJoin('user', 'user.id', 'audit_logs.user_id')
    .leftJoin('user_accounts', 'user_accounts.user_id', 'audit_logs.user_id');
  if (filter.userId) query = query.where('audit_logs.user_id', '=', filter.userId);
  if (filter.action) query = query.where('audit_logs.action', '=', filter.action);
  if (filter.resourceType) query = query.where('audit_logs.resource_type', '=', filter.resourceType);
  if (filter.resourceId) query = query.where('audit_logs.resource_id', '=', filter.resourceId);
  if (filter.from) query = query.where('audit_logs.created_at', '>=', instant(filter.from));
  if (filter.to) query = query.where('audit_logs.created_at', '<=', instant(filter.to));
  return query;
}

/** Newest first, with the actor's e-mail and names. */
export async function listAuditLogs(
  db: Kysely<Database>,
  filter: AuditLogFilter,
  page: { offset: number; limit: number },
): Promise<AuditLogRow[]> {
  return filtered(db, filter)
    .selectAll('audit_logs')
    .select([
      'user.email as actor_email',
      'user.name as actor_name',
      'user_accounts.display_name as actor_display_name',
    ])
    .orderBy('audit_logs.created_at', 'desc')
    .orderBy('audit_logs.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countAuditLogs(db: Kysely<Database>, filter: AuditLogFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
