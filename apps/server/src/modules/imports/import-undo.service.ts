import { authorize, importsPolicy, type Actor, type AigYearKey } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertAuditLog } from '../../lib/audit.repository';
import { conflict, notFound, throwIfRefused } from '../../lib/http-errors';
import { findDependents } from './record-import.repository';
import {
  findRecordsChangedSince,
  findRecordsInUse,
  revertRecords,
  type RecordChange,
} from './record-import.service';
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
type Change = ProjectChange | AirportChange | AllocationChange | RecordChange;

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
  changed.push(...(await findRecordsChangedSince(trx, records(changes))));
  return changed;
}

/**
 * The records the import created that another record now needs: a DBE contract on an imported project, a
 * drawdown on an imported grant, a discrepancy on an imported inspection. Deleting them would break or take
 * that record along, so undo waits until it is undone or deleted. A record that only points at a record
 * the import updated does not block: the update is put back and the link stays.
 */
async function findInUse(trx: Kysely<Database>, changes: Change[]): Promise<string[]> {
  const created = changes.flatMap((change) =>
    change.t === 'p' && change.before === null ? [change.id] : [],
  );
  const inUse: string[] = [];
  for (let start = 0; start < created.length; start += 5000) {
    const dependents = await findDependents(trx, 'projects', created.slice(start, start + 5000));
    for (const [id, what] of dependents) inUse.push(`project ${id} has ${what}`);
  }
  inUse.push(...(await findRecordsInUse(trx, records(changes))));
  return inUse;
}

const records = (changes: Change[]) => changes.filter((change): change is RecordChange => change.t === 'r');

async function revert(trx: Kysely<Database>, changes: Change[]): Promise<void> {
  await revertRecords(trx, records(changes));
  const created = changes
    .filter((change) => change.t === 'p' && change.before === null)
    .map((change) => (change as ProjectChange).id);
  for (let start = 0; start < created.length; start += 5000)
    await deleteProjects(trx, created.slice(start, start + 5000));
  const addedAirports: string[] = [];
  for (const change of changes) {
    if (change.t === 'p' && change.before) await updateProjectFields(trx, change.id, change.before);
    else if (change.t === 'a') {
      if (change.before) await updateAirport(trx, change.before);
      else addedAirports.push(change.code);
    } else if (change.t === 'b') {
      if (change.before === null) await deleteBalancesRow(trx, change.code);
      else await setAllocation(trx, change.code, change.key, change.before);
    }
  }
  // An airport an allocation import added goes last, once its allocations are gone.
  for (const code of addedAirports) await deleteAirport(trx, code);
}

/**
 * Undoes an import as a whole, in one transaction: refused (409) when any record it touched changed since
 * (another edit would be lost), or when a record it created is now needed by another (a DBE contract on an
 * imported project, a drawdown on an imported grant): the message names it. Records that only point at a
 * record the import updated do not block. Audited with the counts it reverted.
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
    const inUse = await findInUse(trx, changes);
    if (inUse.length > 0) {
      throw conflict(
        `Cannot undo: ${inUse.length} record${inUse.length > 1 ? 's' : ''} this import created ${inUse.length > 1 ? 'are' : 'is'} now in use (${inUse.slice(0, 3).join(', ')}${inUse.length > 3 ? ', …' : ''}). Undo or delete those records first.`,
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
