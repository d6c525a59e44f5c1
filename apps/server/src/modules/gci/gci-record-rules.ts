import { authorize, gciAreaPolicy, gciRecordPolicy, RECORD_NOT_FOUND } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { insertAuditLog } from '../../lib/audit.repository';
import { findAirportPm } from './gci-grants.repository';
import {
  deleteGciRow,
  findChildRecord,
  type GciChildRow,
  type GciChildTable,
} from './gci-record-rows.repository';

/** The GC&I tab itself: open it, or add a record to it. */
export function requireGciOpen(principal: RequestPrincipal, action: 'open' | 'create' = 'open'): void {
  throwIfRefused(authorize(gciAreaPolicy, principal, action, null));
}

/** What the record policy says of a record at an airport of that PM; a PM's 404 in the record's words. */
export function requireGciRecord(
  principal: RequestPrincipal,
  action: 'read' | 'create' | 'update' | 'delete',
  airportPm: string | null,
  notFoundMessage: string,
): void {
  const decision = authorize(gciRecordPolicy, principal, action, { airportPm });
  if (decision.allowed) return;
  throw new HttpError(
    decision.status,
    decision.reason === RECORD_NOT_FOUND ? notFoundMessage : decision.reason,
  );
}

/** The airport exists and the caller may add or move records there (an unknown one in the form's words). */
export async function requireWritableGciAirport(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  code: string,
  unknownAirportMessage: string,
) {
  const airport = await findAirportPm(db, code);
  if (!airport) throw badRequest(unknownAirportMessage);
  requireGciRecord(principal, 'create', airport.tdot_pm, unknownAirportMessage);
  return airport;
}

/** The record as found (locked, with its airport's PM), when the caller may change it; else 404 or 403. */
export function requireEditableGciRecord<R extends { tdot_pm: string | null }>(
  principal: RequestPrincipal,
  record: R | undefined,
  action: 'update' | 'delete',
  notFoundMessage: string,
): R {
  if (!record) throw notFound(notFoundMessage);
  requireGciRecord(principal, action, record.tdot_pm, notFoundMessage);
  return record;
}

/** A record as the audit log keeps it: its fields, without the row's own timestamps. */
export function auditSnapshot<R extends object>(
  row: R,
): Omit<R, 'created_at' | 'updated_at'> & { created_at: undefined; updated_at: undefined } {
  return { ...row, created_at: undefined, updated_at: undefined };
}

/** A child row to delete (a reimbursement, a discrepancy): where it is, and its audit words. */
type GciChild<T extends GciChildTable> = {
  table: T;
  parentId: string;
  id: string;
  /** The audit resource type; the action is delete_<kind>. */
  kind: string;
  notFoundMessage: string;
  /** Its name in the audit row, and what the row keeps of it. */
  describe: (row: GciChildRow<T>) => { name: string; before: Record<string, unknown> };
};

/** Deletes a child row of a record the caller may change (checked before), audited with what it was. */
export async function removeGciChild<T extends GciChildTable>(
  db: Kysely<Database>,
  principal: SignedInPrincipal,
  child: GciChild<T>,
): Promise<void> {
  const before = await findChildRecord(db, child.table, child.parentId, child.id);
  if (!before) throw notFound(child.notFoundMessage);
  await deleteGciRow(db, child.table, child.id);
  const described = child.describe(before);
  await insertAuditLog(db, {
    userId: principal.userId,
    action: `delete_${child.kind}`,
    resourceType: child.kind,
    resourceId: child.id,
    details: { name: described.name, parent_id: child.parentId },
    before: described.before,
  });
}
