import {
  authorize,
  DELIVERY_MESSAGES,
  DELIVERY_MILESTONES,
  deliveryAreaPolicy,
  deliveryRecordPolicy,
  deliveryRecordSchemaFor,
  deriveDeliveryMilestones,
  derivedEditIssues,
  isProgressChange,
  percentCompleteOf,
  resolveAirportVisibility,
  todayInNewYork,
  type DeliveryDetail,
  type DeliveryPortfolio,
  type DeliveryQuery,
  type DeliveryRecordBody,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import { clockNow } from '../../lib/clock';
import { badRequest, notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { milestonesOf, presentDeliveryDetail, presentDeliveryRow, presentGroups } from './delivery.presenter';
import { cachedDeliveryCounts } from './delivery-counts-cache';
import {
  countDeliveryByAirport,
  deleteDeliveryRecord,
  findDeliveryFacts,
  findDeliveryRow,
  listTrackedRows,
  listUntrackedRows,
  readDeliveryDataTag,
  type DeliveryFilter,
  MILESTONE_COLUMNS,
  upsertDeliveryRecord,
  type DeliveryRecordValues,
  type DeliveryRow,
} from './delivery.repository';

type Ctx = Pick<AppContext, 'db'>;

/** GET /api/delivery: a page of the awarded projects in the caller's scope, late first, and the groups. */
export async function getDeliveryPortfolio(
  ctx: Ctx,
  principal: RequestPrincipal,
  query: DeliveryQuery,
  now = clockNow(),
): Promise<DeliveryPortfolio> {
  throwIfRefused(authorize(deliveryAreaPolicy, principal, 'open', null));
  const today = todayInNewYork(now);
  const visibility = resolveAirportVisibility(principal);
  const filter: DeliveryFilter = {
    visibility,
    pm: query.pm || undefined,
    airport: query.airport || undefined,
    health: query.health,
  };
  const tag = await readDeliveryDataTag(ctx.db);
  const compute = () => countDeliveryByAirport(ctx.db, visibility, today);
  // No version row (a database emptied by hand): nothing to key a cache by.
  const counts = tag
    ? await cachedDeliveryCounts(ctx.db, JSON.stringify([tag, today, visibility]), compute)
    : await compute();
  const groups = presentGroups(counts, filter);
  // Tracked records come first (late first), then the awarded projects nobody tracks yet.
  const offset = (query.page - 1) * query.pageSize;
  const tracked =
    offset < groups.trackedMatching
      ? await listTrackedRows(ctx.db, filter, today, { offset, limit: query.pageSize })
      : [];
  const untracked =
    tracked.length < query.pageSize && groups.untrackedMatching > 0
      ? await listUntrackedRows(ctx.db, filter, today, {
          offset: Math.max(0, offset - groups.trackedMatching),
          limit: query.pageSize - tracked.length,
        })
      : [];
  return {
    today,
    totals: groups.totals,
    byPm: groups.byPm,
    byAirport: groups.byAirport,
    rows: [...tracked, ...untracked].map((row) => presentDeliveryRow(row, principal, today)),
    page: query.page,
    pageSize: query.pageSize,
    totalRows: groups.trackedMatching + groups.untrackedMatching,
  };
}

/** The project and its record, readable by the caller (another PM's: the policy's 404). */
async function requireReadable(ctx: Ctx, principal: RequestPrincipal, projectId: string, today: string) {
  const row = await findDeliveryRow(ctx.db, projectId, today);
  if (!row) throw notFound(DELIVERY_MESSAGES.projectNotFound);
  throwIfRefused(authorize(deliveryRecordPolicy, principal, 'read', { airportPm: row.tdot_pm }));
  if (!row.award_date) throw notFound(DELIVERY_MESSAGES.notAwarded);
  return row;
}

export async function getDeliveryDetail(
  ctx: Ctx,
  principal: RequestPrincipal,
  projectId: string,
  now = clockNow(),
): Promise<DeliveryDetail> {
  throwIfRefused(authorize(deliveryAreaPolicy, principal, 'open', null));
  const today = todayInNewYork(now);
  const row = await requireReadable(ctx, principal, projectId, today);
  return presentDeliveryDetail(row, await findDeliveryFacts(ctx.db, projectId), principal, today);
}

/** The record's columns as stored, for the audit's before and after. */
function snapshot(row: DeliveryRow) {
  const dates = Object.fromEntries(
    Object.values(MILESTONE_COLUMNS).flatMap((column) => [
      [`${column}_planned`, row[`${column}_planned`]],
      [`${column}_actual`, row[`${column}_actual`]],
    ]),
  );
  return {
    ...dates,
    percent_complete: row.percent_complete,
    contract_amount_cents: row.contract_amount_cents,
    amount_drawn_cents: row.amount_drawn_cents,
    progress_date: row.progress_date,
    notes: row.notes,
  };
}

function toValues(body: DeliveryRecordBody, progressDate: string, userId: string): DeliveryRecordValues {
  const values: DeliveryRecordValues = {
    percent_complete: body.percentComplete,
    contract_amount_cents: body.contractAmountCents,
    amount_drawn_cents: body.amountDrawnCents,
    progress_date: progressDate,
    notes: body.notes || null,
    updated_by: userId,
  };
  for (const { key } of DELIVERY_MILESTONES) {
    const column = MILESTONE_COLUMNS[key];
    values[`${column}_planned`] = body.milestones[key].planned;
    values[`${column}_actual`] = body.milestones[key].actual;
  }
  return values;
}

/** PUT /api/delivery/:projectId: creates or replaces the record (audited with before and after). */
export async function saveDeliveryRecord(
  ctx: Ctx,
  principal: SignedInPrincipal,
  projectId: string,
  body: DeliveryRecordBody,
  now = clockNow(),
): Promise<DeliveryDetail> {
  const today = todayInNewYork(now);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findDeliveryRow(trx, projectId, today, { forUpdate: true });
    if (!before) throw notFound(DELIVERY_MESSAGES.projectNotFound);
    const action = before.has_record ? 'update' : 'create';
    throwIfRefused(authorize(deliveryRecordPolicy, principal, action, { airportPm: before.tdot_pm }));
    if (!before.award_date) throw badRequest(DELIVERY_MESSAGES.notAwarded);
    // Dates another record knows are that record's: another date is refused, a blank means the record's.
    const facts = await findDeliveryFacts(trx, projectId);
    const derived = deriveDeliveryMilestones(body.milestones, facts);
    const refused = derivedEditIssues(body.milestones, derived);
    if (refused[0]) throw badRequest(refused[0].message);
    const checked = deliveryRecordSchemaFor({
      awardDate: before.award_date,
      today,
      derived: derived.sources,
    }).safeParse({ ...body, milestones: derived.milestones });
    if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? 'Invalid delivery record');
    if (percentCompleteOf(derived.milestones, body.percentComplete) !== body.percentComplete)
      throw badRequest(DELIVERY_MESSAGES.completeWhenAccepted);
    const record = { ...body, milestones: derived.milestones };
    const previous = before.has_record
      ? { percentComplete: before.percent_complete, milestones: milestonesOf(before) }
      : null;
    const progressDate = previous && !isProgressChange(previous, record) ? before.progress_date : today;
    await upsertDeliveryRecord(trx, projectId, toValues(record, progressDate, principal.userId));
    const after = await findDeliveryRow(trx, projectId, today);
    if (!after) throw notFound(DELIVERY_MESSAGES.projectNotFound);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: before.has_record ? 'update_delivery_record' : 'create_delivery_record',
      resourceType: 'delivery_records',
      resourceId: projectId,
      before: before.has_record ? snapshot(before) : null,
      after: snapshot(after),
    });
    return presentDeliveryDetail(after, facts, principal, today);
  });
}

/** DELETE /api/delivery/:projectId: stops tracking the project (audited). */
export async function removeDeliveryRecord(
  ctx: Ctx,
  principal: SignedInPrincipal,
  projectId: string,
  now = clockNow(),
): Promise<void> {
  const today = todayInNewYork(now);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findDeliveryRow(trx, projectId, today, { forUpdate: true });
    if (!before) throw notFound(DELIVERY_MESSAGES.recordNotFound);
    throwIfRefused(authorize(deliveryRecordPolicy, principal, 'delete', { airportPm: before.tdot_pm }));
    if (!before.has_record) throw notFound(DELIVERY_MESSAGES.recordNotFound);
    await deleteDeliveryRecord(trx, projectId);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'delete_delivery_record',
      resourceType: 'delivery_records',
      resourceId: projectId,
      before: snapshot(before),
      after: null,
    });
  });
}
