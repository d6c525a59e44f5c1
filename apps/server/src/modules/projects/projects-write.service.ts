import {
  airportPolicy,
  authorize,
  completeProjectValues,
  isScopedToOwnAirports,
  projectPolicy,
  deriveDayCounts,
  formatProjectNotFound,
  formatUnknownAirport,
  PROJECT_MESSAGES,
  PROJECT_PERMISSION_MESSAGES,
  settleEditedTotal,
  type Project,
  type ProjectCreateBody,
  type ProjectUpdateBody,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { badRequest, conflict, forbidden, notFound, throwIfRefused } from '../../lib/http-errors';
import { presentProject, snapshotProject } from './project.presenter';
import { findAirportAssignment, type AirportOptionRow } from './airport-options.repository';
import { insertAuditLog } from '../../lib/audit.repository';
import {
  findProjectForUpdate,
  insertProject,
  updateProjectAtVersion,
  type ProjectRow,
  type ProjectRowChanges,
} from './projects.repository';
import type { SignedInPrincipal } from '../../auth/access.service';
import { assertProjectId } from './projects.service';

/** SPEC §6: a PM creates and moves projects only at the airports assigned to them. */
function assertAirportUsable(
  principal: SignedInPrincipal,
  airport: AirportOptionRow,
  refusal: string = PROJECT_PERMISSION_MESSAGES.createOnlyForSelf,
): void {
  const decision = authorize(airportPolicy, principal, 'useForProjects', {
    code: airport.airport_code,
    pm: airport.tdot_pm,
  });
  if (!decision.allowed) throw forbidden(refusal);
}

async function requireAirport(db: Kysely<Database>, code: string): Promise<AirportOptionRow> {
  const airport = await findAirportAssignment(db, code);
  if (!airport) {
    const message = formatUnknownAirport(code);
    throw badRequest(message, { issues: [{ path: 'airport_code', message }] });
  }
  return airport;
}

/**
 * POST /api/projects: SPEC §5/§6 create rules (a PM's project is theirs: a blank PM name becomes theirs,
 * another one is refused), the airport must be in airport_assignments (and a PM's own), a blank airport
 * name, city and PM come from it, day counts come from the dates. Saved with its audit row in one transaction.
 */
export async function createProject(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  body: ProjectCreateBody,
): Promise<Project> {
  const values = completeProjectValues(body);
  if (isScopedToOwnAirports(principal)) values.tdot_pm ??= principal.tdotPm;
  throwIfRefused(authorize(projectPolicy, principal, 'create', { tdot_pm: values.tdot_pm }));

  const row = await ctx.db.transaction().execute(async (trx) => {
    const airport = await requireAirport(trx, values.airport_code);
    assertAirportUsable(principal, airport);
    const saved = await insertProject(trx, {
      ...values,
      ...deriveDayCounts(values),
      airport_name: values.airport_name ?? airport.airport_name,
      city: values.city ?? airport.city,
      // Without a PM the project belongs to the airport's PM (who would otherwise never see it).
      tdot_pm: values.tdot_pm ?? airport.tdot_pm,
      created_by: principal.userId,
    });
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_project',
      resourceType: 'projects',
      resourceId: saved.id,
      after: snapshotProject(saved),
    });
    return saved;
  });
  return presentProject(row, principal);
}

type EditableRow = Omit<ProjectRow, 'id' | 'version' | 'created_by' | 'created_at' | 'updated_at'>;

/** The project after the edit: changes over the stored row, airport details and day counts filled in. */
async function mergeChanges(
  db: Kysely<Database>,
  principal: SignedInPrincipal,
  current: ProjectRow,
  changes: ProjectUpdateBody['changes'],
): Promise<EditableRow> {
  const {
    id: _id,
    version: _version,
    created_by: _createdBy,
    created_at: _created,
    updated_at: _updated,
    ...stored
  } = current;
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]: [string, unknown]) => value !== undefined),
  );
  // One total rule with the form and the import: blank is worked out, below the parts is refused.
  const total = settleEditedTotal(stored, changes);
  if (!total.ok)
    throw badRequest(total.message, { issues: [{ path: 'total_amount', message: total.message }] });
  const next: EditableRow = {
    ...stored,
    ...defined,
    total_amount: total.total_amount ?? stored.total_amount,
  };
  const movesAirport = next.airport_code !== current.airport_code;
  if (movesAirport || next.airport_name === null || next.city === null) {
    const airport = await requireAirport(db, next.airport_code);
    if (movesAirport) assertAirportUsable(principal, airport, PROJECT_PERMISSION_MESSAGES.editOnlyOwn);
    // A new airport brings its own name and city unless the edit gives them.
    if (next.airport_name === null || (movesAirport && changes.airport_name === undefined)) {
      next.airport_name = airport.airport_name;
    }
    if (next.city === null || (movesAirport && changes.city === undefined)) next.city = airport.city;
  }
  return { ...next, ...deriveDayCounts(next) };
}

function changedFields(before: ProjectRow, after: EditableRow): (keyof EditableRow)[] {
  return (Object.keys(after) as (keyof EditableRow)[]).filter((field) => after[field] !== before[field]);
}

function pick(row: object, fields: readonly string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, source[field] ?? null]));
}

/**
 * PATCH /api/projects/:id: SPEC §5/§6 edit rules (a PM cannot move a project to another PM), then the
 * optimistic check (the version the person opened must still be the stored one, else 409). Saves only
 * what changed, bumps version and updated_at, and audits the changed fields before and after.
 */
export async function updateProject(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: ProjectUpdateBody,
): Promise<Project> {
  assertProjectId(id);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await findProjectForUpdate(trx, id);
    if (!current) throw notFound(formatProjectNotFound(id));
    throwIfRefused(
      authorize(projectPolicy, principal, 'update', {
        id,
        tdot_pm: current.tdot_pm,
        nextTdotPm: body.changes.tdot_pm,
      }),
    );
    if (current.version !== body.version) throw conflict(PROJECT_MESSAGES.staleVersion);

    const next = await mergeChanges(trx, principal, current, body.changes);
    const fields = changedFields(current, next);
    if (fields.length === 0) return current;
    const changes = pick(next, fields) as ProjectRowChanges;
    const saved = await updateProjectAtVersion(trx, id, body.version, changes);
    if (!saved) throw conflict(PROJECT_MESSAGES.staleVersion);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'update_project',
      resourceType: 'projects',
      resourceId: id,
      before: pick(current, fields),
      after: pick(saved, fields),
    });
    return saved;
  });
  return presentProject(row, principal);
}
