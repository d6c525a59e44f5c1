import {
  authorize,
  checkGrantDates,
  checkReimbursement,
  computeGrantFunding,
  gciAreaPolicy,
  gciRecordPolicy,
  GRANT_MESSAGES,
  resolveGciVisibility,
  todayInNewYork,
  type GrantCreateBody,
  type GrantDetail,
  type GrantList,
  type GrantListQuery,
  type GrantRow,
  type GrantUpdateBody,
  type ReimbursementCreateBody,
  type ReimbursementUpdateBody,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, conflict, HttpError, notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { presentHistory } from './gci-history.presenter';
import { auditSnapshot, removeGciChild, requireEditableGciRecord, requireGciOpen } from './gci-record-rules';
import { presentGrantRow, presentReimbursement } from './gci-grants.presenter';
import {
  countGrants,
  deleteGrantRow,
  findAirportPm,
  findGrantRow,
  findReimbursement,
  grantNumberTaken,
  insertGrant,
  insertReimbursement,
  listGrantProjects,
  listGrants,
  listRecordHistory,
  listReimbursements,
  lockGrant,
  requestNumberTaken,
  updateGrant,
  updateReimbursement,
  type GrantRecord,
  type ReimbursementRecord,
} from './gci-grants.repository';

type Ctx = Pick<AppContext, 'db'>;

function requireRecord(
  principal: RequestPrincipal,
  action: 'read' | 'create' | 'update' | 'delete',
  airportPm: string | null,
): void {
  const decision = authorize(gciRecordPolicy, principal, action, { airportPm });
  throwIfRefused(decision);
}

/** GET /api/gci/grants. */
export async function listGrantPage(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: GrantListQuery,
  now = clockNow(),
): Promise<GrantList> {
  requireGciOpen(principal);
  const today = todayInNewYork(now);
  const visibility = resolveGciVisibility(principal);
  const [rows, counts] = await Promise.all([
    listGrants(ctx.db, query, visibility, today),
    countGrants(ctx.db, query, visibility, today),
  ]);
  return {
    today,
    total: counts.total,
    page: query.page,
    limit: query.limit,
    rows: rows.map((row) => presentGrantRow(row, principal, today)),
    alertCounts: counts.alerts,
    canCreate: authorize(gciAreaPolicy, principal, 'create', null).allowed,
  };
}

/**
 * The grants the caller may see whose period of performance ends soon with money left (the list's
 * 'pop_ending' alert), soonest first: the first `limit` and how many there are, without the list's
 * other alert counts (the executive overview's figure, linking to /grants).
 */
export async function listGrantsEndingSoon(
  ctx: Ctx,
  principal: RequestPrincipal,
  limit: number,
  now = clockNow(),
): Promise<{ total: number; rows: GrantRow[] }> {
  requireGciOpen(principal);
  const today = todayInNewYork(now);
  const query = { alert: 'pop_ending', sort: 'pop_end_date', dir: 'asc', page: 1, limit } as const;
  const visibility = resolveGciVisibility(principal);
  const [rows, counts] = await Promise.all([
    listGrants(ctx.db, query, visibility, today),
    countGrants(ctx.db, query, visibility, today),
  ]);
  return { total: counts.total, rows: rows.map((row) => presentGrantRow(row, principal, today)) };
}

async function requireVisibleGrant(db: Kysely<Database>, principal: RequestPrincipal, id: string) {
  const row = await findGrantRow(db, id);
  if (!row) throw notFound(GRANT_MESSAGES.notFound);
  const decision = authorize(gciRecordPolicy, principal, 'read', { airportPm: row.tdot_pm });
  if (!decision.allowed)
    throw new HttpError(decision.status, decision.status === 404 ? GRANT_MESSAGES.notFound : decision.reason);
  return row;
}

async function buildDetail(db: Kysely<Database>, principal: RequestPrincipal, id: string, now: Date) {
  const today = todayInNewYork(now);
  const row = await requireVisibleGrant(db, principal, id);
  const [reimbursements, projects, history] = await Promise.all([
    listReimbursements(db, id),
    listGrantProjects(db, row.grant_number),
    listRecordHistory(db, 'gci_grant', id),
  ]);
  return {
    today,
    grant: presentGrantRow(row, principal, today),
    reimbursements: reimbursements.map(presentReimbursement),
    projects,
    history: presentHistory(history),
  } satisfies GrantDetail;
}

/** GET /api/gci/grants/:id: the grant, its drawdowns, its BIL projects, its history. */
export async function getGrantDetail(
  ctx: Ctx,
  principal: RequestPrincipal,
  id: string,
  now = clockNow(),
): Promise<GrantDetail> {
  requireGciOpen(principal);
  return buildDetail(ctx.db, principal, id, now);
}

/** The airport's PM when the airport exists and the caller may add or move records there. */
async function requireWritableAirport(db: Kysely<Database>, principal: RequestPrincipal, code: string) {
  const airport = await findAirportPm(db, code);
  if (!airport) throw badRequest(GRANT_MESSAGES.unknownAirport);
  requireRecord(principal, 'create', airport.tdot_pm);
  return airport;
}

const snapshot = (grant: GrantRecord) => auditSnapshot(grant);

/** POST /api/gci/grants. */
export async function createGrant(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: GrantCreateBody,
  now = clockNow(),
): Promise<GrantRow> {
  requireGciOpen(principal, 'create');
  const id = await ctx.db.transaction().execute(async (trx) => {
    await requireWritableAirport(trx, principal, body.airport_code);
    if (await grantNumberTaken(trx, body.grant_number)) throw conflict(GRANT_MESSAGES.duplicateNumber);
    const grant = await insertGrant(trx, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_gci_grant',
      resourceType: 'gci_grant',
      resourceId: grant.id,
      details: { name: grant.grant_number },
      after: snapshot(grant),
    });
    return grant.id;
  });
  return (await buildDetail(ctx.db, principal, id, now)).grant;
}

/** The grant locked for a change, when the caller may change it (404 for another PM's). */
async function requireEditableGrant(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  id: string,
  action: 'update' | 'delete',
) {
  return requireEditableGciRecord(principal, await lockGrant(db, id), action, GRANT_MESSAGES.notFound);
}

/** PATCH /api/gci/grants/:id. */
export async function changeGrant(
  ctx: Ctx,
  principal: SignedInPrincipal,
  id: string,
  body: GrantUpdateBody,
  now = clockNow(),
): Promise<GrantDetail> {
  requireGciOpen(principal);
  if (Object.keys(body).length === 0) throw badRequest(GRANT_MESSAGES.nothingToChange);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireEditableGrant(trx, principal, id, 'update');
    const { tdot_pm: _pm, ...stored } = before;
    const merged = { ...stored, ...body };
    const problem = checkGrantDates(merged);
    if (problem) throw badRequest(problem);
    if (body.airport_code && body.airport_code !== before.airport_code)
      await requireWritableAirport(trx, principal, body.airport_code);
    if (body.grant_number && (await grantNumberTaken(trx, body.grant_number, id)))
      throw conflict(GRANT_MESSAGES.duplicateNumber);
    const after = await updateGrant(trx, id, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_gci_grant',
      resourceType: 'gci_grant',
      resourceId: id,
      details: { name: after.grant_number },
      before: snapshot(stored),
      after: snapshot(after),
    });
  });
  return buildDetail(ctx.db, principal, id, now);
}

/** DELETE /api/gci/grants/:id (its reimbursements go with it). */
export async function removeGrant(ctx: Ctx, principal: SignedInPrincipal, id: string): Promise<void> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    const grant = await requireEditableGrant(trx, principal, id, 'delete');
    const reimbursements = await listReimbursements(trx, id);
    await deleteGrantRow(trx, id);
    const { tdot_pm: _pm, ...stored } = grant;
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'delete_gci_grant',
      resourceType: 'gci_grant',
      resourceId: id,
      details: { name: grant.grant_number },
      before: { ...snapshot(stored), reimbursements: reimbursements.map(presentReimbursement) },
    });
  });
}

/** A request may not ask for more than the grant has left once other open requests are counted. */
async function checkBalance(
  db: Kysely<Database>,
  grant: GrantRecord,
  next: { requested_amount: number; approved_amount: number | null },
  exceptId?: string,
) {
  const others = (await listReimbursements(db, grant.id)).filter((item) => item.id !== exceptId);
  const funding = computeGrantFunding(grant, others);
  if ((next.approved_amount ?? next.requested_amount) > funding.available + 0.001)
    throw badRequest(GRANT_MESSAGES.overBalance, { available: funding.available });
}

const reimbursementSnapshot = (row: ReimbursementRecord) => ({
  ...row,
  created_at: undefined,
  updated_at: undefined,
});

/** POST /api/gci/grants/:id/reimbursements. */
export async function createReimbursement(
  ctx: Ctx,
  principal: SignedInPrincipal,
  grantId: string,
  body: ReimbursementCreateBody,
  now = clockNow(),
): Promise<GrantDetail> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    const grant = await requireEditableGrant(trx, principal, grantId, 'update');
    if (body.request_date < grant.execution_date) throw badRequest(GRANT_MESSAGES.requestBeforeExecution);
    if (await requestNumberTaken(trx, grantId, body.request_number))
      throw conflict(GRANT_MESSAGES.duplicateRequest);
    await checkBalance(trx, grant, body);
    const created = await insertReimbursement(trx, grantId, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_gci_reimbursement',
      resourceType: 'gci_reimbursement',
      resourceId: created.id,
      details: { name: created.request_number, parent_id: grantId },
      after: reimbursementSnapshot(created),
    });
  });
  return buildDetail(ctx.db, principal, grantId, now);
}

/** PATCH /api/gci/grants/:id/reimbursements/:rid (approve, pay, correct). */
export async function changeReimbursement(
  ctx: Ctx,
  principal: SignedInPrincipal,
  grantId: string,
  id: string,
  body: ReimbursementUpdateBody,
  now = clockNow(),
): Promise<GrantDetail> {
  requireGciOpen(principal);
  if (Object.keys(body).length === 0) throw badRequest(GRANT_MESSAGES.nothingToChange);
  await ctx.db.transaction().execute(async (trx) => {
    const grant = await requireEditableGrant(trx, principal, grantId, 'update');
    const before = await findReimbursement(trx, grantId, id);
    if (!before) throw notFound(GRANT_MESSAGES.reimbursementNotFound);
    const merged = { ...before, ...body };
    const problem = checkReimbursement(merged);
    if (problem) throw badRequest(problem);
    if (merged.request_date < grant.execution_date) throw badRequest(GRANT_MESSAGES.requestBeforeExecution);
    if (body.request_number && (await requestNumberTaken(trx, grantId, body.request_number, id)))
      throw conflict(GRANT_MESSAGES.duplicateRequest);
    await checkBalance(trx, grant, merged, id);
    const after = await updateReimbursement(trx, id, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_gci_reimbursement',
      resourceType: 'gci_reimbursement',
      resourceId: id,
      details: { name: after.request_number, parent_id: grantId },
      before: reimbursementSnapshot(before),
      after: reimbursementSnapshot(after),
    });
  });
  return buildDetail(ctx.db, principal, grantId, now);
}

/** DELETE /api/gci/grants/:id/reimbursements/:rid. */
export async function removeReimbursement(
  ctx: Ctx,
  principal: SignedInPrincipal,
  grantId: string,
  id: string,
  now = clockNow(),
): Promise<GrantDetail> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    await requireEditableGrant(trx, principal, grantId, 'update');
    await removeGciChild(trx, principal, {
      table: 'gci_reimbursements',
      parentId: grantId,
      id,
      kind: 'gci_reimbursement',
      notFoundMessage: GRANT_MESSAGES.reimbursementNotFound,
      describe: (row) => ({ name: row.request_number, before: reimbursementSnapshot(row) }),
    });
  });
  return buildDetail(ctx.db, principal, grantId, now);
}
