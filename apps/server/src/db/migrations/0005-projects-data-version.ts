import { sql, type Kysely } from 'kysely';

/**
 * A version of the projects data, kept by the database: projects_data_version holds one row whose version
 * goes up by one in the same transaction as any statement that inserts, updates or deletes projects (or
 * truncates them). Servers key their cached list and dashboard responses by it (lib/response-cache.ts):
 * reading it is one tiny query, so every process on one PostgreSQL sees a change by any other at once.
 * The epoch is random per database, so a recreated database never matches entries made for an old one.
 * Statement-level triggers: a 100,000-row load is one bump; a statement that changes no row bumps nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projects_data_version (
      id boolean primary key default true check (id),
      epoch text not null default md5(random()::text || clock_timestamp()::text),
      version bigint not null default 1
    )`.execute(db);
  await sql`insert into projects_data_version (id) values (true)`.execute(db);

  // An upsert, so a deleted row (a test emptying every table) comes back with a fresh epoch.
  await sql`
    create function projects_data_version_bump() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        if not exists (select from new_rows) then return null; end if;
      elsif tg_op = 'UPDATE' or tg_op = 'DELETE' then
        if not exists (select from old_rows) then return null; end if;
      end if;
      insert into projects_data_version as v (id) values (true)
      on conflict (id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);

  await sql`
    create trigger projects_data_version_insert after insert on projects
    referencing new table as new_rows for each statement execute function projects_data_version_bump()
  `.execute(db);
  await sql`
    create trigger projects_data_version_update after update on projects
    referencing old table as old_rows for each statement execute function projects_data_version_bump()
  `.execute(db);
  await sql`
    create trigger projects_data_version_delete after delete on projects
    referencing old table as old_rows for each statement execute function projects_data_version_bump()
  `.execute(db);
  await sql`
    create trigger projects_data_version_truncate after truncate on projects
    for each statement execute function projects_data_version_bump()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const operation of ['truncate', 'delete', 'update', 'insert']) {
    await sql`drop trigger if exists ${sql.raw(`projects_data_version_${operation}`)} on projects`.execute(
      db,
    );
  }
  await sql`drop function if exists projects_data_version_bump()`.execute(db);
  await sql`drop table if exists projects_data_version`.execute(db);
}
