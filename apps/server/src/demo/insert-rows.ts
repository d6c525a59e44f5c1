import { sql, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

// Each chunk travels as one JSON parameter (a few MB): far fewer round trips and bind parameters than
// one value per column, which is what makes 100,000 projects load quickly on PGlite.
const CHUNK_SIZE = 5000;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}

// JSON drops an undefined value, which json_populate_recordset would then read as null, not the default.
const hasExactly = (row: object, keys: readonly string[]) => {
  const values = row as Record<string, unknown>;
  return Object.keys(row).length === keys.length && keys.every((key) => values[key] !== undefined);
};

/**
 * Inserts rows through json_populate_recordset, CHUNK_SIZE rows per statement, naming exactly the columns
 * the rows carry. Rows that differ in their columns go through Kysely's multi-row insert instead, where
 * a missing column takes its default (json_populate_recordset would give it null).
 */
export async function insertRows<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first);
  if (!rows.every((row) => hasExactly(row, keys))) {
    for (const part of chunks(rows, 1000)) await trx.insertInto(table).values(part).execute();
    return;
  }
  const columns = sql.join(keys.map((column) => sql.id(column)));
  for (const part of chunks(rows, CHUNK_SIZE)) {
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(part)}::json)`.execute(
      trx,
    );
  }
}
