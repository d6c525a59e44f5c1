import {
  PM_MESSAGES,
  type PmReassignmentBody,
  type PmReassignmentPreview,
  type PmReassignmentPreviewQuery,
  type PmReassignmentResult,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { insertAuditLog } from '../../lib/audit.repository';
import {
  countMovingProjects,
  findAirport,
  findAirportForUpdate,
  isKnownPm,
  lockMovingProjects,
  setAirportPm,
  setProjectsPm,
  type LockedAirportRow,
} from './pm.repository';
import type { SignedInPrincipal } from '../../auth/access.service';

type Ctx = Pick<AppContext, 'db'>;

async function checkTarget(
  db: Kysely<Database>,
  airport: LockedAirportRow | null,
  code: string,
  toPm: string,
) {
  if (!airport) throw notFound(PM_MESSAGES.unknownAirport(code));
  if (airport.tdot_pm === toPm) throw badRequest(PM_MESSAGES.alreadyAssigned(code, toPm));
  if (!(await isKnownPm(db, toPm))) throw badRequest(PM_MESSAGES.unknownTargetPm(toPm));
  return airport;
}

/**
 * GET /api/pm/reassignments/preview: how many open projects (status not executed) the move would take
 * along, for the confirmation the admin gives.
 */
export async function previewReassignment(
  ctx: Ctx,
  query: PmReassignmentPreviewQuery,
): Promise<PmReassignmentPreview> {
  const airport = await checkTarget(
    ctx.db,
    await findAirport(ctx.db, query.airport_code),
    query.airport_code,
    query.to_pm,
  );
  return {
    openProjectCount: await countMovingProjects(ctx.db, query.airport_code, query.to_pm),
    fromPm: airport.tdot_pm || null,
  };
}

/**
 * POST /api/pm/reassignments (admin): in one transaction, moves the airport to the new PM and its open
 * projects' tdot_pm with it; refused (409, nothing changed) when the open project count is no longer
 * the one the admin confirmed. The audit row keeps before and after: the history of assignments.
 */
export async function reassignAirport(
  ctx: Ctx,
  principal: SignedInPrincipal,
  body: PmReassignmentBody,
): Promise<PmReassignmentResult> {
  const code = body.airport_code;
  const toPm = body.to_pm;
  return ctx.db.transaction().execute(async (trx) => {
    const airport = await checkTarget(trx, await findAirportForUpdate(trx, code), code, toPm);
    const moving = await lockMovingProjects(trx, code, toPm);
    if (moving.length !== body.confirm_open_project_count) {
      throw new HttpError(409, PM_MESSAGES.countChanged(moving.length), {
        openProjectCount: moving.length,
      });
    }
    const ids = moving.map((project) => project.id);
    await setAirportPm(trx, code, toPm);
    const moved = await setProjectsPm(trx, ids, toPm);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'reassign_airport',
      resourceType: 'airport_assignments',
      resourceId: code,
      before: { tdot_pm: airport.tdot_pm, projects: moving.map((p) => ({ id: p.id, tdot_pm: p.tdot_pm })) },
      after: { tdot_pm: toPm, project_ids: ids },
      details: { moved_project_count: moved, open_means: 'status is not executed' },
    });
    return { airportCode: code, fromPm: airport.tdot_pm || null, toPm, movedProjectCount: moved };
  });
}
