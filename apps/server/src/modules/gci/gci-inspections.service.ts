import {
  authorize,
  checkActionDates,
  DISCREPANCY_CATEGORY_LABELS,
  type DiscrepancyCategory,
  correctivePlanDue,
  gciAreaPolicy,
  INSPECTION_MESSAGES,
  resolveGciVisibility,
  todayInNewYork,
  type DiscrepancyCreateBody,
  type DiscrepancyUpdateBody,
  type InspectionCreateBody,
  type InspectionDetail,
  type InspectionList,
  type InspectionListQuery,
  type InspectionSettingsBody,
  type InspectionUpdateBody,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, notFound } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { findAirportPm, listRecordHistory } from './gci-grants.repository';
import { presentHistory } from './gci-history.presenter';
import {
  removeGciChild,
  requireEditableGciRecord,
  requireGciOpen,
  requireGciRecord,
  requireWritableGciAirport,
} from './gci-record-rules';
import { presentDiscrepancy, presentInspectionRow } from './gci-inspections.presenter';
import {
  countInspectionAlerts,
  deleteInspectionRow,
  earliestActionDate,
  findDiscrepancy,
  findInspectionRow,
  insertDiscrepancy,
  insertInspection,
  listAirportInspections,
  listDiscrepancies,
  listInspections,
  lockInspection,
  readInspectionSettings,
  saveInspectionSettings,
  updateDiscrepancy,
  updateInspection,
  type DiscrepancyRecord,
  type InspectionRecord,
} from './gci-inspections.repository';

type Ctx = Pick<AppContext, 'db'>;

const categoryLabel = (category: string) =>
  DISCREPANCY_CATEGORY_LABELS[category as DiscrepancyCategory].toLowerCase();

/**
 * Overdue inspections and corrective actions across the airports the caller may see: the Inspections
 * tab's own counts (the executive overview's figure, linking there).
 */
export async function countInspectionAlertsFor(
  ctx: Ctx,
  principal: RequestPrincipal,
  now = clockNow(),
): Promise<{ overdueActions: number; openActions: number; overdueInspections: number }> {
  requireGciOpen(principal);
  return countInspectionAlerts(ctx.db, resolveGciVisibility(principal), todayInNewYork(now));
}

/** GET /api/gci/inspections. */
export async function listInspectionPage(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: InspectionListQuery,
  now = clockNow(),
): Promise<InspectionList> {
  requireGciOpen(principal);
  const today = todayInNewYork(now);
  const visibility = resolveGciVisibility(principal);
  const [page, counts] = await Promise.all([
    listInspections(ctx.db, query, visibility, today),
    countInspectionAlerts(ctx.db, visibility, today),
  ]);
  return {
    today,
    total: page.total,
    page: query.page,
    limit: query.limit,
    rows: page.rows.map((row) => presentInspectionRow(row, principal, today)),
    counts,
    canCreate: authorize(gciAreaPolicy, principal, 'create', null).allowed,
  };
}

async function buildDetail(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  id: string,
  now: Date,
): Promise<InspectionDetail> {
  const today = todayInNewYork(now);
  const row = await findInspectionRow(db, id, today);
  if (!row) throw notFound(INSPECTION_MESSAGES.notFound);
  requireGciRecord(principal, 'read', row.tdot_pm, INSPECTION_MESSAGES.notFound);
  const [discrepancies, settings, airportHistory, history] = await Promise.all([
    listDiscrepancies(db, id),
    readInspectionSettings(db, row.airport_code),
    listAirportInspections(db, row.airport_code),
    listRecordHistory(db, 'gci_inspection', id),
  ]);
  return {
    today,
    inspection: presentInspectionRow(row, principal, today),
    discrepancies: discrepancies.map((item) => presentDiscrepancy(item, today)),
    settings,
    airportHistory,
    history: presentHistory(history),
  };
}

/** GET /api/gci/inspections/:id: the inspection, its discrepancies and actions, the airport's history. */
export async function getInspectionDetail(
  ctx: Ctx,
  principal: RequestPrincipal,
  id: string,
  now = clockNow(),
): Promise<InspectionDetail> {
  requireGciOpen(principal);
  return buildDetail(ctx.db, principal, id, now);
}

const requireWritableAirport = (db: Kysely<Database>, principal: RequestPrincipal, code: string) =>
  requireWritableGciAirport(db, principal, code, INSPECTION_MESSAGES.unknownAirport);

async function requireEditableInspection(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  id: string,
  action: 'update' | 'delete',
) {
  const record = await lockInspection(db, id);
  return requireEditableGciRecord(principal, record, action, INSPECTION_MESSAGES.notFound);
}

const snapshot = (row: InspectionRecord | DiscrepancyRecord) => ({
  ...row,
  created_at: undefined,
  updated_at: undefined,
  closed_at: 'closed_at' in row && row.closed_at ? new Date(row.closed_at).toISOString() : null,
});

function checkNotFuture(date: string, now: Date) {
  if (date > todayInNewYork(now)) throw badRequest(INSPECTION_MESSAGES.inspectionInFuture);
}

/** POST /api/gci/inspections. */
export async function createInspection(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: InspectionCreateBody,
  now = clockNow(),
): Promise<InspectionDetail> {
  requireGciOpen(principal, 'create');
  checkNotFuture(body.inspection_date, now);
  const id = await ctx.db.transaction().execute(async (trx) => {
    await requireWritableAirport(trx, principal, body.airport_code);
    const created = await insertInspection(trx, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_gci_inspection',
      resourceType: 'gci_inspection',
      resourceId: created.id,
      details: { name: `${created.airport_code} ${created.inspection_date}` },
      after: snapshot(created),
    });
    return created.id;
  });
  return buildDetail(ctx.db, principal, id, now);
}

/** PATCH /api/gci/inspections/:id. */
export async function changeInspection(
  ctx: Ctx,
  principal: SignedInPrincipal,
  id: string,
  body: InspectionUpdateBody,
  now = clockNow(),
): Promise<InspectionDetail> {
  requireGciOpen(principal);
  if (Object.keys(body).length === 0) throw badRequest(INSPECTION_MESSAGES.nothingToChange);
  if (body.inspection_date) checkNotFuture(body.inspection_date, now);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireEditableInspection(trx, principal, id, 'update');
    if (body.airport_code && body.airport_code !== before.airport_code)
      await requireWritableAirport(trx, principal, body.airport_code);
    if (body.inspection_date) {
      const earliest = await earliestActionDate(trx, id);
      if (earliest && earliest < body.inspection_date)
        throw badRequest(INSPECTION_MESSAGES.planBeforeInspection);
    }
    const { tdot_pm: _pm, ...stored } = before;
    const after = await updateInspection(trx, id, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_gci_inspection',
      resourceType: 'gci_inspection',
      resourceId: id,
      details: { name: `${after.airport_code} ${after.inspection_date}` },
      before: snapshot(stored),
      after: snapshot(after),
    });
  });
  return buildDetail(ctx.db, principal, id, now);
}

/** DELETE /api/gci/inspections/:id (its discrepancies go with it, kept in the audit row). */
export async function removeInspection(ctx: Ctx, principal: SignedInPrincipal, id: string): Promise<void> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    const inspection = await requireEditableInspection(trx, principal, id, 'delete');
    const discrepancies = await listDiscrepancies(trx, id);
    await deleteInspectionRow(trx, id);
    const { tdot_pm: _pm, ...stored } = inspection;
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'delete_gci_inspection',
      resourceType: 'gci_inspection',
      resourceId: id,
      details: { name: `${stored.airport_code} ${stored.inspection_date}` },
      before: { ...snapshot(stored), discrepancies: discrepancies.map(snapshot) },
    });
  });
}

/** Closing records who closed the action and when; reopening clears both. */
function closingFields(
  principal: SignedInPrincipal,
  status: string | undefined,
  previous: string | null,
  now: Date,
): Partial<Pick<DiscrepancyRecord, 'closed_at' | 'closed_by'>> {
  if (status === undefined || status === previous) return {};
  if (status === 'closed') return { closed_at: now, closed_by: principal.userId };
  return { closed_at: null, closed_by: null };
}

/** POST /api/gci/inspections/:id/discrepancies: the plan falls due the airport's plan days after the inspection. */
export async function createDiscrepancy(
  ctx: Ctx,
  principal: SignedInPrincipal,
  inspectionId: string,
  body: DiscrepancyCreateBody,
  now = clockNow(),
): Promise<InspectionDetail> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    const inspection = await requireEditableInspection(trx, principal, inspectionId, 'update');
    const settings = await readInspectionSettings(trx, inspection.airport_code);
    const values = {
      ...body,
      plan_due_date:
        body.plan_due_date ?? correctivePlanDue(inspection.inspection_date, settings.corrective_plan_days),
      closed_at: null,
      closed_by: null,
      ...closingFields(principal, body.action_status, null, now),
    };
    const problem = checkActionDates(inspection.inspection_date, values);
    if (problem) throw badRequest(problem);
    const created = await insertDiscrepancy(trx, inspectionId, values);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_gci_discrepancy',
      resourceType: 'gci_discrepancy',
      resourceId: created.id,
      details: { name: categoryLabel(created.category), parent_id: inspectionId },
      after: snapshot(created),
    });
  });
  return buildDetail(ctx.db, principal, inspectionId, now);
}

/** PATCH .../discrepancies/:did: correct it, or move its corrective action (open, in progress, closed). */
export async function changeDiscrepancy(
  ctx: Ctx,
  principal: SignedInPrincipal,
  inspectionId: string,
  id: string,
  body: DiscrepancyUpdateBody,
  now = clockNow(),
): Promise<InspectionDetail> {
  requireGciOpen(principal);
  if (Object.keys(body).length === 0) throw badRequest(INSPECTION_MESSAGES.nothingToChange);
  await ctx.db.transaction().execute(async (trx) => {
    const inspection = await requireEditableInspection(trx, principal, inspectionId, 'update');
    const before = await findDiscrepancy(trx, inspectionId, id);
    if (!before) throw notFound(INSPECTION_MESSAGES.discrepancyNotFound);
    const { plan_due_date: planDue, ...rest } = body;
    const changes = {
      ...rest,
      // A blank plan date goes back to the default.
      ...(planDue === undefined
        ? {}
        : {
            plan_due_date:
              planDue ??
              correctivePlanDue(
                inspection.inspection_date,
                (await readInspectionSettings(trx, inspection.airport_code)).corrective_plan_days,
              ),
          }),
      ...closingFields(principal, body.action_status, before.action_status, now),
    };
    const problem = checkActionDates(inspection.inspection_date, { ...before, ...changes });
    if (problem) throw badRequest(problem);
    const after = await updateDiscrepancy(trx, id, changes);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action:
        after.action_status === 'closed' && before.action_status !== 'closed'
          ? 'close_gci_corrective_action'
          : 'update_gci_discrepancy',
      resourceType: 'gci_discrepancy',
      resourceId: id,
      details: { name: categoryLabel(after.category), parent_id: inspectionId },
      before: snapshot(before),
      after: snapshot(after),
    });
  });
  return buildDetail(ctx.db, principal, inspectionId, now);
}

/** DELETE .../discrepancies/:did. */
export async function removeDiscrepancy(
  ctx: Ctx,
  principal: SignedInPrincipal,
  inspectionId: string,
  id: string,
  now = clockNow(),
): Promise<InspectionDetail> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    await requireEditableInspection(trx, principal, inspectionId, 'update');
    await removeGciChild(trx, principal, {
      table: 'gci_discrepancies',
      parentId: inspectionId,
      id,
      kind: 'gci_discrepancy',
      notFoundMessage: INSPECTION_MESSAGES.discrepancyNotFound,
      describe: (row) => ({ name: categoryLabel(row.category), before: snapshot(row) }),
    });
  });
  return buildDetail(ctx.db, principal, inspectionId, now);
}

/** PUT /api/gci/airports/:code/inspection-settings: the airport's cycle and plan days; audited. */
export async function changeInspectionSettings(
  ctx: Ctx,
  principal: SignedInPrincipal,
  airportCode: string,
  body: InspectionSettingsBody,
): Promise<InspectionSettingsBody> {
  requireGciOpen(principal);
  await ctx.db.transaction().execute(async (trx) => {
    const airport = await findAirportPm(trx, airportCode);
    if (!airport) throw notFound(INSPECTION_MESSAGES.unknownAirport);
    requireGciRecord(principal, 'update', airport.tdot_pm, INSPECTION_MESSAGES.unknownAirport);
    const before = await readInspectionSettings(trx, airportCode);
    await saveInspectionSettings(trx, airportCode, body);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_gci_inspection_settings',
      resourceType: 'airport',
      resourceId: airportCode,
      details: { name: airportCode },
      before: { ...before },
      after: { ...body },
    });
  });
  return body;
}
