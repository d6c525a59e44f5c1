import { authorize, importsPolicy, type Actor, type AigYearKey } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertAuditLog } from '../../lib/audit.repository';
import { conflict, notFound, throwIfRefused } from '../../lib/http-errors';
import {
  countAirportProjects,
  deleteAirport,
  deleteBalancesRow,
  deleteProjects,
  findImportRunForUpdate,
  findProjectVersions,
  listAirports,
  listAllocations,
  markImportUndone,
  setAllocation,
  updateAirport,
  updateProjectFields,
  type AirportRow,
  type ImportProjectRow,
} from './imports.repository';

type ProjectChange = { t: 'p'; id: string; v: number; before: Partial<ImportProjectRow> | null };
type AirportChange = { t: 'a'; code: string; before: AirportRow | null; after: AirportRow };
type AllocationChange = { t: 'b'; code: string; key: AigYearKey; before: number | null; after: number };
type Change = ProjectChange | AirportChange | AllocationChange;

export const UNDO_MESSAGES = {
  notFound: 'Import not found',
  alreadyUndone: 'This import was already undone',
} as const;

const sameAirport = (a: AirportRow | undefined, b: AirportRow) =>
  a !== undefined && a.airport_name === b.airport_name && a.city === b.city && a.tdot_pm === b.tdot_pm;

/** The first records changed since the import (by anyone): undo would overwrite their changes. */
async function findChangedSince(trx: Kysely<Database>, changes: Change[]): Promise<string[]> {
  const projects = changes.filter((change): change is ProjectChange => change.t === 'p');
  const versions = new Map<string, number>();
  for (let start = 0; start < projects.length; start += 5000) {
    const batch = await findProjectVersions(
      trx,
      projects.slice(start, start + 5000).map((change) => change.id),
    );
    for (const [id, version] of batch) versions.set(id, version);
  }
  const changed = projects
    .filter((change) => versions.get(change.id) !== change.v)
    .map((change) => `project ${change.id}`);
  const airports = new Map((await listAirports(trx)).map((airport) => [airport.airport_code, airport]));
  for (const change of changes) {
    if (change.t === 'a' && !sameAirport(airports.get(change.code), change.after))
      changed.push(`airport ${change.code}`);
  }
  const allocations = changes.some((change) => change.t === 'b')
    ? await listAllocations(trx)
    : new Map<string, Record<AigYearKey, number>>();
  for (const change of changes) {
    if (change.t === 'b' && allocations.get(change.code)?.[change.key] !== change.after) {
      changed.push(`${change.code} ${change.key.toUpperCase()} allocation`);
    }
  }
  for (const change of changes) {
    if (change.t === 'a' && change.before === null && (await countAirportProjects(trx, change.code)) > 0) {
      changed.push(`airport ${change.code} (has projects now)`);
    }
  }
  return changed;
}

async function revert(trx: Kysely<Database>, changes: Change[]): Promise<void> {
  const created = changes
    .filter((change) => change.t === 'p' && change.before === null)
    .map((change) => (change as ProjectChange).id);
  for (let start = 0; start < created.length; start += 5000)
    await deleteProjects(trx, created.slice(start, start + 5000));
  for (const change of changes) {
    if (change.t === 'p' && change.before) await updateProjectFields(trx, change.id, change.before);
    else if (change.t === 'a') {
      if (change.before) await updateAirport(trx, change.before);
      else await deleteAirport(trx, change.code);
    } else if (change.t === 'b') {
      if (change.before === null) await deleteBalancesRow(trx, change.code);
      else await setAllocation(trx, change.code, change.key, change.before);
    }
  }
}

/**
 * Undoes an import as a whole, in one transaction: refused (409) when any record it touched changed since
 * (another edit would be lost). Audited with the counts it reverted.
 */
export async function undoImport(db: Kysely<Database>, actor: Actor, id: string): Promise<void> {
  throwIfRefused(authorize(importsPolicy, actor, 'open', null));
  await db.transaction().execute(async (trx) => {
    const run = await findImportRunForUpdate(trx, id);
    if (!run) throw notFound(UNDO_MESSAGES.notFound);
    throwIfRefused(authorize(importsPolicy, actor, 'undo', { createdBy: run.created_by }));
    if (run.undone_at) throw conflict(UNDO_MESSAGES.alreadyUndone);
    const changes = run.changes as unknown as Change[];
    const changed = await findChangedSince(trx, changes);
    if (changed.length > 0) {
      throw conflict(
        `Cannot undo: ${changed.length} record${changed.length > 1 ? 's' : ''} changed since the import (${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ', …' : ''}).`,
      );
    }
    await revert(trx, changes);
    await markImportUndone(trx, id, actor.userId ?? null);
    await insertAuditLog(trx, {
      userId: actor.userId ?? null,
      action: 'undo_import',
      resourceType: 'import_runs',
      resourceId: id,
      details: { kind: run.kind, fileName: run.file_name, sha256: run.sha256 },
      before: run.counts,
      after: null,
    });
  });
}
