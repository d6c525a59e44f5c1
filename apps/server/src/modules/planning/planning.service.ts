import {
  acipFiscalYears,
  authorize,
  isSplitConsistent,
  planItemPolicy,
  planningAreaPolicy,
  PLANNING_MESSAGES,
  resolveAirportVisibility,
  todayInNewYork,
  type PlanItemBody,
  type PlanItemPatch,
  type PlanningOverview,
  type PlanItem,
} from '@bil/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Database, PlanItemsTable } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { clockNow } from '../../lib/clock';
import { badRequest, notFound, throwIfRefused } from '../../lib/http-errors';
import { recordAuditor } from '../../lib/audit.repository';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { aggregateProjects, groupByAirport, listAirports, listGrantAigAwards } from '../airports';
import { presentPlanItem, presentPlanningAirport } from './planning.presenter';
import {
  deletePlanItem as deleteRow,
  findAirportPm,
  findPlanItem,
  findProjectAirport,
  insertPlanItem,
  listPlanItems,
  updatePlanItem as updateRow,
  type PlanItemRow,
} from './planning.repository';

function refuseUnless(decision: ReturnType<typeof authorize>): void {
  throwIfRefused(decision);
}

/** GET /api/planning: the plan items in scope and each airport's plan set against its AIG money. */
export async function getPlanningOverview(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  now = clockNow(),
): Promise<PlanningOverview> {
  refuseUnless(authorize(planningAreaPolicy, principal, 'open', null));
  const today = todayInNewYork(now);
  const visibility = resolveAirportVisibility(principal);
  const [airports, aggregates, grantAwards, rows] = await Promise.all([
    listAirports(ctx.db, visibility),
    aggregateProjects(ctx.db, { visibility }),
    listGrantAigAwards(ctx.db, { visibility }),
    listPlanItems(ctx.db, visibility),
  ]);
  const items = rows.map((row) => presentPlanItem(row, principal));
  const itemsByAirport = new Map<string, PlanItem[]>();
  for (const item of items)
    itemsByAirport.set(item.airportCode, [...(itemsByAirport.get(item.airportCode) ?? []), item]);
  const byAirport = groupByAirport(aggregates);
  return {
    today,
    acipYears: acipFiscalYears(today),
    items,
    airports: airports.map((airport) =>
      presentPlanningAirport(
        airport,
        byAirport.get(airport.airport_code) ?? [],
        grantAwards.get(airport.airport_code) ?? [],
        itemsByAirport.get(airport.airport_code) ?? [],
        principal,
        today,
      ),
    ),
  };
}

const toColumns = (body: PlanItemBody): Omit<Updateable<PlanItemsTable>, 'id'> => ({
  airport_code: body.airportCode,
  title: body.title,
  work_type: body.workType,
  fiscal_year: body.fiscalYear,
  estimated_cost: body.estimatedCost,
  aip_entitlement: body.funding.aipEntitlement,
  bil_aig: body.funding.bilAig,
  aip_discretionary: body.funding.aipDiscretionary,
  state_amount: body.funding.state,
  local_amount: body.funding.local,
  priority: body.priority,
  national_priority_rating: body.nationalPriorityRating,
  status: body.status,
  notes: body.notes || null,
});

const snapshot = (row: PlanItemRow) => ({
  airport_code: row.airport_code,
  title: row.title,
  work_type: row.work_type,
  fiscal_year: row.fiscal_year,
  estimated_cost: row.estimated_cost,
  aip_entitlement: row.aip_entitlement,
  bil_aig: row.bil_aig,
  aip_discretionary: row.aip_discretionary,
  state_amount: row.state_amount,
  local_amount: row.local_amount,
  priority: row.priority,
  national_priority_rating: row.national_priority_rating,
  status: row.status,
  notes: row.notes,
  project_id: row.project_id,
});

const auditPlanItem = recordAuditor('plan_items', snapshot);

/** May the caller add items at this airport? Unknown airport: 400; another PM's: the policy's 404. */
async function requireAirportForCreate(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  code: string,
): Promise<string> {
  const airport = await findAirportPm(db, code.trim().toUpperCase());
  if (!airport) throw badRequest(PLANNING_MESSAGES.airportNotFound);
  refuseUnless(authorize(planItemPolicy, principal, 'create', { airportPm: airport.tdot_pm }));
  return airport.airport_code;
}

async function requireItem(
  db: Kysely<Database>,
  principal: RequestPrincipal,
  id: string,
  action: 'update' | 'delete',
): Promise<PlanItemRow> {
  const row = await findPlanItem(db, id, { forUpdate: true });
  if (!row) throw notFound(PLANNING_MESSAGES.itemNotFound);
  refuseUnless(authorize(planItemPolicy, principal, action, { airportPm: row.tdot_pm }));
  return row;
}

const present = async (db: Kysely<Database>, principal: RequestPrincipal, id: string) => {
  const row = await findPlanItem(db, id);
  if (!row) throw notFound(PLANNING_MESSAGES.itemNotFound);
  return presentPlanItem(row, principal);
};

export async function createPlanItem(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  body: PlanItemBody,
): Promise<PlanItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const airportCode = await requireAirportForCreate(trx, principal, body.airportCode);
    const id = await insertPlanItem(trx, {
      ...toColumns({ ...body, airportCode }),
      created_by: principal.userId,
    } as Parameters<typeof insertPlanItem>[1]);
    const after = await findPlanItem(trx, id);
    await auditPlanItem(trx, principal.userId, 'create_plan_item', id, null, after);
    return present(trx, principal, id);
  });
}

export async function updatePlanItem(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  patch: PlanItemPatch,
): Promise<PlanItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireItem(trx, principal, id, 'update');
    if (before.status === 'converted') throw badRequest(PLANNING_MESSAGES.convertedIsFinal);
    const current = presentPlanItem(before, principal);
    const merged: PlanItemBody = {
      airportCode: current.airportCode,
      title: current.title,
      workType: current.workType,
      fiscalYear: current.fiscalYear,
      estimatedCost: current.estimatedCost,
      funding: current.funding,
      priority: current.priority,
      nationalPriorityRating: current.nationalPriorityRating,
      status: current.status as PlanItemBody['status'],
      notes: current.notes,
      ...patch,
    };
    if (!isSplitConsistent(merged)) throw badRequest(PLANNING_MESSAGES.splitMustAddUp);
    if (patch.airportCode !== undefined && patch.airportCode.toUpperCase() !== before.airport_code)
      merged.airportCode = await requireAirportForCreate(trx, principal, patch.airportCode);
    await updateRow(trx, id, toColumns(merged));
    const after = await findPlanItem(trx, id);
    await auditPlanItem(trx, principal.userId, 'update_plan_item', id, before, after);
    return present(trx, principal, id);
  });
}

export async function removePlanItem(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireItem(trx, principal, id, 'delete');
    await deleteRow(trx, id);
    await auditPlanItem(trx, principal.userId, 'delete_plan_item', id, before, null);
  });
}

/** POST /api/planning/items/:id/convert: a programmed item becomes 'converted' and keeps the project's id. */
export async function convertPlanItem(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  projectId: string,
): Promise<PlanItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await requireItem(trx, principal, id, 'update');
    if (before.status !== 'programmed') throw badRequest(PLANNING_MESSAGES.convertOnlyProgrammed);
    const project = await findProjectAirport(trx, projectId);
    if (!project || project.airport_code !== before.airport_code)
      throw badRequest('The project was not found at this plan item’s airport');
    await updateRow(trx, id, { status: 'converted', project_id: projectId });
    const after = await findPlanItem(trx, id);
    await auditPlanItem(trx, principal.userId, 'convert_plan_item', id, before, after);
    return present(trx, principal, id);
  });
}
