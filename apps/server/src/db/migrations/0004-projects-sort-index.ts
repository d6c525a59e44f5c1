import { sql, type Kysely } from 'kysely';

/**
 * The project list's order (SPEC §9, orderByGrant in repositories/projects.repository.ts) as one index, so
 * the first page of GET /api/projects reads 5,000 rows in order instead of sorting every project. The
 * expressions must stay character-for-character those of orderByGrant, or the planner will not use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index projects_list_order_idx on projects (
      (nullif(btrim(grant_number), '') is null),
      (case when btrim(grant_number) ~ '^[0-9]{1,18}$' then btrim(grant_number)::bigint end) desc nulls last,
      grant_number desc,
      airport_code,
      project_title,
      id
    )`.execute(db);
}
