import type { ProjectVisibility } from '@bil/domain';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/** The GC&I record tables that belong to one airport (the record policy asks that airport's PM). */
export type GciAirportTable = 'gci_grants' | 'gci_compliance_items' | 'gci_inspections';

/** The caller's airports as a condition on a listed query's rows (alias f, or the one given). */
export function gciScopeCondition(visibility: ProjectVisibility, alias = 'f'): RawBuilder<unknown> {
  if (visibility.scope === 'none') return sql`false`;
  if (visibility.scope === 'pm') return sql`${sql.raw(alias)}.tdot_pm = ${visibility.tdotPm}`;
  return sql`true`;
}

/** An ilike pattern that finds the text as typed (%, _ and \ match themselves). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** One row of a list's query (the same columns the list shows), by id. */
export async function findListedRow<Row>(
  db: Kysely<Database>,
  listed: RawBuilder<unknown>,
  id: string,
): Promise<Row | undefined> {
  const result = await sql<Row>`select f.* from (${listed}) f where f.id = ${id}`.execute(db);
  return result.rows[0];
}

/** A record locked for a change, with its airport's PM (null when the airport has none). */
export async function lockAirportRecord<T extends GciAirportTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<(Selectable<Database[T]> & { tdot_pm: string | null }) | undefined> {
  const result = await sql<Selectable<Database[T]> & { tdot_pm: string | null }>`
    select r.*, a.tdot_pm from ${sql.table(table)} r
    left join airport_assignments a on a.airport_code = r.airport_code
    where r.id = ${id} for update of r`.execute(db);
  return result.rows[0];
}

export async function deleteAirportRecord(
  db: Kysely<Database>,
  table: GciAirportTable,
  id: string,
): Promise<void> {
  await sql`delete from ${sql.table(table)} where id = ${id}`.execute(db);
}

/** The rows that hang off a GC&I record, and the column that names their parent. */
const PARENT_COLUMN = {
  gci_reimbursements: 'grant_id',
  gci_discrepancies: 'inspection_id',
  gci_compliance_findings: 'item_id',
} as const;
export type GciChildTable = keyof typeof PARENT_COLUMN;

/** The tables this area's forms write: the airport records and their children. */
export type GciRecordTable = GciAirportTable | GciChildTable;

type Row<T extends GciRecordTable> = Selectable<Database[T]>;
export type GciChildRow<T extends GciChildTable> = Row<T>;

// Kysely follows the columns of one named table; these helpers serve several, so they query through an
// untyped view and give the named table's row type back (each area's wrapper types the values it takes).
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;
const untyped = (db: Kysely<Database>) => db as unknown as AnyTables;

/** Change a record's fields and stamp updated_at; the row as it now stands. */
export async function updateGciRecord<T extends GciRecordTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
  values: object,
): Promise<Row<T>> {
  const row = await untyped(db)
    .updateTable(table as string)
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Row<T>;
}

/** One child row of that parent record (undefined when it is another record's, or none). */
export async function findChildRecord<T extends GciChildTable>(
  db: Kysely<Database>,
  table: T,
  parentId: string,
  id: string,
): Promise<Row<T> | undefined> {
  const row = await untyped(db)
    .selectFrom(table as string)
    .selectAll()
    .where(PARENT_COLUMN[table] as string, '=', parentId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Row<T> | undefined;
}

/** Add a child row under its parent record; the row as stored. */
export async function insertChildRecord<T extends GciChildTable>(
  db: Kysely<Database>,
  table: T,
  parentId: string,
  values: object,
): Promise<Row<T>> {
  const row = await untyped(db)
    .insertInto(table as string)
    .values({ ...values, [PARENT_COLUMN[table] as string]: parentId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Row<T>;
}

export async function deleteGciRow(db: Kysely<Database>, table: GciRecordTable, id: string): Promise<void> {
  await untyped(db).deleteFrom(table).where('id', '=', id).execute();
}
