import type { Actor, CellIssue, ImportAction, ImportValues, RecordImportKind } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import {
  deleteFirmCertifications,
  deleteRecords,
  findDependents,
  insertFirmCertification,
  insertRecord,
  selectRecords,
  updateRecord,
  type RecordRow,
  type RecordTable,
} from './record-import.repository';

/**
 * The DBE and GC&I import kinds share one shape: a row is one record of one table. Each kind's planner
 * (its own file) checks the row against the area's rules and policy and says create / update / unchanged
 * with the columns to write; this file writes them, and undoes them.
 */
export type RecordWrite = {
  t: 'record';
  table: RecordTable;
  /** null: create. */
  id: string | null;
  /** The changed columns' stored values (null: created). */
  before: RecordRow | null;
  after: RecordRow;
  /** A firm's new certification entry (its history is appended to, never edited). */
  certification?: { status: string; effective_date: string; recorded_by: string | null };
};

export type RecordPlan = {
  row: number;
  action: ImportAction;
  key: string | null;
  issues: CellIssue[];
  write?: RecordWrite;
};

/** `newAirport`: the row's airport is added by this import (createAirports), just before the row. */
export type RecordItem<K extends RecordImportKind> = {
  row: number;
  key: string;
  values: ImportValues[K];
  newAirport?: boolean;
};

/** A kind's planner for one import: it may keep what earlier batches planned (a grant's drawdowns). */
export type RecordPlanner<K extends RecordImportKind> = (items: RecordItem<K>[]) => Promise<RecordPlan[]>;

export type RecordKindHandler<K extends RecordImportKind> = {
  table: RecordTable;
  planner: (db: Kysely<Database>, actor: Actor) => RecordPlanner<K>;
};

/** What undo keeps of one written record. */
export type RecordChange = {
  t: 'r';
  table: RecordTable;
  id: string;
  before: RecordRow | null;
  after: RecordRow;
  certificationId?: string;
};

export const refusedPlan = (row: number, key: string | null, issues: CellIssue[]): RecordPlan => ({
  row,
  action: 'refused',
  key,
  issues,
});

/** Stored and file values compare as the same: numbers by value, lists by their items, blanks as null. */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) => {
    if (value === undefined || value === '') return null;
    if (Array.isArray(value)) return value.join(',');
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
    return value;
  };
  return norm(a) === norm(b);
}

/**
 * A row's action from the stored record (undefined: none) and the values the file brings: create; or
 * update of the columns that differ (before and after of those only); or unchanged.
 */
export function decideRecord(
  plan: { row: number; key: string | null; table: RecordTable },
  current: RecordRow | undefined,
  next: RecordRow,
): RecordPlan {
  const { row, key, table } = plan;
  if (!current) {
    return {
      row,
      action: 'create',
      key,
      issues: [],
      write: { t: 'record', table, id: null, before: null, after: next },
    };
  }
  const changed = Object.keys(next).filter((column) => !sameValue(current[column], next[column]));
  if (changed.length === 0) return { row, action: 'unchanged', key, issues: [] };
  const pick = (source: RecordRow) =>
    Object.fromEntries(changed.map((column) => [column, source[column] ?? null]));
  return {
    row,
    action: 'update',
    key,
    issues: [],
    write: { t: 'record', table, id: String(current.id), before: pick(current), after: pick(next) },
  };
}

/** Writes one planned record inside the import's transaction; what undo needs comes back. */
export async function writeRecord(trx: Kysely<Database>, write: RecordWrite): Promise<JsonObject> {
  let id = write.id;
  if (id === null) id = await insertRecord(trx, write.table, write.after);
  else if (Object.keys(write.after).length > 0) await updateRecord(trx, write.table, id, write.after);
  const certificationId = write.certification
    ? await insertFirmCertification(trx, { firm_id: id, ...write.certification })
    : undefined;
  const change: RecordChange = { t: 'r', table: write.table, id, before: write.before, after: write.after };
  if (certificationId) change.certificationId = certificationId;
  return change;
}

const TABLE_WORDS: Record<RecordTable, string> = {
  dbe_firms: 'DBE firm',
  dbe_contracts: 'DBE contract',
  gci_grants: 'grant',
  gci_reimbursements: 'reimbursement',
  gci_inspections: 'inspection',
};

/** The records changed since the import: their tracked columns differ from what it wrote (or they are gone). */
export async function findRecordsChangedSince(
  trx: Kysely<Database>,
  changes: RecordChange[],
): Promise<string[]> {
  const problems: string[] = [];
  const byTable = new Map<RecordTable, RecordChange[]>();
  for (const change of changes) byTable.set(change.table, [...(byTable.get(change.table) ?? []), change]);
  for (const [table, list] of byTable) {
    const columns = [...new Set(list.flatMap((change) => Object.keys(change.after)))];
    const stored = new Map(
      (
        await selectRecords(
          trx,
          table,
          columns,
          list.map((change) => change.id),
        )
      ).map((row) => [String(row.id), row]),
    );
    for (const change of list) {
      const row = stored.get(change.id);
      const same =
        row && Object.entries(change.after).every(([column, value]) => sameValue(row[column], value));
      if (!same) problems.push(`${TABLE_WORDS[table]} ${change.id}${row ? '' : ' (deleted)'}`);
    }
  }
  return problems;
}

/** The records the import created that another record now needs (named with what needs them). */
export async function findRecordsInUse(trx: Kysely<Database>, changes: RecordChange[]): Promise<string[]> {
  const problems: string[] = [];
  for (const table of new Set(changes.map((change) => change.table))) {
    const list = changes.filter((change) => change.table === table);
    const created = list.filter((change) => change.before === null).map((change) => change.id);
    const own = list.flatMap((change) => (change.certificationId ? [change.certificationId] : []));
    for (const [id, what] of await findDependents(trx, table, created, own)) {
      problems.push(`${TABLE_WORDS[table]} ${id} has ${what}`);
    }
  }
  return problems;
}

/** Puts every record back: created ones deleted (with their imported certification), updated ones restored. */
export async function revertRecords(trx: Kysely<Database>, changes: RecordChange[]): Promise<void> {
  await deleteFirmCertifications(
    trx,
    changes.flatMap((change) => (change.certificationId ? [change.certificationId] : [])),
  );
  for (const change of changes) {
    if (change.before === null) await deleteRecords(trx, change.table, [change.id]);
    else await updateRecord(trx, change.table, change.id, change.before);
  }
}
