import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { GciAirportTable } from './gci-records.repository';

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
    .insertInto(table)
    .values({ ...values, [PARENT_COLUMN[table] as string]: parentId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Row<T>;
}

export async function deleteGciRow(db: Kysely<Database>, table: GciRecordTable, id: string): Promise<void> {
  await untyped(db).deleteFrom(table).where('id', '=', id).execute();
}
