import { sql, type Kysely } from 'kysely';

/**
 * dbe_data_version goes up with any statement that changes what the DBE contract list shows: the DBE
 * records, the airports' PM assignments (who may read a contract) and the people named as amenders. With
 * projects_data_version (and its epoch) it keys the cached `GET /api/dbe/contracts`, so a change by any
 * process, through the API, an import or a direct write, is seen at the next read. Statement-level: a
 * 10,000-row import is one bump.
 */
const TABLES = [
  'dbe_firms',
  'dbe_firm_certifications',
  'dbe_contracts',
  'dbe_commitments',
  'dbe_commitment_amendments',
  'dbe_payments',
  'airport_assignments',
  'user',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table dbe_data_version (
      id boolean primary key default true check (id),
      version bigint not null default 1
    )`.execute(db);
  await sql`insert into dbe_data_version (id) values (true)`.execute(db);
  // An upsert, so a deleted row (a test emptying every table) comes back.
  await sql`
    create function dbe_data_version_bump() returns trigger language plpgsql as $$
    begin
      insert into dbe_data_version as v (id) values (true)
      on conflict (id) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`create trigger ${sql.raw(`${table}_dbe_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function dbe_data_version_bump()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${table}_dbe_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists dbe_data_version_bump()`.execute(db);
  await sql`drop table if exists dbe_data_version`.execute(db);
}
