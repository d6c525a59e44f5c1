import {
  authorize,
  COMPLIANCE_MESSAGES,
  COMPLIANCE_OBLIGATION_LABELS,
  gciAreaPolicy,
  nextComplianceDue,
  resolveGciVisibility,
  todayInNewYork,
  type ComplianceCompleteBody,
  type ComplianceCreateBody,
  type ComplianceDetail,
  type ComplianceList,
  type ComplianceListQuery,
  type ComplianceObligation,
  type ComplianceUpdateBody,
  type FindingCreateBody,
  type FindingUpdateBody,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, notFound } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { listRecordHistory } from './gci-grants.repository';
import { presentHistory } from './gci-history.presenter';
import {
  auditSnapshot,
  requireEditableGciRecord,
  requireGciOpen,
  requireGciRecord,
  requireWritableGciAirport,
} from './gci-record-rules';
import { presentAirportCompliance, presentComplianceRow, presentFinding } from './gci-compliance.presenter';
import {
  countComplianceItems,
  deleteComplianceRow,
  findComplianceRow,
  findFinding,
  insertComplianceItem,
  insertFinding,
  listCalendar,
  listComplianceItems,
  listFindings,
  lockComplianceItem,
  summariseAirports,
  updateComplianceItem,
  updateFinding,
  type ComplianceRecord,
  type FindingRecord,
} from './gci-compliance.repository';

type Ctx = Pick<AppContext, 'db'>;

const label = (obligation: string) => COMPLIANCE_OBLIGATION_LABELS[obligation as ComplianceObligation];

/** GET /api/gci/compliance: the page, counts by status, airports at a glance, the next 90 days. */
export async function listCompliancePage(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: ComplianceListQuery,
  now = clockNow(),
): Promise<ComplianceList> {
  requireGciOpen(principal);
  const today = todayInNewYork(now);
  const visibility = resolveGciVisibility(principal);
  const [rows, counted, airports, calendar] = await Promise.all([
    listComplianceItems(ctx.db, query, visibility, today),
    countComplianceItems(ctx.db, query, visibility, today),
    summariseAirports(ctx.db, visibility, today),
    listCalendar(ctx.db, visibility, today),
  ]);
  return {
    today,
    total: counted.total,
    page: query.page,
    limit: query.limit,
    rows: rows.map((row) => presentComplianceRow(row, principal)),
    counts: counted.counts,
    airports: airports.map(presentAirportCompliance),
    calendar: calendar.map((row) => presentComplianceRow(row, principal)),
    canCreate: authorize(gciAreaPolicy, principal, 'create', null).allowed,
  };
}

async function buildDetail(db: Kysely<Database>, principal: RequestPrincipal, id: string, now: Date) {
  const today = todayInNewYork(now);
  const row = await findComplianceRow(db, id, today);
  if (!row) throw notFound(COMPLIANCE_MESSAGES.notFound);
  requireGciRecord(principal, 'read', row.tdot_pm, COMPLIANCE_MESSAGES.notFound);
  const [findings, history] = await Promise.all([
    listFindings(db, id),
    listRecordHistory(db, 'gci_compliance_item', id),
  ]);
  return {
    today,
    item: presentComplianceRow(row, principal),
    findings: findings.map(presentFinding),
    history: presentHistory(history),
  } satisfies ComplianceDetail;
}

export async function getComplianceDetail(
  ctx: Ctx,
  principal: RequestPrincipal,
  id: string,
  now = clockNow(),
): Promise<ComplianceDetail> {
  requireGciOpen(principal);
  return buildDetail(ctx.db, principal, id, now);
}

const requireWritableAirport = (db: Kysely<Database>, principal: RequestPrincipal, code: string) =>
  requireWritableGciAirport(db, principal, code, COMPLIANCE_MESSAGES.unknownAirport);

async function requireEditable(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  id: string,
  action: 'update' | 'delete',
) {
  const record = await lockComplianceItem(db, id);
  const { tdot_pm: _pm, ...stored } = requireEditableGciRecord(
    principal,
    record,
    action,
    COMPLIANCE_MESSAGES.notFound,
  );
  return stored;
}

const snapshot = (row: ComplianceRecord | FindingRecord) => auditSnapshot(row);

async function audit(
  db: Kysely<Database>,
  principal: SignedInPrincipal,
  action: string,
  item: ComplianceRecord,
  change: {
    before?: ComplianceRecord | FindingRecord;
    after?: ComplianceRecord | FindingRecord;
    finding?: string;
  },
) {
  await insertAuditLog(db, {
    userId: principal.userId,
    action,
    resourceType: change.finding ? 'gci_compliance_finding' : 'gci_compliance_item',
    resourceId: change.finding ?? item.id,
    details: {
      name: `${label(item.obligation)} ${item.airport_code}`,
      ...(change.finding ? { parent_id: item.id } : {}),
    },
    before: change.before ? snapshot(change.before) : null,
    after: change.after ? snapshot(change.after) : null,
  });
}

/** POST /api/gci/compliance. */
export async function createComplianceItem(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: ComplianceCreateBody,
  now = clockNow(),
): Promise<ComplianceDetail> {
  requireGciOpen(principal, 'create');
  const id = await ctx.db.transaction().execute(async (trx) => {
    await requireWritableAirport(trx, principal, body.airport_code);
    const created = await insertComplianceItem(trx, body);
    await audit(trx, principal, 'create_gci_compliance_item', created, { after: created });
    return created.id;
  });
  return buildDetail(ctx.db, principal, id, now);
}

/** PATCH /api/gci/compliance/:id. */
export async function changeComplianceItem(
  ctx: Ctx,
  principal: SignedInPrincipal,
  id: string,
  body: ComplianceUpdateBody,
  now = clockNow(),
): Promise<ComplianceDetail> {
  requireGciOpen(principal);
  if (Object.keys(body).length === 0) throw badRequest(COMPLIANCE_MESSAGES.nothingToChange);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireEditable(trx, principal, id, 'update');
    const merged = { ...before, ...body };
    if (merged.last_completed_date && merged.last_completed_date > merged.due_date)
      throw badRequest(COMPLIANCE_MESSAGES.completedAfterDue);
    if (body.airport_code && body.airport_code !== before.airport_code)
      await requireWritableAirport(trx, principal, body.airport_code);
    const after = await updateComplianceItem(trx, id, body);
    await audit(trx, principal, 'update_gci_compliance_item', after, { before, after });
  });
  return buildDetail(ctx.db, principal, id, now);
}

/** POST /api/gci/compliance/:id/complete: records the completion and rolls the due date on. */
export async function completeComplianceItem(
  ctx: Ctx,
  principal: SignedInPrincipal,
  id: string,
  body: ComplianceCompleteBody,
  now = clockNow(),
): Promise<ComplianceDetail> {
  requireGciOpen(principal);
  if (body.completed_date > todayInNewYork(now)) throw badRequest(COMPLIANCE_MESSAGES.completedInFuture);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireEditable(trx, principal, id, 'update');
    const after = await updateComplianceItem(trx, id, {
      last_completed_date: body.completed_date,
      due_date: nextComplianceDue(before.due_date, before.frequency_months, body.completed_date),
    });
    await audit(trx, principal, 'update_gci_compliance_item', after, { before, after });
  });
  return buildDetail(ctx.db, principal, id, now);
}

/** DELETE /api/gci/compliance/:id (findings go with it, kept in the audit row). */
export async function removeComplianceItem(
  ctx: Ctx,
  principal: SignedInPrincipal,
  id: string,
): Promise<void> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireEditable(trx, principal, id, 'delete');
    const findings = await listFindings(trx, id);
    await deleteComplianceRow(trx, id);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'delete_gci_compliance_item',
      resourceType: 'gci_compliance_item',
      resourceId: id,
      details: { name: `${label(before.obligation)} ${before.airport_code}` },
      before: { ...snapshot(before), findings: findings.map(presentFinding) },
    });
  });
}

function checkFinding(
  value: { found_date: string; resolution: string | null; resolved_date: string | null },
  now: Date,
) {
  if (value.found_date > todayInNewYork(now)) throw badRequest(COMPLIANCE_MESSAGES.findingInFuture);
  if ((value.resolution === null) !== (value.resolved_date === null))
    throw badRequest(COMPLIANCE_MESSAGES.resolutionNeedsDate);
  if (value.resolved_date && value.resolved_date < value.found_date)
    throw badRequest(COMPLIANCE_MESSAGES.resolvedBeforeFound);
}

/** POST /api/gci/compliance/:id/findings. */
export async function createFinding(
  ctx: Ctx,
  principal: SignedInPrincipal,
  itemId: string,
  body: FindingCreateBody,
  now = clockNow(),
): Promise<ComplianceDetail> {
  requireGciOpen(principal);
  checkFinding(body, now);
  await ctx.db.transaction().execute(async (trx) => {
    const item = await requireEditable(trx, principal, itemId, 'update');
    const created = await insertFinding(trx, itemId, body);
    await audit(trx, principal, 'create_gci_finding', item, { after: created, finding: created.id });
  });
  return buildDetail(ctx.db, principal, itemId, now);
}

/** PATCH /api/gci/compliance/:id/findings/:fid: correct or resolve a finding. */
export async function changeFinding(
  ctx: Ctx,
  principal: SignedInPrincipal,
  itemId: string,
  id: string,
  body: FindingUpdateBody,
  now = clockNow(),
): Promise<ComplianceDetail> {
  requireGciOpen(principal);
  if (Object.keys(body).length === 0) throw badRequest(COMPLIANCE_MESSAGES.nothingToChange);
  await ctx.db.transaction().execute(async (trx) => {
    const item = await requireEditable(trx, principal, itemId, 'update');
    const before = await findFinding(trx, itemId, id);
    if (!before) throw notFound(COMPLIANCE_MESSAGES.findingNotFound);
    checkFinding({ ...before, ...body }, now);
    const after = await updateFinding(trx, id, body);
    await audit(trx, principal, 'update_gci_finding', item, { before, after, finding: id });
  });
  return buildDetail(ctx.db, principal, itemId, now);
}
