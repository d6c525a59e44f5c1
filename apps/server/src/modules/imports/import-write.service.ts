import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import type { PlannedRow } from './import-plan.service';
import { writeRecord } from './record-import.service';
import {
  insertAirport,
  insertProjects,
  setAllocation,
  updateAirport,
  updateProjectFields,
  type NewImportProject,
} from './imports.repository';

// Rows per insert statement (one JSON parameter each): big enough to amortise a round trip.
const INSERT_BATCH = 5000;

/**
 * Writes the planned rows inside the caller's transaction and returns what undo needs: for each record
 * its state before (null: created) and its stamp after (a project's version, an airport's or allocation's
 * values), so undo can tell whether anything changed it since.
 */
export async function writePlannedRows(
  trx: Kysely<Database>,
  rows: PlannedRow[],
  onWritten: (rows: number) => void,
): Promise<JsonObject[]> {
  const changes: JsonObject[] = [];
  let pending: (NewImportProject & { id: string })[] = [];
  let written = 0;
  const flush = async () => {
    await insertProjects(trx, pending);
    // A new project starts at version 1 (the column's default): undo checks it is still there.
    for (const project of pending) changes.push({ t: 'p', id: project.id, v: 1, before: null });
    written += pending.length;
    pending = [];
    onWritten(written);
  };
  for (const { write, prewrite } of rows) {
    if (!write) continue;
    if (prewrite?.t === 'airport-create') {
      await insertAirport(trx, prewrite.airport);
      changes.push({ t: 'a', code: prewrite.airport.airport_code, before: null, after: prewrite.airport });
    }
    if (write.t === 'project-create') {
      pending.push({ id: randomUUID(), ...write.values });
      if (pending.length >= INSERT_BATCH) await flush();
      continue;
    }
    if (write.t === 'project-update') {
      const version = await updateProjectFields(trx, write.id, write.changes);
      changes.push({ t: 'p', id: write.id, v: version, before: write.before });
    } else if (write.t === 'record') {
      changes.push(await writeRecord(trx, write));
    } else if (write.t === 'airport-create') {
      await insertAirport(trx, write.airport);
      changes.push({ t: 'a', code: write.airport.airport_code, before: null, after: write.airport });
    } else if (write.t === 'airport-update') {
      await updateAirport(trx, write.after);
      changes.push({ t: 'a', code: write.after.airport_code, before: write.before, after: write.after });
    } else {
      await setAllocation(trx, write.code, write.key, write.after);
      changes.push({ t: 'b', code: write.code, key: write.key, before: write.before, after: write.after });
    }
    written += 1;
  }
  await flush();
  return changes;
}
