import { sql, type Kysely } from 'kysely';

/**
 * Spreadsheet imports (issue 15): one row per applied import, with its counts, the file's name and checksum,
 * and what it touched (each record's state before and its stamp after), so the import can be undone as a
 * whole while nothing it touched has changed since. created_by null is a system (command-line) import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table import_runs (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('projects', 'airports', 'allocations')),
      file_name text not null,
      sha256 text not null,
      created_by text references "user"(id) on delete set null,
      counts jsonb not null,
      changes jsonb not null,
      created_at timestamptz not null default now(),
      undone_at timestamptz,
      undone_by text references "user"(id) on delete set null
    )`.execute(db);
  await sql`create index import_runs_by_date on import_runs (created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists import_runs`.execute(db);
}
