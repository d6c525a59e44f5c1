import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { AigYearKey } from '@bil/domain';
import type {
  AirportAssignmentsTable,
  Database,
  ImportRunsTable,
  JsonObject,
  ProjectsTable,
} from '../../db/schema';
import { PROJECT_COLUMNS } from '../projects';

export type ImportProjectRow = Omit<Selectable<ProjectsTable>, 'created_at' | 'updated_at'>;
export type NewImportProject = Omit<
  Insertable<ProjectsTable>,
  'id' | 'version' | 'created_at' | 'updated_at'
>;
export type AirportRow = Pick<
  Selectable<AirportAssignmentsTable>,
  'airport_code' | 'airport_name' | 'city' | 'tdot_pm'
>;

type ImportedColumn = Exclude<(typeof PROJECT_COLUMNS)[number], 'created_at' | 'updated_at'>;

/** The project response's columns without the timestamps an import neither reads nor writes. */
export const PROJECT_SELECT_COLUMNS = PROJECT_COLUMNS.filter(
  (column): column is ImportedColumn => column !== 'created_at' && column !== 'updated_at',
);

export async function findProjectsByIds(db: Kysely<Database>, ids: string[]): Promise<ImportProjectRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('projects').select(PROJECT_SELECT_COLUMNS).where('id', 'in', ids).execute();
}

export async function findProjectsByUpins(
  db: Kysely<Database>,
  upins: string[],
): Promise<ImportProjectRow[]> {
  if (upins.length === 0) return [];
  return db.selectFrom('projects').select(PROJECT_SELECT_COLUMNS).where('upin', 'in', upins).execute();
}

/**
 * One statement per batch, its rows as one JSON parameter (json_populate_recordset, as the demo loader):
 * far fewer bind parameters than a multi-row VALUES, and the totals triggers run once per statement.
 * The ids come with the rows (no RETURNING to read back); version and timestamps take their defaults.
 */
export async function insertProjects(
  db: Kysely<Database>,
  rows: (NewImportProject & { id: string })[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const list = sql.join(Object.keys(first).map((column) => sql.ref(column)));
  await sql`
    insert into projects (${list})
    select ${list} from json_populate_recordset(null::projects, ${JSON.stringify(rows)}::json)`.execute(db);
}

export async function updateProjectFields(
  db: Kysely<Database>,
  id: string,
  changes: Partial<ImportProjectRow>,
): Promise<number> {
  const row = await db
    .updateTable('projects')
    .set({ ...changes, version: sql<number>`version + 1`, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export async function deleteProjects(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('projects').where('id', 'in', ids).execute();
}

export async function findProjectVersions(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'version'])
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row.version]));
}

export async function listAirports(db: Kysely<Database>): Promise<AirportRow[]> {
  return db
    .selectFrom('airport_assignments')
    .select(['airport_code', 'airport_name', 'city', 'tdot_pm'])
    .execute();
}

export async function insertAirport(db: Kysely<Database>, airport: AirportRow): Promise<void> {
  await db.insertInto('airport_assignments').values(airport).execute();
}

export async function updateAirport(db: Kysely<Database>, airport: AirportRow): Promise<void> {
  const { airport_code: code, ...fields } = airport;
  await db
    .updateTable('airport_assignments')
    .set({ ...fields, updated_at: sql<never>`now()` })
    .where('airport_code', '=', code)
    .execute();
}

export async function deleteAirport(db: Kysely<Database>, code: string): Promise<void> {
  await db.deleteFrom('airport_assignments').where('airport_code', '=', code).execute();
}

export async function countAirportProjects(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('airport_code', '=', code)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Each airport's AIG allocation per fiscal-year key (only airports with a balances row). */
export async function listAllocations(
  db: Kysely<Database>,
): Promise<Map<string, Record<AigYearKey, number>>> {
  const rows = await db
    .selectFrom('airport_bil_balances')
    .select([
      'airport_code',
      'fy22_allocation',
      'fy23_allocation',
      'fy24_allocation',
      'fy25_allocation',
      'fy26_allocation',
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.airport_code,
      {
        fy22: row.fy22_allocation,
        fy23: row.fy23_allocation,
        fy24: row.fy24_allocation,
        fy25: row.fy25_allocation,
        fy26: row.fy26_allocation,
      },
    ]),
  );
}

/**
 * Sets one year's allocation. The year's balance moves by the same amount (what projects use of it is
 * unchanged) and the totals follow, so the catalogue stays consistent without a recomputation.
 */
export async function setAllocation(
  db: Kysely<Database>,
  code: string,
  key: AigYearKey,
  amount: number,
): Promise<void> {
  const allocation = sql.ref(`${key}_allocation`);
  const balance = sql.ref(`${key}_balance`);
  await sql`
    insert into airport_bil_balances (airport_code, ${allocation}, ${balance}, total_allocation, current_balance)
    values (${code}, ${amount}, ${amount}, ${amount}, ${amount})
    on conflict (airport_code) do update set
      ${allocation} = excluded.${allocation},
      ${balance} = airport_bil_balances.${balance} + (excluded.${allocation} - airport_bil_balances.${allocation}),
      total_allocation = airport_bil_balances.total_allocation + (excluded.${allocation} - airport_bil_balances.${allocation}),
      current_balance = airport_bil_balances.current_balance + (excluded.${allocation} - airport_bil_balances.${allocation}),
      updated_at = now()`.execute(db);
}

export async function deleteBalancesRow(db: Kysely<Database>, code: string): Promise<void> {
  await db.deleteFrom('airport_bil_balances').where('airport_code', '=', code).execute();
}

export type ImportRunRow = Selectable<ImportRunsTable> & { creator_email: string | null };

export async function insertImportRun(
  db: Kysely<Database>,
  run: {
    kind: string;
    fileName: string;
    sha256: string;
    createdBy: string | null;
    counts: JsonObject;
    changes: JsonObject[];
  },
): Promise<string> {
  const row = await db
    .insertInto('import_runs')
    .values({
      kind: run.kind,
      file_name: run.fileName,
      sha256: run.sha256,
      created_by: run.createdBy,
      counts: JSON.stringify(run.counts) as never,
      changes: JSON.stringify(run.changes) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first, without the (large) changes. */
export async function listImportRuns(
  db: Kysely<Database>,
  createdBy: string | null | undefined,
  limit = 50,
): Promise<Omit<ImportRunRow, 'changes'>[]> {
  let query = db
    .selectFrom('import_runs')
    .leftJoin('user', 'user.id', 'import_runs.created_by')
    .select([
      'import_runs.id',
      'import_runs.kind',
      'import_runs.file_name',
      'import_runs.sha256',
      'import_runs.created_by',
      'import_runs.counts',
      'import_runs.created_at',
      'import_runs.undone_at',
      'import_runs.undone_by',
      'user.email as creator_email',
    ]);
  if (createdBy !== undefined) query = query.where('import_runs.created_by', '=', createdBy);
  return query.orderBy('import_runs.created_at', 'desc').limit(limit).execute();
}

export async function findImportRunForUpdate(
  db: Kysely<Database>,
  id: string,
): Promise<Selectable<ImportRunsTable> | undefined> {
  return db.selectFrom('import_runs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markImportUndone(db: Kysely<Database>, id: string, by: string | null): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ undone_at: sql<never>`now()`, undone_by: by })
    .where('id', '=', id)
    .execute();
}

export async function findSavedMapping(
  db: Kysely<Database>,
  userId: string,
  kind: string,
): Promise<Record<string, string | null>> {
  const row = await db
    .selectFrom('import_mappings')
    .select('mapping')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return (row?.mapping ?? {}) as Record<string, string | null>;
}

export async function saveMapping(
  db: Kysely<Database>,
  userId: string,
  kind: string,
  mapping: Record<string, string | null>,
): Promise<void> {
  const value = JSON.stringify(mapping) as never;
  await db
    .insertInto('import_mappings')
    .values({ user_id: userId, kind, mapping: value })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({ mapping: value, updated_at: sql<never>`now()` }),
    )
    .execute();
}
