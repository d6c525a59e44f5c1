import { sql, type Kysely } from 'kysely';

/**
 * The /bil/projects table on the server (modules/projects/project-table.repository.ts):
 * - a trigram index on the keyword search text (pg_trgm: PostgreSQL's contrib, loaded by db/connect.ts
 *   on PGlite), so each search word's substring test reads the index instead of every project;
 * - the groups' rows in order (grant key, then the list's order within a grant).
 * The expressions must stay character-for-character those of the repository (GRANT_KEY, SEARCH_TEXT).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create index projects_search_trgm_idx on projects using gin (
      (lower(coalesce(project_title, '') || E'\\n' || coalesce(project_description, '') || E'\\n' || coalesce(airport_code, '') || E'\\n' || coalesce(airport_name, '') || E'\\n' || coalesce(city, '') || E'\\n' || coalesce(tdot_pm, '') || E'\\n' || coalesce(upin, '') || E'\\n' || coalesce(grant_number, '') || E'\\n' || coalesce(bil_application_number, '') || E'\\n' || coalesce(tad_project_number, '') || E'\\n' || coalesce(tad_contract_number, '') || E'\\n' || coalesce(tx_number, '') || E'\\n' || coalesce(project_phase, '') || E'\\n' || coalesce(work_code, '') || E'\\n' || coalesce(status, ''))) gin_trgm_ops
    )`.execute(db);
  await sql`
    create index projects_grant_rows_idx on projects (
      (nullif(btrim(grant_number), '')),
      grant_number desc,
      airport_code,
      project_title,
      id
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists projects_grant_rows_idx`.execute(db);
  await sql`drop index if exists projects_search_trgm_idx`.execute(db);
}
