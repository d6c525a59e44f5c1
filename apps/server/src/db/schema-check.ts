import { sql, type Kysely } from 'kysely';
import { LATEST_MIGRATION } from './migrate';
import { REQUIRED_TABLES, type Database } from './schema';

export type SchemaCheck = { ok: boolean; migration: string | null; missing: string[]; checkedAt: string };

/** Start-up check behind the admins' 'Database Configuration Notice': migrations current, every table present. */
export async function checkSchema(db: Kysely<Database>): Promise<SchemaCheck> {
  const found = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_name in (${sql.join([...REQUIRED_TABLES])})`.execute(db);
  const present = new Set(found.rows.map((row) => row.name));
  const missing: string[] = REQUIRED_TABLES.filter((table) => !present.has(table));

  const applied = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`
    .execute(db)
    .catch(() => ({ rows: [] }));
  const migration = applied.rows[0]?.name ?? null;
  if (migration !== LATEST_MIGRATION) missing.push(`migration ${LATEST_MIGRATION}`);

  return { ok: missing.length === 0, migration, missing, checkedAt: new Date().toISOString() };
}
